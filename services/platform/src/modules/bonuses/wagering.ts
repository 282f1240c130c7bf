import type { GameType } from '@croupier/domain';
import { isoAt } from '../../clock';
import type { Queryable } from '../../db/database';
import { selectGameTypes } from '../games';
import { stakesByGame } from '../ledger';
import type { BonusAwardRow } from './awards-repository';
import { weighedStakes } from './terms';

export interface WageringProgress {
  /** what counts so far: stakes since the bonus began, weighed by their game type's contribution */
  wageredMinor: bigint;
  requiredMinor: bigint;
  /** the stakes themselves by game type, before weighing: what the bonus page shows beside the percents */
  stakesByType: Map<GameType, bigint>;
}

/**
 * The wagering a bonus has had (decision 0045, "Wagering is read, not counted"): the member's stakes
 * from any wallet (stakes less stakes given back), from its credit to `untilMs` or its expiry,
 * whichever is first, weighed per game type. A replayed bet posted nothing, so it counts nothing; a
 * rolled-back stake's entry takes its contribution away again.
 */
export async function wageringOf(db: Queryable, award: BonusAwardRow, untilMs: number): Promise<WageringProgress> {
  // up to and including `untilMs`: a stake posted in the same millisecond as the look counts
  const endMs = Math.min(untilMs + 1, award.expiresAtMs, award.endedAtMs ?? Number.POSITIVE_INFINITY);
  const byGame = await stakesByGame(db, award.merchantCode, award.memberId, isoAt(award.startedAtMs), isoAt(endMs));
  const types = await selectGameTypes(
    db,
    byGame.map((stake) => stake.gameId),
  );
  const stakesByType = new Map<GameType, bigint>();
  for (const stake of byGame) {
    const type = types.get(stake.gameId);
    if (type !== undefined) stakesByType.set(type, (stakesByType.get(type) ?? 0n) + stake.stakedMinor);
  }
  const wageredMinor = weighedStakes(
    [...stakesByType].map(([type, stakedMinor]) => ({ type, stakedMinor })),
    award.contributions,
  );
  return { wageredMinor, requiredMinor: award.requiredMinor, stakesByType };
}
