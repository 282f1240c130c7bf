import { BONUS_WALLET } from '@croupier/domain';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { post } from '../ledger';
import { insertAward, selectActiveAward, selectAwardByKey, type BonusAwardRow } from './awards-repository';
import { bonusSource, settleBonusIn } from './settle';
import { cleanContributions, requiredWageringOf, type BonusTerms } from './terms';

export interface BonusGrant {
  merchantCode: string;
  memberId: string;
  /** `promotion:<id>` or `operator` */
  origin: string;
  /** the giver's own key: the same key grants the bonus once, however often it is asked */
  awardKey: string;
  titleEn: string;
  titleBn: string;
  terms: BonusTerms;
}

/**
 * Credits a bonus (decision 0045): writes its rules and posts its amount from PROMOTIONS into the
 * member's locked BONUS wallet (kind BONUS), in the caller's transaction, once per award key (a repeat
 * answers the first award). A member's earlier bonus whose end is due ends first; one still active
 * refuses the grant with BONUS_ALREADY_ACTIVE (one bonus at a time).
 */
export async function grantBonusIn(tx: Queryable, grant: BonusGrant, nowMs: number): Promise<BonusAwardRow> {
  const { merchantCode, memberId, terms } = grant;
  if (terms.amountMinor <= 0n) throw new ApiError('VALIDATION_FAILED', 'A bonus must be above zero', [{ field: 'amountMinor', message: 'must be above zero' }]);
  await settleBonusIn(tx, merchantCode, memberId, nowMs);
  const earlier = await selectAwardByKey(tx, merchantCode, grant.awardKey);
  if (earlier) return earlier;
  if (await selectActiveAward(tx, merchantCode, memberId, false)) throw new ApiError('BONUS_ALREADY_ACTIVE', 'You already have an active bonus; the next one can start once it ends');
  const id = await insertAward(tx, {
    merchantCode,
    memberId,
    origin: grant.origin,
    awardKey: grant.awardKey,
    titleEn: grant.titleEn,
    titleBn: grant.titleBn,
    amountMinor: terms.amountMinor,
    depositMinor: terms.depositMinor,
    wageringBase: terms.wageringBase,
    multiplierHundredths: terms.multiplierHundredths,
    requiredMinor: requiredWageringOf(terms),
    contributions: cleanContributions(terms.contributions),
    maxBetMinor: terms.maxBetMinor,
    maxCashoutMinor: terms.maxCashoutMinor,
    lostBelowMinor: terms.lostBelowMinor,
    startedAtMs: nowMs,
    expiresAtMs: nowMs + terms.lifetimeMs,
  });
  if (id === null) throw new Error(`bonuses: award ${grant.awardKey} of ${merchantCode} was neither written nor found`);
  await post(
    tx,
    {
      merchantCode,
      idempotency: { source: bonusSource(merchantCode), key: `${id}:credit`, payload: { awardKey: grant.awardKey, amountMinor: terms.amountMinor } },
      kind: 'BONUS',
      legs: [
        { account: { kind: 'house', merchantCode, name: 'PROMOTIONS' }, amountMinor: -terms.amountMinor },
        { account: { kind: 'member', merchantCode, memberId, wallet: BONUS_WALLET }, amountMinor: terms.amountMinor },
      ],
      reference: { memberId },
    },
    nowMs,
  );
  const award = await selectAwardByKey(tx, merchantCode, grant.awardKey);
  if (!award) throw new Error(`bonuses: award ${grant.awardKey} of ${merchantCode} vanished`);
  return award;
}
