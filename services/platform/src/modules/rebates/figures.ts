import type { Brand } from '@croupier/brand-config';
import { isoAt } from '../../clock';
import type { Queryable } from '../../db/database';
import { selectGameTypes } from '../games';
import { stakesByGame } from '../ledger';
import { rebateFigures, validBetsByType, type RebateFigures } from './compute';
import type { StoredRebateSettings } from './settings-repository';

/**
 * A member's rebate of [fromMs, toMs) (toMs null: up to now, today's accrual): the member's valid bets
 * on each game as the ledger counts them (decision 0042), weighed by each game's type at the brand's
 * rates and cut to its cap. Two reads: the stakes by game, then the games' types.
 */
export async function memberFigures(db: Queryable, brand: Brand, memberId: string, fromMs: number, toMs: number | null, settings: StoredRebateSettings): Promise<RebateFigures> {
  const stakes = await stakesByGame(db, brand.merchantCode, memberId, isoAt(fromMs), toMs === null ? null : isoAt(toMs));
  const types = await selectGameTypes(
    db,
    stakes.map((stake) => stake.gameId),
  );
  return rebateFigures(validBetsByType(stakes, types), settings.rates, settings.dailyCapMinor);
}
