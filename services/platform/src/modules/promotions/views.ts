import type { ConsolePromotion, MemberPromotion, PromotionEntry } from '@croupier/contract';
import type { Language } from '@croupier/domain';
import { isoAt } from '../../clock';
import { toApiMinor } from '../ledger';
import type { EntryRow } from './entries-repository';
import type { PromotionRow } from './repository';
import type { BlockedReason } from './states';

/** Where a promotion's banner is fetched: its hash in the address, so a new banner is a new address. */
export function bannerUrlOf(promotion: Pick<PromotionRow, 'id' | 'bannerSha256'>): string | null {
  return promotion.bannerSha256 ? `/wps/promotions/${promotion.id}/banner?v=${promotion.bannerSha256.slice(0, 16)}` : null;
}

export function entryView(entry: EntryRow): PromotionEntry {
  return {
    entryId: entry.id,
    status: entry.status,
    holdUntil: entry.holdUntilMs === null ? null : isoAt(entry.holdUntilMs),
    paidMinor: toApiMinor(entry.paidMinor),
    remark: entry.remark,
    imageCount: entry.imageCount,
    rejectReason: entry.status === 'REJECTED' ? entry.reason : null,
    createdAt: isoAt(entry.createdAtMs),
    decidedAt: entry.decidedAtMs === null ? null : isoAt(entry.decidedAtMs),
  };
}

export interface MemberFacts {
  state: MemberPromotion['state'];
  blockedReason: BlockedReason | null;
  entry: EntryRow | null;
  signIn: { streakDays: number; signedToday: boolean } | null;
  signedIn: boolean;
}

export function memberPromotionView(promotion: PromotionRow, language: Language, facts: MemberFacts, nowMs: number): MemberPromotion {
  const en = language === 'en';
  const over = promotion.status === 'ENDED' || nowMs >= promotion.endsAtMs;
  return {
    promotionId: promotion.id,
    kind: promotion.kind,
    category: promotion.category,
    title: en ? promotion.titleEn : promotion.titleBn,
    summary: en ? promotion.summaryEn : promotion.summaryBn,
    bodyHtml: en ? promotion.bodyEn : promotion.bodyBn,
    bannerUrl: bannerUrlOf(promotion),
    startsAt: isoAt(promotion.startsAtMs),
    endsAt: isoAt(promotion.endsAtMs),
    segment: promotion.segment,
    frequency: promotion.frequency,
    reward: promotion.reward,
    signIn: promotion.kind === 'SIGN_IN' ? { amountsMinor: promotion.signInAmountsMinor, streakDays: facts.signIn?.streakDays ?? 0, signedToday: facts.signIn?.signedToday ?? false } : null,
    raffle:
      promotion.kind === 'RAFFLE' && promotion.raffleSeedSha256
        ? { prizes: promotion.rafflePrizes, seedSha256: promotion.raffleSeedSha256, seed: over ? promotion.raffleSeedHex : null }
        : null,
    state: facts.state,
    blockedReason: facts.blockedReason,
    signedIn: facts.signedIn,
    entry: facts.entry ? entryView(facts.entry) : null,
  };
}

export function consolePromotionView(promotion: PromotionRow, figures: { entryCount: number; pendingApplications: number }): ConsolePromotion {
  return {
    promotionId: promotion.id,
    merchantCode: promotion.merchantCode,
    kind: promotion.kind,
    category: promotion.category,
    titles: { en: promotion.titleEn, bn: promotion.titleBn },
    summaries: { en: promotion.summaryEn, bn: promotion.summaryBn },
    bodies: { en: promotion.bodyEn, bn: promotion.bodyBn },
    startsAt: isoAt(promotion.startsAtMs),
    endsAt: isoAt(promotion.endsAtMs),
    segment: promotion.segment,
    frequency: promotion.frequency,
    budgetMinor: toApiMinor(promotion.budgetMinor),
    reward: promotion.reward,
    signInAmountsMinor: promotion.signInAmountsMinor,
    rafflePrizes: promotion.rafflePrizes,
    status: promotion.status,
    spentMinor: toApiMinor(promotion.spentMinor),
    entryCount: figures.entryCount,
    pendingApplications: figures.pendingApplications,
    bannerUrl: bannerUrlOf(promotion),
    raffleSeedSha256: promotion.raffleSeedSha256,
    createdBy: promotion.createdByName,
    submittedBy: promotion.submittedByName,
    approvedBy: promotion.approvedByName,
    endedBy: promotion.endedByName,
    endReason: promotion.endReason ?? promotion.returnedReason,
    createdAt: isoAt(promotion.createdAtMs),
    updatedAt: isoAt(promotion.updatedAtMs),
  };
}
