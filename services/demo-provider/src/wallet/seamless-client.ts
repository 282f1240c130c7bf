import { z } from 'zod';
import { successSchema, type CallBody, type CallDefinition, type CallValue } from '@croupier/contract';
import { signedHeaders } from './signing';

/**
 * What one request to the platform came to:
 * - answered: the platform did it (or had done it before: a replay carries the first answer);
 * - refused: the platform said no for a reason that another try will not change (a 4xx, or MAINTENANCE);
 * - unavailable: no answer that can be trusted (timeout, no connection, a 5xx, a garbled answer),
 *   so the same request may be sent again.
 */
export type CallOutcome<Value> =
  | { kind: 'answered'; value: Value }
  | { kind: 'refused'; code: string; message: string; status: number }
  | { kind: 'unavailable'; reason: string };

export interface SeamlessClientOptions {
  platformUrl: string;
  providerCode: string;
  secret: string;
  /** one attempt's limit; a request still running then counts as unavailable */
  timeoutMs: number;
  nowMs?: () => number;
}

/**
 * Failures of the platform's own making worth a second try. MAINTENANCE comes with 503 too, but it is a
 * decision, not a fault: the player is told and nothing is retried.
 */
const RETRYABLE_CODES = new Set(['INTERNAL', 'RATE_LIMITED']);

/** A refusal's code is read even when this provider's copy of the contract does not know it yet. */
const looseFailureSchema = z.object({ success: z.literal(false), code: z.string(), message: z.string() });

/** Signs and sends one seamless-wallet call; retries are the caller's choice. */
export class SeamlessClient {
  private readonly nowMs: () => number;

  constructor(private readonly options: SeamlessClientOptions) {
    this.nowMs = options.nowMs ?? Date.now;
  }

  async sendOnce<C extends CallDefinition>(call: C, body: CallBody<C>): Promise<CallOutcome<CallValue<C>>> {
    const rawBody = JSON.stringify(body);
    const { platformUrl, providerCode, secret, timeoutMs } = this.options;
    let response: Response;
    let text: string;
    try {
      response = await fetch(new URL(call.path, platformUrl), {
        method: call.method,
        headers: { 'content-type': 'application/json', ...signedHeaders(providerCode, secret, rawBody, this.nowMs()) },
        body: rawBody,
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      return { kind: 'unavailable', reason: reasonOf(error) };
    }
    return outcomeOf(call, response.status, text);
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error instanceof Error ? error.message : String(error)}${cause}`;
}

function outcomeOf<C extends CallDefinition>(call: C, status: number, text: string): CallOutcome<CallValue<C>> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return status >= 500 ? { kind: 'unavailable', reason: `HTTP ${status} without a JSON answer` } : { kind: 'refused', code: 'UNEXPECTED_ANSWER', message: `HTTP ${status}: ${text.slice(0, 200)}`, status };
  }
  const failure = looseFailureSchema.safeParse(json);
  if (failure.success) {
    const { code, message } = failure.data;
    if (RETRYABLE_CODES.has(code) || (status >= 500 && code !== 'MAINTENANCE')) return { kind: 'unavailable', reason: `${code}: ${message}` };
    return { kind: 'refused', code, message, status };
  }
  const answer = successSchema(call.value).safeParse(json);
  if (answer.success && status < 300) return { kind: 'answered', value: answer.data.value as CallValue<C> };
  return { kind: 'unavailable', reason: `HTTP ${status} with an answer that breaks the contract` };
}
