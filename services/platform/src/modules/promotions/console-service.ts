import type { CallValue, ConsolePromotion, PromotionDraft, boGetPromotions } from '@croupier/contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { recordAudit, worksOnBrand, type OperatorContext } from '../backoffice-operators';
import type { BrandDirectory } from '../brands';
import { selectEntryFigures } from './entries-repository';
import { lapseJoinedOfPromotion } from './entries-repository';
import { checkPromotionImage } from './images';
import { newRaffleSeed } from './raffle';
import {
  insertPromotion,
  lockPromotion,
  markEnded,
  markPublished,
  markReturned,
  markSubmitted,
  selectPromotion,
  selectPromotionPage,
  updateBanner,
  updatePromotionFields,
  type PromotionRow,
} from './repository';
import { promotionFieldsOf } from './rules';
import { consolePromotionView } from './views';

/**
 * The console's promotions (decision 0047): drafts an operator writes, publishing by a second
 * operator, ending early, banners. Each step writes the audit log in its own transaction.
 */

/** Promotions spend the brand's money: supervisors and admins run them, as they do red envelopes. */
const PROMOTION_ROLES = ['SUPERVISOR', 'ADMIN'] as const;

export function requirePromotionRole(context: OperatorContext): void {
  if ((PROMOTION_ROLES as readonly string[]).includes(context.operator.role)) return;
  throw new ApiError('FORBIDDEN', `Promotions need the role SUPERVISOR or ADMIN; ${context.operator.username} is ${context.operator.role}`);
}

const notFound = (promotionId: string) => new ApiError('PROMOTION_NOT_FOUND', `There is no promotion ${promotionId} on the brands you work on`);

function requireBrand(brands: BrandDirectory, context: OperatorContext, merchantCode: string): void {
  if (!brands.byMerchantCode(merchantCode)) throw new ApiError('NOT_FOUND', `No brand has merchant code ${merchantCode}`);
  if (!worksOnBrand(context, merchantCode)) throw new ApiError('FORBIDDEN', `${context.operator.username} does not work on ${merchantCode}`);
}

const subjectOf = (promotionId: string) => `promotion:${promotionId}`;

/** What the audit keeps of a promotion: its rules and figures, never a raffle's seed before it ends. */
function auditShape(promotion: PromotionRow) {
  const { raffleSeedHex: _seed, ...rest } = promotion;
  return { ...rest, budgetMinor: promotion.budgetMinor.toString(), spentMinor: promotion.spentMinor.toString() };
}

async function viewsOf(db: Queryable, rows: readonly PromotionRow[]): Promise<ConsolePromotion[]> {
  const figures = await selectEntryFigures(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => consolePromotionView(row, figures.get(row.id) ?? { entryCount: 0, pendingApplications: 0 }));
}

export async function consolePromotion(db: Queryable, context: OperatorContext, promotionId: string): Promise<ConsolePromotion> {
  requirePromotionRole(context);
  const promotion = await selectPromotion(db, promotionId);
  if (!promotion || !worksOnBrand(context, promotion.merchantCode)) throw notFound(promotionId);
  const [view] = await viewsOf(db, [promotion]);
  if (!view) throw notFound(promotionId);
  return view;
}

export async function listPromotions(
  db: Queryable,
  context: OperatorContext,
  query: { merchantCode?: string; status?: ConsolePromotion['status']; page: number; pageSize: number },
): Promise<CallValue<typeof boGetPromotions>> {
  requirePromotionRole(context);
  if (query.merchantCode && !worksOnBrand(context, query.merchantCode)) throw new ApiError('FORBIDDEN', `${context.operator.username} does not work on ${query.merchantCode}`);
  const { rows, total } = await selectPromotionPage(db, context.operator.merchantCodes, query, query.pageSize, (query.page - 1) * query.pageSize);
  return { promotions: await viewsOf(db, rows), page: query.page, totalPages: Math.max(1, Math.ceil(total / query.pageSize)) };
}

/** A raffle draws its seed when it is written; a draft that stops being a raffle drops it. */
function seedFor(kind: PromotionDraft['kind'], earlier: PromotionRow | null): { hex: string; sha256: string } | null {
  if (kind !== 'RAFFLE') return null;
  if (earlier?.raffleSeedHex && earlier.raffleSeedSha256) return { hex: earlier.raffleSeedHex, sha256: earlier.raffleSeedSha256 };
  return newRaffleSeed();
}

export async function createPromotion(db: Database, brands: BrandDirectory, context: OperatorContext, draft: PromotionDraft, nowMs: number): Promise<ConsolePromotion> {
  requirePromotionRole(context);
  requireBrand(brands, context, draft.merchantCode);
  const fields = promotionFieldsOf(draft, nowMs);
  const id = await db.transaction(async (tx) => {
    const created = await insertPromotion(tx, fields, seedFor(draft.kind, null), context.operator.id, nowMs);
    const row = await lockPromotion(tx, created);
    if (!row) throw notFound(created);
    await recordAudit(tx, { operatorId: context.operator.id, action: 'promotion.create', merchantCode: draft.merchantCode, subject: subjectOf(created), before: null, after: auditShape(row), reason: null }, nowMs);
    return created;
  });
  return consolePromotion(db, context, id);
}

/** Locks a promotion of the operator's brands, else PROMOTION_NOT_FOUND. */
async function lockOwn(tx: Queryable, context: OperatorContext, promotionId: string): Promise<PromotionRow> {
  const promotion = await lockPromotion(tx, promotionId);
  if (!promotion || !worksOnBrand(context, promotion.merchantCode)) throw notFound(promotionId);
  return promotion;
}

const notEditable = (promotion: PromotionRow) =>
  new ApiError('PROMOTION_NOT_EDITABLE', `Promotion ${promotion.id} is ${promotion.status.toLowerCase()}: only a draft is edited; a published promotion's rules stay as members joined them`);

export async function updatePromotion(db: Database, brands: BrandDirectory, context: OperatorContext, promotionId: string, draft: PromotionDraft, nowMs: number): Promise<ConsolePromotion> {
  requirePromotionRole(context);
  requireBrand(brands, context, draft.merchantCode);
  const fields = promotionFieldsOf(draft, nowMs);
  await db.transaction(async (tx) => {
    const before = await lockOwn(tx, context, promotionId);
    if (before.status !== 'DRAFT') throw notEditable(before);
    if (before.merchantCode !== draft.merchantCode) throw new ApiError('VALIDATION_FAILED', 'A promotion stays on its brand', [{ field: 'merchantCode', message: `is ${before.merchantCode}` }]);
    await updatePromotionFields(tx, promotionId, fields, seedFor(draft.kind, before), nowMs);
    const after = await lockOwn(tx, context, promotionId);
    await recordAudit(tx, { operatorId: context.operator.id, action: 'promotion.update', merchantCode: before.merchantCode, subject: subjectOf(promotionId), before: auditShape(before), after: auditShape(after), reason: null }, nowMs);
  });
  return consolePromotion(db, context, promotionId);
}

export async function submitPromotion(db: Database, context: OperatorContext, promotionId: string, nowMs: number): Promise<ConsolePromotion> {
  requirePromotionRole(context);
  await db.transaction(async (tx) => {
    const before = await lockOwn(tx, context, promotionId);
    if (before.status !== 'DRAFT') throw notEditable(before);
    if (before.endsAtMs <= nowMs) throw new ApiError('PROMOTION_ENDED', `Promotion ${promotionId}'s window has already ended; change its dates first`);
    await markSubmitted(tx, promotionId, context.operator.id, nowMs);
    await recordAudit(tx, { operatorId: context.operator.id, action: 'promotion.submit', merchantCode: before.merchantCode, subject: subjectOf(promotionId), before: { status: before.status }, after: { status: 'PENDING' }, reason: null }, nowMs);
  });
  return consolePromotion(db, context, promotionId);
}

/** A second operator publishes a submitted promotion, or returns it to draft with a reason. */
export async function decidePromotion(db: Database, context: OperatorContext, promotionId: string, decision: { approve: boolean; reason?: string }, nowMs: number): Promise<ConsolePromotion> {
  requirePromotionRole(context);
  await db.transaction(async (tx) => {
    const before = await lockOwn(tx, context, promotionId);
    if (before.status !== 'PENDING') throw new ApiError('ALREADY_DECIDED', `Promotion ${promotionId} is ${before.status.toLowerCase()}, not waiting for a decision`);
    if (before.submittedById === context.operator.id) throw new ApiError('SECOND_APPROVER_REQUIRED', `You submitted promotion ${promotionId}; another operator must decide it`);
    const reason = decision.reason?.trim() || null;
    if (decision.approve) {
      if (before.endsAtMs <= nowMs) throw new ApiError('PROMOTION_ENDED', `Promotion ${promotionId}'s window has already ended; return it to draft`);
      await markPublished(tx, promotionId, context.operator.id, nowMs);
    } else {
      if (!reason) throw new ApiError('VALIDATION_FAILED', 'Say why the promotion goes back to draft', [{ field: 'reason', message: 'is needed to return a promotion' }]);
      await markReturned(tx, promotionId, reason, nowMs);
    }
    await recordAudit(
      tx,
      {
        operatorId: context.operator.id,
        action: decision.approve ? 'promotion.publish' : 'promotion.return',
        merchantCode: before.merchantCode,
        subject: subjectOf(promotionId),
        before: { status: before.status },
        after: { status: decision.approve ? 'PUBLISHED' : 'DRAFT' },
        reason,
      },
      nowMs,
    );
  });
  return consolePromotion(db, context, promotionId);
}

/** Ends a published promotion now; deposit bonuses joined and not yet deposited for lapse. */
export async function endPromotion(db: Database, context: OperatorContext, promotionId: string, reason: string, nowMs: number): Promise<ConsolePromotion> {
  requirePromotionRole(context);
  await db.transaction(async (tx) => {
    const before = await lockOwn(tx, context, promotionId);
    if (before.status !== 'PUBLISHED') throw new ApiError('ALREADY_DECIDED', `Promotion ${promotionId} is ${before.status.toLowerCase()}: only a published promotion is ended`);
    await markEnded(tx, promotionId, context.operator.id, reason, nowMs);
    await lapseJoinedOfPromotion(tx, promotionId, nowMs);
    await recordAudit(
      tx,
      { operatorId: context.operator.id, action: 'promotion.end', merchantCode: before.merchantCode, subject: subjectOf(promotionId), before: { status: before.status }, after: { status: 'ENDED', raffleSeed: before.raffleSeedHex }, reason },
      nowMs,
    );
  });
  return consolePromotion(db, context, promotionId);
}

export async function setPromotionBanner(
  db: Database,
  context: OperatorContext,
  promotionId: string,
  image: { contentType: 'image/png' | 'image/jpeg'; dataBase64: string },
  nowMs: number,
): Promise<ConsolePromotion> {
  requirePromotionRole(context);
  const banner = await checkPromotionImage('dataBase64', image);
  await db.transaction(async (tx) => {
    const before = await lockOwn(tx, context, promotionId);
    if (before.status !== 'DRAFT') throw notEditable(before);
    await updateBanner(tx, promotionId, banner, nowMs);
    await recordAudit(
      tx,
      { operatorId: context.operator.id, action: 'promotion.banner', merchantCode: before.merchantCode, subject: subjectOf(promotionId), before: { bannerSha256: before.bannerSha256 }, after: { bannerSha256: banner.sha256 }, reason: null },
      nowMs,
    );
  });
  return consolePromotion(db, context, promotionId);
}
