import type { CallValue, PromotionApplication, boGetPromotionApplicationImages, boGetPromotionApplications } from '@croupier/contract';
import { isoAt } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { recordAudit, worksOnBrand, type OperatorContext } from '../backoffice-operators';
import { toApiMinor } from '../ledger';
import { lockEntry, markPaid, markRejected, selectApplication, selectApplicationPage, selectImages, type ApplicationRow } from './entries-repository';
import { requirePromotionRole } from './console-service';
import { payRewardIn } from './pay';
import { selectPromotion } from './repository';

/**
 * The review queue of applications (SPEC §5; decision 0047): an operator reads the remark and sees the
 * images, then approves (the reward is paid at once, within the budget) or rejects with a reason the
 * member reads. The decision and its audit entry share one transaction; the entry's lock makes a second
 * decision at the same moment ALREADY_DECIDED.
 */

const notFound = (entryId: string) => new ApiError('NOT_FOUND', `There is no application ${entryId} on the brands you work on`);

function applicationView(row: ApplicationRow): PromotionApplication {
  return {
    entryId: row.id,
    promotionId: row.promotionId,
    merchantCode: row.merchantCode,
    promotionTitle: row.titleEn,
    memberId: row.memberId,
    username: row.username,
    status: row.status as PromotionApplication['status'],
    remark: row.remark ?? '',
    imageCount: row.imageCount,
    paidMinor: toApiMinor(row.paidMinor),
    rejectReason: row.status === 'REJECTED' ? row.reason : null,
    decidedBy: row.decidedByName,
    createdAt: isoAt(row.createdAtMs),
    decidedAt: row.decidedAtMs === null ? null : isoAt(row.decidedAtMs),
  };
}

export async function listApplications(
  db: Queryable,
  context: OperatorContext,
  query: { merchantCode?: string; status?: PromotionApplication['status']; page: number; pageSize: number },
): Promise<CallValue<typeof boGetPromotionApplications>> {
  requirePromotionRole(context);
  const { rows, total } = await selectApplicationPage(db, context.operator.merchantCodes, query, query.pageSize, (query.page - 1) * query.pageSize);
  return { applications: rows.map(applicationView), page: query.page, totalPages: Math.max(1, Math.ceil(total / query.pageSize)) };
}

async function applicationOf(db: Queryable, context: OperatorContext, entryId: string): Promise<ApplicationRow> {
  const application = await selectApplication(db, entryId);
  if (!application || !worksOnBrand(context, application.merchantCode)) throw notFound(entryId);
  return application;
}

export async function applicationImages(db: Queryable, context: OperatorContext, entryId: string): Promise<CallValue<typeof boGetPromotionApplicationImages>> {
  requirePromotionRole(context);
  await applicationOf(db, context, entryId);
  const images = await selectImages(db, entryId);
  return { images: images.map((image) => ({ contentType: image.contentType, dataBase64: image.bytes.toString('base64'), width: image.width, height: image.height })) };
}

export async function decideApplication(db: Database, context: OperatorContext, entryId: string, decision: { approve: boolean; reason?: string }, nowMs: number): Promise<PromotionApplication> {
  requirePromotionRole(context);
  const reason = decision.reason?.trim() || null;
  if (!decision.approve && !reason) throw new ApiError('VALIDATION_FAILED', 'Say why the application is turned down: the member reads it', [{ field: 'reason', message: 'is needed to reject' }]);
  await db.transaction(async (tx) => {
    const entry = await lockEntry(tx, entryId);
    if (!entry || !worksOnBrand(context, entry.merchantCode)) throw notFound(entryId);
    const promotion = await selectPromotion(tx, entry.promotionId);
    if (!promotion || promotion.kind !== 'APPLICATION') throw notFound(entryId);
    if (entry.status !== 'APPLYING') throw new ApiError('ALREADY_DECIDED', `Application ${entryId} was already ${entry.status === 'ISSUED' ? 'approved' : 'rejected'}`);
    if (decision.approve) {
      const reward = await payRewardIn(tx, promotion, entry, BigInt(promotion.reward.amountMinor), 0n, nowMs);
      await markPaid(tx, entry.id, { status: 'ISSUED', ...reward, decidedById: context.operator.id }, nowMs);
    } else {
      await markRejected(tx, entry.id, context.operator.id, reason ?? '', nowMs);
    }
    await recordAudit(
      tx,
      {
        operatorId: context.operator.id,
        action: decision.approve ? 'promotion.application.approve' : 'promotion.application.reject',
        merchantCode: entry.merchantCode,
        subject: `promotion-entry:${entryId}`,
        before: { status: entry.status, memberId: entry.memberId, promotionId: entry.promotionId },
        after: { status: decision.approve ? 'ISSUED' : 'REJECTED', amountMinor: decision.approve ? String(promotion.reward.amountMinor) : '0' },
        reason,
      },
      nowMs,
    );
  });
  return applicationView(await applicationOf(db, context, entryId));
}
