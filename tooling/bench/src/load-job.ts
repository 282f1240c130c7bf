import type { LatencySummary } from './stats';

/** One load run, sent from the benchmark to the load process. */
export interface LoadJob {
  origin: string;
  /** Host header: the brand answering */
  host?: string;
  /** GET paths with their query; every connection goes through them in order, again and again */
  paths: string[];
  connections: number;
  /** requests per second over all connections; absent means as fast as the connections go */
  rate?: number;
  /** seconds measured; ignored when amount is given */
  durationS?: number;
  /** requests measured, instead of a duration */
  amount?: number;
  /** seconds of the same load before measuring, thrown away: JIT, caches and connections warm up */
  warmupS: number;
}

export interface LoadResult {
  requests: number;
  elapsedS: number;
  achievedRps: number;
  latency: LatencySummary;
  /** connection errors and timeouts */
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}
