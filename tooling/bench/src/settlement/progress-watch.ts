import { performance } from 'node:perf_hooks';
import type { Queryable } from '../../../../services/platform/src/db/database';

/**
 * Where the run's time goes, seen from outside the engine: the tree's settlement rows and how many of
 * them are paid, counted every few hundred milliseconds while the run is under way. The rows appear
 * when the engine commits its claim on the periods (after the figures are read); the paid count then
 * climbs as the payouts' batches commit.
 */

export interface ProgressSample {
  /** performance.now() */
  atMs: number;
  rows: number;
  paid: number;
}

export interface RunPhases {
  /** from the start until every settlement row was there: cutting periods, team figures, claims */
  claimedAfterMs: number | null;
  /** from the start until the last payout */
  paidAfterMs: number | null;
  samples: number;
}

/** Reads the phases off the samples: when the rows reached their final count, and the paid count its own. */
export function phasesOf(samples: readonly ProgressSample[], startedMs: number): RunPhases {
  const last = samples.at(-1);
  if (!last) return { claimedAfterMs: null, paidAfterMs: null, samples: 0 };
  const firstWith = (reached: (sample: ProgressSample) => boolean) => {
    const sample = samples.find(reached);
    return sample ? Math.max(0, sample.atMs - startedMs) : null;
  };
  return {
    claimedAfterMs: last.rows > 0 ? firstWith((sample) => sample.rows >= last.rows) : null,
    paidAfterMs: last.paid > 0 ? firstWith((sample) => sample.paid >= last.paid) : null,
    samples: samples.length,
  };
}

/** Counts the contracts' settlement rows every `everyMs` until stopped; stop answers the samples, a last one included. */
export function watchSettlements(db: Queryable, merchantCode: string, contractIds: readonly string[], everyMs = 250): { stop(): Promise<ProgressSample[]> } {
  const samples: ProgressSample[] = [];
  let stopped = false;
  const sample = async () => {
    const { rows } = await db.query<{ rows: string; paid: string }>(
      `SELECT count(*)::text AS rows, count(*) FILTER (WHERE status = 'PAID')::text AS paid FROM contract_settlements WHERE merchant_code = $1 AND contract_id = ANY($2::bigint[])`,
      [merchantCode, contractIds],
    );
    samples.push({ atMs: performance.now(), rows: Number(rows[0]?.rows ?? 0), paid: Number(rows[0]?.paid ?? 0) });
  };
  const loop = (async () => {
    while (!stopped) {
      await sample();
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      await sample();
      return samples;
    },
  };
}
