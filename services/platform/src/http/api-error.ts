import { ERROR_HTTP_STATUS, type ErrorCode, type Failure, type FieldError } from '@croupier/contract';

/** What a failure may tell the client beyond its code: show the captcha, or when to try again. */
export interface FailureHints {
  /** SPEC §4: the client shows the captcha from now on */
  captcha?: boolean;
  /** seconds until the caller may try again (rate limits, lockouts, SMS countdown) */
  retryAfterSeconds?: number;
}

/** A refusal the client is meant to see: a contract error code, a sentence, and the bad fields if any. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
    readonly hints: FailureHints = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The same refusal with more hints, such as the captcha flag added by the login flow. */
  withHints(hints: FailureHints): ApiError {
    return new ApiError(this.code, this.message, this.fields, { ...this.hints, ...hints });
  }

  get statusCode(): number {
    return ERROR_HTTP_STATUS[this.code];
  }

  toFailure(): Failure {
    const failure: Failure = { success: false, code: this.code, message: this.message };
    if (this.fields) failure.fields = this.fields;
    if (this.hints.captcha !== undefined) failure.captcha = this.hints.captcha;
    if (this.hints.retryAfterSeconds !== undefined) failure.retryAfterSeconds = this.hints.retryAfterSeconds;
    return failure;
  }
}

/** Whole seconds until `untilMs`, at least 1 so a client never retries at once. */
export function secondsUntil(untilMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((untilMs - nowMs) / 1000));
}
