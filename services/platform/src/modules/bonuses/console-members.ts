import type { CallValue, ConsoleBonus, boGetMemberBonuses } from '@croupier/contract';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { recordAudit, type OperatorContext } from '../backoffice-operators';
import type { BrandDirectory } from '../brands';
import { bonusWalletOf, toApiMinor } from '../ledger';
import { selectAwardById, selectMemberAwards, type BonusAwardRow } from './awards-repository';
import { consoleBrand, consoleMember } from './console-access';
import { selectAwardMember, selectCreditsOfAwards, selectMemberPendingCredits, selectOperatorNames } from './console-credit-repository';
import { consoleBonusView, creditView } from './console-views';
import { lockMemberBonuses } from './member-lock';
import { forfeitBonusIn, settleBonus } from './settle';

/** The bonuses of one member as the console's member page shows them (decision 0046), and an operator's cancel. */

/** The newest bonuses a member page lists; a member has one at a time, so this is months of them. */
const LISTED_BONUSES = 50;

const OPERATOR_END = 'operator:';

async function viewsOf(db: Database, awards: readonly BonusAwardRow[], nowMs: number): Promise<ConsoleBonus[]> {
  const credits = await selectCreditsOfAwards(
    db,
    awards.filter((award) => award.origin === 'operator').map((award) => award.id),
  );
  const enders = awards.flatMap((award) => (award.endedBy?.startsWith(OPERATOR_END) ? [award.endedBy.slice(OPERATOR_END.length)] : []));
  const names = await selectOperatorNames(db, [...new Set(enders)]);
  return Promise.all(awards.map((award) => consoleBonusView(db, award, credits.get(award.id), names, nowMs)));
}

/**
 * GET /bo/bonuses/members/:memberId: the member's bonuses newest first, the locked wallet and the credits
 * awaiting a second operator. The member's bonus is settled first, as the player's own page does, so
 * one whose wagering was just met shows released. Written to the audit log as a read (`member.bonuses`).
 */
export async function consoleMemberBonuses(db: Database, brands: BrandDirectory, context: OperatorContext, merchantCode: string, memberId: string, nowMs: number): Promise<CallValue<typeof boGetMemberBonuses>> {
  const { brand, member } = await consoleMember(db, brands, context, merchantCode, memberId);
  await settleBonus(db, brand.merchantCode, member.id, nowMs);
  const [{ rows }, wallet, pending] = await Promise.all([
    selectMemberAwards(db, brand.merchantCode, member.id, LISTED_BONUSES, 0),
    bonusWalletOf(db, brand.merchantCode, member.id),
    selectMemberPendingCredits(db, brand.merchantCode, member.id),
  ]);
  const threshold = brand.cashier?.secondApprovalAboveMinor;
  const answer = {
    memberId: member.id,
    username: member.username,
    currency: { code: brand.currency.code, symbol: brand.currency.symbol, scale: brand.currency.scale },
    lockedMinor: toApiMinor(wallet.balanceMinor),
    secondApprovalAboveMinor: threshold ?? null,
    bonuses: await viewsOf(db, rows, nowMs),
    pendingCredits: pending.map(creditView),
  };
  await recordAudit(
    db,
    { operatorId: context.operator.id, action: 'member.bonuses', merchantCode: brand.merchantCode, subject: `member:${brand.merchantCode}:${member.id}`, before: null, after: null, reason: null },
    nowMs,
  );
  return answer;
}

function auditShape(award: BonusAwardRow) {
  return {
    memberId: award.memberId,
    status: award.status,
    amountMinor: award.amountMinor.toString(),
    requiredMinor: award.requiredMinor.toString(),
    wageredMinor: award.wageredMinor?.toString() ?? null,
    releasedMinor: award.releasedMinor?.toString() ?? null,
    removedMinor: award.removedMinor?.toString() ?? null,
    endedBy: award.endedBy,
  };
}

/**
 * POST /bo/bonuses/:bonusId/cancel: forfeits the member's active bonus (its locked wallet back to
 * PROMOTIONS, endedBy `operator:<id>`), or completes it when its wagering was met meanwhile, as the engine
 * rules (forfeitBonusIn). A bonus that had already ended is ALREADY_DECIDED; one of no member of a brand
 * the operator works on is BONUS_NOT_FOUND. The end and its audit entry commit together.
 */
export async function cancelBonus(
  db: Database,
  brands: BrandDirectory,
  context: OperatorContext,
  bonusId: string,
  input: { merchantCode: string; reason: string },
  nowMs: number,
): Promise<{ bonus: ConsoleBonus }> {
  const brand = consoleBrand(brands, context, input.merchantCode);
  const memberId = await selectAwardMember(db, brand.merchantCode, bonusId);
  if (memberId === null) throw new ApiError('BONUS_NOT_FOUND', `There is no bonus ${bonusId} of ${brand.displayName}`);
  const { member } = await consoleMember(db, brands, context, brand.merchantCode, memberId);
  await db.transaction(async (tx) => {
    // under the member's lock the bonus read is the one forfeited: no other end or grant comes between
    await lockMemberBonuses(tx, brand.merchantCode, member.id);
    const before = await selectAwardById(tx, brand.merchantCode, member.id, bonusId);
    if (!before) throw new ApiError('BONUS_NOT_FOUND', `There is no bonus ${bonusId} of ${brand.displayName}`);
    if (before.status !== 'ACTIVE') throw new ApiError('ALREADY_DECIDED', `Bonus ${bonusId} already ended: ${before.status.toLowerCase()}`);
    await forfeitBonusIn(tx, brand.merchantCode, member.id, `${OPERATOR_END}${context.operator.id}`, nowMs);
    const after = await selectAwardById(tx, brand.merchantCode, member.id, bonusId);
    if (!after) throw new Error(`bonuses: bonus ${bonusId} vanished`);
    await recordAudit(
      tx,
      { operatorId: context.operator.id, action: 'bonus.cancel', merchantCode: brand.merchantCode, subject: `bonus:${bonusId}`, before: auditShape(before), after: auditShape(after), reason: input.reason },
      nowMs,
    );
  });
  const award = await selectAwardById(db, brand.merchantCode, member.id, bonusId);
  if (!award) throw new Error(`bonuses: bonus ${bonusId} vanished`);
  const [view] = await viewsOf(db, [award], nowMs);
  if (!view) throw new Error(`bonuses: bonus ${bonusId} has no view`);
  return { bonus: view };
}
