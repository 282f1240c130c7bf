import type { CallOutcome } from './seamless-client';

export interface RetryPolicy {
  /** tries in all, the first included */
  attempts: number;
  /** wait before the second try; doubled for each one after */
  firstDelayMs: number;
  maxDelayMs: number;
}

export type Sleep = (ms: number) => Promise<void>;

export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Exponential backoff with jitter, so many providers' retries after an outage do not arrive together. */
export function backoffDelayMs(policy: Pick<RetryPolicy, 'firstDelayMs' | 'maxDelayMs'>, failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * Sends the same request (same transactionId) until it is answered or refused, or the tries run out.
 * Only 'unavailable' is tried again: a refusal is the platform's decision and another try would not
 * change it.
 */
export async function withRetries<Value>(send: () => Promise<CallOutcome<Value>>, policy: RetryPolicy, sleep: Sleep = realSleep): Promise<CallOutcome<Value>> {
  let outcome = await send();
  for (let attempt = 2; attempt <= policy.attempts && outcome.kind === 'unavailable'; attempt += 1) {
    await sleep(backoffDelayMs(policy, attempt - 1));
    outcome = await send();
  }
  return outcome;
}
