import { performance } from 'node:perf_hooks';
import type { SeamlessOutcome } from '../../../../services/platform/testing/seamless-http-client';
import { summarizeLatencies, type LatencySummary } from '../stats';
import type { WalletRequest, Workload } from './workload';

/**
 * Two ways to drive the seamless API: as fast as a number of senders can go (each sends its next
 * request when the last is answered), which finds the most it takes; and at a fixed rate, requests
 * due at fixed times whatever the answers, which shows the latency a provider sees below that.
 */

export interface DriveResult {
  requests: number;
  /** requests answered with a posting: bets, wins above 0, rollbacks of a taken bet */
  postings: number;
  elapsedS: number;
  requestsPerS: number;
  postingsPerS: number;
  latency: LatencySummary;
  /** answers other than success, by refusal code or "unavailable" */
  failures: Record<string, number>;
}

type Send = (request: WalletRequest) => Promise<{ ok: boolean; posted: boolean; failure?: string }>;

/** What sends a signed seamless call and sorts its answer: the provider's HTTP client or the lean one. */
export interface SeamlessSender {
  sendTo<Value>(path: string, body: unknown): Promise<SeamlessOutcome<Value>>;
}

/** Sends one request and says whether it was taken and whether a posting stands behind it. */
export function sender(client: SeamlessSender, workload: Workload): Send {
  return async (request) => {
    const outcome = await client.sendTo<{ platformTransactionId: string; replayed: boolean }>(`/seamless/v1/${request.call}`, request.body);
    if (outcome.kind !== 'answered') return { ok: false, posted: false, failure: outcome.kind === 'refused' ? outcome.code : 'unavailable' };
    workload.taken(request);
    return { ok: true, posted: !outcome.value.replayed && /^\d+$/.test(outcome.value.platformTransactionId) };
  };
}

class Tally {
  readonly latenciesMs: number[] = [];
  readonly failures: Record<string, number> = {};
  postings = 0;

  add(latencyMs: number, answer: { ok: boolean; posted: boolean; failure?: string }): void {
    this.latenciesMs.push(latencyMs);
    if (answer.posted) this.postings += 1;
    if (!answer.ok) this.failures[answer.failure ?? 'unknown'] = (this.failures[answer.failure ?? 'unknown'] ?? 0) + 1;
  }

  result(elapsedS: number): DriveResult {
    const requests = this.latenciesMs.length;
    return {
      requests,
      postings: this.postings,
      elapsedS,
      requestsPerS: requests / elapsedS,
      postingsPerS: this.postings / elapsedS,
      latency: summarizeLatencies(this.latenciesMs),
      failures: this.failures,
    };
  }
}

export interface ClosedLoop {
  senders: number;
  warmupS: number;
  durationS: number;
}

/** Every sender sends its next request as soon as the last is answered; only requests started after the warm-up count. */
export async function driveClosedLoop(workload: Workload, send: Send, options: ClosedLoop): Promise<DriveResult> {
  const startMs = performance.now();
  const measureFromMs = startMs + options.warmupS * 1000;
  const endMs = measureFromMs + options.durationS * 1000;
  const tally = new Tally();
  const loop = async () => {
    while (performance.now() < endMs) {
      const request = workload.next();
      const sentMs = performance.now();
      const answer = await send(request);
      if (sentMs >= measureFromMs) tally.add(performance.now() - sentMs, answer);
    }
  };
  await Promise.all(Array.from({ length: options.senders }, loop));
  return tally.result((performance.now() - measureFromMs) / 1000);
}

export interface FixedRate {
  ratePerS: number;
  /** requests in flight at most; one due while all are busy waits, and its wait counts in its latency */
  maxInFlight: number;
  warmupS: number;
  durationS: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Requests due every 1/rate seconds. Latency runs from when a request was due, not from when it
 * could be sent, so a platform falling behind shows in the figures instead of slowing the load.
 */
export async function driveAtRate(workload: Workload, send: Send, options: FixedRate): Promise<DriveResult> {
  const intervalMs = 1000 / options.ratePerS;
  const startMs = performance.now();
  const measureFromMs = startMs + options.warmupS * 1000;
  const endMs = measureFromMs + options.durationS * 1000;
  const tally = new Tally();
  const waiting: (() => void)[] = [];
  let inFlight = 0;
  const running: Promise<void>[] = [];
  const launch = async (dueMs: number) => {
    if (inFlight >= options.maxInFlight) await new Promise<void>((resolve) => waiting.push(resolve));
    inFlight += 1;
    const answer = await send(workload.next());
    inFlight -= 1;
    waiting.shift()?.();
    if (dueMs >= measureFromMs) tally.add(performance.now() - dueMs, answer);
  };
  for (let dueMs = startMs; dueMs < endMs; dueMs += intervalMs) {
    const aheadMs = dueMs - performance.now();
    if (aheadMs > 1) await sleep(aheadMs);
    running.push(launch(dueMs));
  }
  await Promise.all(running);
  return tally.result(options.durationS);
}
