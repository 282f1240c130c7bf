import { performance } from 'node:perf_hooks';
import { summarizeLatencies, type LatencySummary } from '../stats';
import type { sender } from '../wallet/drive';

/**
 * The wallet's latency before, during and after the settlement run, from one paced load that runs
 * across all three (driveAtRate paces it; it reports one summary for its whole span). Each request's
 * send time and latency are kept here, and each window's percentiles are read from the requests sent
 * in it. Latency runs from the send: the load's process does nothing else, and with requests in flight
 * kept well above what the rate needs, a request is sent when it is due.
 */

type Send = ReturnType<typeof sender>;

export interface TimedSample {
  /** performance.now() when the request was sent */
  sentMs: number;
  latencyMs: number;
  ok: boolean;
}

/** `send`, noting each request's send time, latency and outcome in `samples`. */
export function timedSender(send: Send, samples: TimedSample[], now: () => number = () => performance.now()): Send {
  return async (request) => {
    const sentMs = now();
    const answer = await send(request);
    samples.push({ sentMs, latencyMs: now() - sentMs, ok: answer.ok });
    return answer;
  };
}

export interface WindowFigures extends LatencySummary {
  /** answers other than success */
  failed: number;
  /** requests per second sent in the window */
  ratePerS: number;
}

/** The requests sent in [fromMs, toMs): their latency percentiles (every answer counts), failures and rate. */
export function windowFigures(samples: readonly TimedSample[], fromMs: number, toMs: number): WindowFigures {
  const inside = samples.filter((sample) => sample.sentMs >= fromMs && sample.sentMs < toMs);
  const seconds = Math.max(0, toMs - fromMs) / 1000;
  return {
    ...summarizeLatencies(inside.map((sample) => sample.latencyMs)),
    failed: inside.filter((sample) => !sample.ok).length,
    ratePerS: seconds > 0 ? inside.length / seconds : Number.NaN,
  };
}

/** p99 during over p99 before: how much the run slows the slowest hundredth of the wallet's calls. */
export function p99Ratio(before: LatencySummary, during: LatencySummary): number {
  return before.count === 0 || during.count === 0 || before.p99Ms <= 0 ? Number.NaN : during.p99Ms / before.p99Ms;
}
