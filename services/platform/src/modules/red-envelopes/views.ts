import type { ConsoleRedEnvelopePool, MemberRedEnvelopePool, RedEnvelopeGrab } from '@croupier/contract';
import { isoAt } from '../../clock';
import type { GrabRow, PoolRow } from './repository';

/** What a pool is now: before its window, open to grab, or over (ended, emptied or closed). */
export function phaseOf(pool: PoolRow, nowMs: number): MemberRedEnvelopePool['phase'] {
  if (pool.status === 'CLOSED' || nowMs >= pool.endsAtMs || pool.grabbedCount >= pool.envelopeCount) return 'OVER';
  return nowMs < pool.startsAtMs ? 'UPCOMING' : 'OPEN';
}

/** The seed is the pool's secret until it closes; then it is the proof. */
const revealedSeed = (pool: PoolRow) => (pool.status === 'CLOSED' ? pool.seedHex : null);

export function grabView(grab: GrabRow): RedEnvelopeGrab {
  return { poolId: grab.poolId, envelopeIndex: grab.envelopeIndex, amountMinor: Number(grab.amountMinor), grabbedAt: isoAt(grab.grabbedAtMs) };
}

export function memberPoolView(pool: PoolRow, eligible: boolean, grab: GrabRow | null, nowMs: number): MemberRedEnvelopePool {
  return {
    poolId: pool.id,
    titles: { en: pool.titleEn, bn: pool.titleBn },
    totalMinor: Number(pool.totalMinor),
    envelopeCount: pool.envelopeCount,
    minMinor: Number(pool.minMinor),
    remainingCount: pool.envelopeCount - pool.grabbedCount,
    startsAt: isoAt(pool.startsAtMs),
    endsAt: isoAt(pool.endsAtMs),
    phase: phaseOf(pool, nowMs),
    eligibility: pool.eligibility,
    eligible,
    seedSha256: pool.seedSha256,
    seed: revealedSeed(pool),
    myGrab: grab ? grabView(grab) : null,
  };
}

export function consolePoolView(pool: PoolRow, nowMs: number): ConsoleRedEnvelopePool {
  const funded = pool.fundingPostingId !== null;
  return {
    poolId: pool.id,
    merchantCode: pool.merchantCode,
    titleEn: pool.titleEn,
    titleBn: pool.titleBn,
    totalMinor: Number(pool.totalMinor),
    envelopeCount: pool.envelopeCount,
    minMinor: Number(pool.minMinor),
    startsAt: isoAt(pool.startsAtMs),
    endsAt: isoAt(pool.endsAtMs),
    eligibility: pool.eligibility,
    status: pool.status,
    phase: phaseOf(pool, nowMs),
    seedSha256: pool.seedSha256,
    seed: revealedSeed(pool),
    createdBy: pool.createdByName,
    createdAt: isoAt(pool.createdAtMs),
    approvedBy: pool.approvedByName,
    approvedAt: pool.approvedAtMs === null ? null : isoAt(pool.approvedAtMs),
    fundedMinor: funded ? Number(pool.totalMinor) : 0,
    grabbedMinor: Number(pool.grabbedMinor),
    grabbedCount: pool.grabbedCount,
    // an unfunded pool holds nothing; a closed one gave back what it held
    leftMinor: funded && pool.status !== 'CLOSED' ? Number(pool.totalMinor - pool.grabbedMinor) : 0,
    leftCount: pool.status === 'CLOSED' ? 0 : pool.envelopeCount - pool.grabbedCount,
    closedAt: pool.closedAtMs === null ? null : isoAt(pool.closedAtMs),
    closeReason: pool.closeReason,
    closedBy: pool.closedByName,
    returnedMinor: pool.returnedMinor === null ? null : Number(pool.returnedMinor),
  };
}
