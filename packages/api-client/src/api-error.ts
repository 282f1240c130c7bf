import type { ErrorCode, FieldError } from '@croupier/contract';

/**
 * Codes an ApiError can carry: the server's stable codes, plus two the client decides itself.
 * NETWORK is SPEC §8's "link abnormal, retry" (no answer, or no answer in time); BAD_RESPONSE is an
 * answer that does not fit the contract, shown as the unknown error.
 */
export type ApiErrorCode = ErrorCode | 'NETWORK' | 'BAD_RESPONSE';

export type NetworkFailureReason = 'unreachable' | 'timeout';

/** What a failure may say besides its code and message. */
export interface ApiErrorDetails {
  fields?: readonly FieldError[];
  networkReason?: NetworkFailureReason | null;
  /** SPEC §4: a failed login that carries this flag makes the client show the captcha */
  captcha?: boolean;
  /** Seconds until the caller may try again (rate limits, lockouts, SMS countdown) */
  retryAfterSeconds?: number | null;
}

export class ApiError extends Error {
  readonly fields: readonly FieldError[];
  readonly networkReason: NetworkFailureReason | null;
  readonly captcha: boolean;
  readonly retryAfterSeconds: number | null;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    /** HTTP status of the answer; 0 when there was none */
    readonly status: number,
    readonly callName: string,
    details: ApiErrorDetails = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.fields = details.fields ?? [];
    this.networkReason = details.networkReason ?? null;
    this.captcha = details.captcha ?? false;
    this.retryAfterSeconds = details.retryAfterSeconds ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for failures a retry may cure: no connection, a timeout, or a server hiccup. */
export function isRetryableError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.code === 'NETWORK' || error.status >= 500;
}
