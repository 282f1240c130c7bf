import type { Brand } from '@croupier/brand-config';
import { ACTIONABLE_PROMOTION_STATES, PROMOTION_KINDS, type CallValue, type MemberPromotion, type getMyPromotionEntries, type getPromotionSummary } from '@croupier/contract';
import { dayInZone, type Language } from '@croupier/domain';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { MemberRecord } from '../accounts';
import { segmentReader } from './eligibility';
import { lapseExpiredHolds, selectCurrentEntries, selectMemberEntryPage, selectSignInDays, type EntryRow } from './entries-repository';
import { periodKeyOf, streakBefore } from './periods';
import { selectPromotion, selectVisiblePromotions, type PromotionRow } from './repository';
import { promotionStateOf } from './states';
import { entryView, memberPromotionView } from './views';

/** Ended promotions stay on the page for a week, with their raffle seeds. */
const KEEP_ENDED_MS = 7 * 24 * 60 * 60_000;

export interface Reader {
  brand: Brand;
  /** null for a guest */
  member: MemberRecord | null;
  language: Language;
}

export const promotionNotFound = (promotionId: string) => new ApiError('PROMOTION_NOT_FOUND', `There is no promotion ${promotionId} on this site`);

/** The period a promotion's entries are counted in now: a sign-in's day whatever its frequency says. */
export function currentPeriodOf(brand: Brand, promotion: Pick<PromotionRow, 'kind' | 'frequency'>, nowMs: number): string {
  return periodKeyOf(promotion.kind === 'SIGN_IN' ? 'DAILY' : promotion.frequency, brand.timeZone, nowMs);
}

/** Promotions with the reader's states: one read of the member's entries for all of them. */
export async function promotionsFor(db: Queryable, reader: Reader, promotions: readonly PromotionRow[], nowMs: number): Promise<MemberPromotion[]> {
  const { brand, member, language } = reader;
  if (!member) {
    return promotions.map((promotion) => memberPromotionView(promotion, language, { ...promotionStateOf(promotion, null, null, nowMs), entry: null, signIn: null, signedIn: false }, nowMs));
  }
  const periods = new Map(promotions.map((promotion) => [promotion.id, currentPeriodOf(brand, promotion, nowMs)]));
  const entries = await selectCurrentEntries(db, member.id, periods);
  const inSegment = segmentReader(db, member, nowMs);
  const today = dayInZone(nowMs, brand.timeZone);
  return Promise.all(
    promotions.map(async (promotion) => {
      const entry: EntryRow | null = entries.get(promotion.id) ?? null;
      const eligible = await inSegment(promotion);
      const signIn = promotion.kind === 'SIGN_IN' ? { streakDays: streakBefore(today, await selectSignInDays(db, promotion.id, member.id, 400)), signedToday: entry?.status === 'CLAIMED' } : null;
      return memberPromotionView(promotion, language, { ...promotionStateOf(promotion, entry, eligible, nowMs), entry, signIn, signedIn: true }, nowMs);
    }),
  );
}

/** Entries whose hold ran out read as lapsed before anything is shown or joined. */
async function tidy(db: Database, reader: Reader, nowMs: number): Promise<void> {
  if (reader.member) await lapseExpiredHolds(db, reader.brand.merchantCode, reader.member.id, nowMs);
}

export async function memberPromotions(db: Database, reader: Reader, category: MemberPromotion['category'] | undefined, nowMs: number): Promise<MemberPromotion[]> {
  await tidy(db, reader, nowMs);
  const visible = await selectVisiblePromotions(db, reader.brand.merchantCode, nowMs, KEEP_ENDED_MS);
  return promotionsFor(db, reader, category ? visible.filter((promotion) => promotion.category === category) : visible, nowMs);
}

/** A published (or ended) promotion of the reader's brand, else PROMOTION_NOT_FOUND: a draft is nobody's business. */
export async function visiblePromotion(db: Queryable, brand: Brand, promotionId: string): Promise<PromotionRow> {
  const promotion = await selectPromotion(db, promotionId);
  if (!promotion || promotion.merchantCode !== brand.merchantCode || (promotion.status !== 'PUBLISHED' && promotion.status !== 'ENDED')) throw promotionNotFound(promotionId);
  return promotion;
}

export async function memberPromotion(db: Database, reader: Reader, promotionId: string, nowMs: number): Promise<MemberPromotion> {
  await tidy(db, reader, nowMs);
  const promotion = await visiblePromotion(db, reader.brand, promotionId);
  const [view] = await promotionsFor(db, reader, [promotion], nowMs);
  if (!view) throw promotionNotFound(promotionId);
  return view;
}

export async function promotionSummary(db: Database, brand: Brand, member: MemberRecord, nowMs: number): Promise<CallValue<typeof getPromotionSummary>> {
  const views = await memberPromotions(db, { brand, member, language: 'en' }, undefined, nowMs);
  const actionable = views.filter((view) => ACTIONABLE_PROMOTION_STATES.includes(view.state));
  return {
    availablePromoCount: actionable.length,
    claimableCount: actionable.filter((view) => view.state === 'CLAIM').length,
    availablePromo: [
      { type: 'REFERRAL' as const, enabled: brand.features.referral },
      ...PROMOTION_KINDS.map((kind) => ({ type: kind, enabled: actionable.some((view) => view.kind === kind) })),
    ],
  };
}

export async function memberEntries(db: Queryable, reader: Reader & { member: MemberRecord }, paging: { page: number; pageSize: number }): Promise<CallValue<typeof getMyPromotionEntries>> {
  const { rows, total } = await selectMemberEntryPage(db, reader.brand.merchantCode, reader.member.id, paging.pageSize, (paging.page - 1) * paging.pageSize);
  const titles = new Map<string, PromotionRow | null>();
  for (const row of rows) if (!titles.has(row.promotionId)) titles.set(row.promotionId, await selectPromotion(db, row.promotionId));
  return {
    entries: rows.map((row) => {
      const promotion = titles.get(row.promotionId);
      const title = promotion ? (reader.language === 'en' ? promotion.titleEn : promotion.titleBn) : '';
      return { ...entryView(row), promotionId: row.promotionId, title, kind: promotion?.kind ?? 'APPLICATION' };
    }),
    page: paging.page,
    totalPages: Math.max(1, Math.ceil(total / paging.pageSize)),
  };
}
