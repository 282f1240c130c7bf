import type { BonusCredit, BonusCreditInput, BonusCreditStatus, ConsoleBonus, boGetBonusCredits, CallValue } from '@croupier/contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { recordAudit, worksOnBrand, type OperatorContext } from '../backoffice-operators';
import type { BrandDirectory } from '../brands';
import { payloadSha256 } from '../ledger';
import { selectAwardById } from './awards-repository';
import { consoleBrand, consoleMember, creditNeedsSecondApproval, refuseTrialMember } from './console-access';
import { insertCredit, markCreditApproved, markCreditRejected, selectCredit, selectCreditByRequest, selectCreditPage, type CreditRow, type NewCredit } from './console-credit-repository';
import { consoleBonusView, creditView } from './console-views';
import { grantBonusIn } from './grant';
import type { BonusTerms } from './terms';

/**
 * An operator's bonus credit (decision 0046). Up to the brand's cashier threshold (decision 0017,
 * "Maker-checker by amount") one operator's credit grants the bonus at once; above it the credit is
 * recorded and moves nothing until a second, different operator approves it. Every step writes the
 * operators' audit log in the transaction of the change it records.
 */

const DAY_MS = 24 * 60 * 60_000;

/** The bonus's rules as the engine takes them (grant.ts): no floor, so a bonus is lost only once its wallet is empty. */
function termsOf(credit: Pick<CreditRow, 'amountMinor' | 'depositMinor' | 'wageringBase' | 'multiplierHundredths' | 'contributions' | 'maxBetMinor' | 'maxCashoutMinor' | 'lifetimeDays'>): BonusTerms {
  return {
    amountMinor: credit.amountMinor,
    depositMinor: credit.depositMinor,
    wageringBase: credit.wageringBase,
    multiplierHundredths: credit.multiplierHundredths,
    contributions: credit.contributions,
    maxBetMinor: credit.maxBetMinor,
    maxCashoutMinor: credit.maxCashoutMinor,
    lostBelowMinor: 0n,
    lifetimeMs: credit.lifetimeDays * DAY_MS,
  };
}

function newCreditOf(input: BonusCreditInput, operatorId: string, needsSecondApproval: boolean): NewCredit {
  const contributions = Object.fromEntries(input.contributions.map((each) => [each.gameType, each.percent]));
  const terms = {
    titleEn: input.titleEn,
    titleBn: input.titleBn,
    amountMinor: BigInt(input.amountMinor),
    depositMinor: BigInt(input.depositMinor),
    wageringBase: input.wageringBase,
    multiplierHundredths: input.multiplierHundredths,
    contributions,
    maxBetMinor: input.maxBetMinor === null ? null : BigInt(input.maxBetMinor),
    maxCashoutMinor: input.maxCashoutMinor === null ? null : BigInt(input.maxCashoutMinor),
    lifetimeDays: input.lifetimeDays,
    reason: input.reason,
  };
  return {
    ...terms,
    merchantCode: input.merchantCode,
    memberId: input.memberId,
    requestId: input.requestId,
    // what the request id promises: the member and every term
    payloadSha256: payloadSha256({ memberId: input.memberId, ...terms }),
    needsSecondApproval,
    requestedById: operatorId,
  };
}

const subjectOf = (creditId: string) => `bonus-credit:${creditId}`;

/** What the audit keeps of a credit: its member, terms and standing. */
function auditShape(credit: CreditRow) {
  return {
    memberId: credit.memberId,
    status: credit.status,
    amountMinor: credit.amountMinor.toString(),
    depositMinor: credit.depositMinor.toString(),
    wageringBase: credit.wageringBase,
    multiplierHundredths: credit.multiplierHundredths,
    contributions: credit.contributions,
    maxBetMinor: credit.maxBetMinor?.toString() ?? null,
    maxCashoutMinor: credit.maxCashoutMinor?.toString() ?? null,
    lifetimeDays: credit.lifetimeDays,
    titleEn: credit.titleEn,
    titleBn: credit.titleBn,
    needsSecondApproval: credit.needsSecondApproval,
    requestedById: credit.requestedById,
    awardId: credit.awardId,
  };
}

async function readCredit(db: Queryable, creditId: string): Promise<CreditRow> {
  const credit = await selectCredit(db, creditId, false);
  if (!credit) throw new Error(`bonuses: credit ${creditId} vanished`);
  return credit;
}

/** The same request id with other terms is refused; with the same, it answers the first credit. */
function sameRequest(existing: CreditRow, asked: NewCredit): string {
  if (existing.payloadSha256 !== asked.payloadSha256) {
    throw new ApiError('IDEMPOTENCY_CONFLICT', `Request ${asked.requestId} already credited other terms; use a new request id for a new credit`);
  }
  return existing.id;
}

async function answerOf(db: Queryable, creditId: string, nowMs: number): Promise<{ credit: BonusCredit; bonus: ConsoleBonus | null }> {
  const credit = await readCredit(db, creditId);
  const award = credit.awardId === null ? null : await selectAwardById(db, credit.merchantCode, credit.memberId, credit.awardId);
  return { credit: creditView(credit), bonus: award ? await consoleBonusView(db, award, credit, new Map(), nowMs) : null };
}

/** Writes a new credit and its audit entry, granting it at once when one operator may; answers its id. */
async function writeCredit(tx: Queryable, context: OperatorContext, asked: NewCredit, nowMs: number): Promise<string> {
  const earlier = await selectCreditByRequest(tx, asked.merchantCode, asked.requestedById, asked.requestId);
  if (earlier) return sameRequest(earlier, asked);
  let id: string | null;
  if (asked.needsSecondApproval) {
    id = await insertCredit(tx, asked, { status: 'PENDING' }, nowMs);
  } else {
    // the award key is the operator's request: a twin sent at once waits on the member's lock and gets this award back
    const award = await grantBonusIn(
      tx,
      { merchantCode: asked.merchantCode, memberId: asked.memberId, origin: 'operator', awardKey: `console:${asked.requestedById}:${asked.requestId}`, titleEn: asked.titleEn, titleBn: asked.titleBn, terms: termsOf(asked) },
      nowMs,
    );
    id = await insertCredit(tx, asked, { status: 'GRANTED', awardId: award.id }, nowMs);
  }
  if (id === null) {
    const twin = await selectCreditByRequest(tx, asked.merchantCode, asked.requestedById, asked.requestId);
    if (!twin) throw new Error(`bonuses: credit ${asked.requestId} was neither written nor found`);
    return sameRequest(twin, asked);
  }
  const credit = await readCredit(tx, id);
  await recordAudit(
    tx,
    {
      operatorId: context.operator.id,
      action: credit.status === 'GRANTED' ? 'bonus.credit' : 'bonus.creditRequest',
      merchantCode: credit.merchantCode,
      subject: subjectOf(id),
      before: null,
      after: auditShape(credit),
      reason: credit.reason,
    },
    nowMs,
  );
  return id;
}

/**
 * POST /bo/bonuses/credits: credits a bonus to a member of a brand the operator works on. Refusals:
 * NOT_FOUND, FORBIDDEN, TRIAL_RESTRICTED, BONUS_ALREADY_ACTIVE (a grant at once), IDEMPOTENCY_CONFLICT.
 */
export async function creditBonus(db: Database, brands: BrandDirectory, context: OperatorContext, input: BonusCreditInput, nowMs: number): Promise<{ credit: BonusCredit; bonus: ConsoleBonus | null }> {
  const { brand, member } = await consoleMember(db, brands, context, input.merchantCode, input.memberId);
  refuseTrialMember(member);
  const asked = newCreditOf(input, context.operator.id, creditNeedsSecondApproval(brand, BigInt(input.amountMinor)));
  const creditId = await db.transaction((tx) => writeCredit(tx, context, asked, nowMs));
  return answerOf(db, creditId, nowMs);
}

/** GET /bo/bonuses/credits: a brand's credits, newest first, of one status or all. */
export async function listCredits(
  db: Queryable,
  brands: BrandDirectory,
  context: OperatorContext,
  query: { merchantCode: string; status: BonusCreditStatus | null; page: number; pageSize: number },
): Promise<CallValue<typeof boGetBonusCredits>> {
  const brand = consoleBrand(brands, context, query.merchantCode);
  const { rows, total } = await selectCreditPage(db, brand.merchantCode, query.status, query.pageSize, (query.page - 1) * query.pageSize);
  return {
    credits: rows.map(creditView),
    currency: { code: brand.currency.code, symbol: brand.currency.symbol, scale: brand.currency.scale },
    page: query.page,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
  };
}

/** A credit of a brand the operator does not work on reads as no credit at all. */
const notFound = (creditId: string) => new ApiError('NOT_FOUND', `There is no bonus credit ${creditId} on the brands you work on`);

/**
 * POST /bo/bonuses/credits/:creditId/decision. Under the credit's row lock: decisions pressed twice or by
 * two operators at once queue, the first grants (its award keyed by the credit, so nothing can grant it
 * twice) and the next finds it ALREADY_DECIDED. The operator who asked may reject (withdraw) it, never
 * approve it (SECOND_APPROVER_REQUIRED; the database holds the same rule).
 */
export async function decideCredit(
  db: Database,
  context: OperatorContext,
  creditId: string,
  decision: { decision: 'APPROVE' | 'REJECT'; reason?: string | undefined },
  nowMs: number,
): Promise<{ credit: BonusCredit; bonus: ConsoleBonus | null }> {
  await db.transaction(async (tx) => {
    const credit = await selectCredit(tx, creditId, true);
    if (!credit || !worksOnBrand(context, credit.merchantCode)) throw notFound(creditId);
    if (credit.status !== 'PENDING') {
      throw new ApiError('ALREADY_DECIDED', `Bonus credit ${creditId} was already ${credit.status.toLowerCase()}${credit.decidedBy ? ` by ${credit.decidedBy}` : ''}`);
    }
    const audit = (action: string, after: unknown, reason: string | null) =>
      recordAudit(tx, { operatorId: context.operator.id, action, merchantCode: credit.merchantCode, subject: subjectOf(credit.id), before: auditShape(credit), after, reason }, nowMs);
    if (decision.decision === 'REJECT') {
      const reason = decision.reason ?? '';
      await markCreditRejected(tx, credit.id, context.operator.id, reason, nowMs);
      await audit('bonus.creditReject', { status: 'REJECTED' }, reason);
      return;
    }
    if (credit.requestedById === context.operator.id) {
      throw new ApiError('SECOND_APPROVER_REQUIRED', `You asked for bonus credit ${creditId}, which is above the brand’s threshold; another operator must approve it`);
    }
    const award = await grantBonusIn(
      tx,
      { merchantCode: credit.merchantCode, memberId: credit.memberId, origin: 'operator', awardKey: `console-credit:${credit.id}`, titleEn: credit.titleEn, titleBn: credit.titleBn, terms: termsOf(credit) },
      nowMs,
    );
    await markCreditApproved(tx, credit.id, context.operator.id, award.id, nowMs);
    await audit('bonus.creditApprove', { status: 'APPROVED', awardId: award.id }, null);
  });
  return answerOf(db, creditId, nowMs);
}
