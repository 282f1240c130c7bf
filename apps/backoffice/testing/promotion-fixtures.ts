import type { ConsolePromotion, PromotionApplication } from '@croupier/contract';
import { GAME_TYPES } from '@croupier/domain';
import { CREATED_AT } from './fixtures';

/** A deposit bonus of Shonali as the console reads it: 100 % up to ৳5,000 with 20× wagering, a draft. */
export function promotionOf(overrides: Partial<ConsolePromotion> = {}): ConsolePromotion {
  return {
    promotionId: '77',
    merchantCode: 'SHONALI',
    kind: 'DEPOSIT_BONUS',
    category: 'DEPOSIT',
    titles: { en: 'Double your first deposit', bn: 'প্রথম ডিপোজিট দ্বিগুণ' },
    summaries: { en: '100% up to ৳5,000.', bn: '৳৫,০০০ পর্যন্ত ১০০%।' },
    bodies: { en: '<p>Deposit and play.</p>', bn: '<p>ডিপোজিট করে খেলুন।</p>' },
    // far ahead, so that no clock a test runs on makes it past
    startsAt: '2099-12-01T00:00:00.000Z',
    endsAt: '2099-12-31T00:00:00.000Z',
    segment: 'ALL_MEMBERS',
    frequency: 'ONCE',
    budgetMinor: 5_000_000,
    reward: {
      form: 'BONUS',
      amountMinor: 0,
      percentBps: 10_000,
      capMinor: 500_000,
      minDepositMinor: 50_000,
      wageringBase: 'BONUS_AND_DEPOSIT',
      multiplierHundredths: 2_000,
      contributions: GAME_TYPES.map((gameType) => ({ gameType, percent: gameType === 'LIVE' || gameType === 'PVP' ? 10 : ['LOTT', 'ELOTT', 'SPORTS', 'ESPORTS', 'COCKFIGHT'].includes(gameType) ? 0 : 100 })),
      maxBetMinor: 5_000,
      maxCashoutMinor: null,
      lifetimeDays: 7,
    },
    signInAmountsMinor: [],
    rafflePrizes: [],
    status: 'DRAFT',
    spentMinor: 0,
    entryCount: 0,
    pendingApplications: 0,
    bannerUrl: null,
    raffleSeedSha256: null,
    createdBy: 'supervisor2',
    submittedBy: null,
    approvedBy: null,
    endedBy: null,
    endReason: null,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    ...overrides,
  };
}

export function applicationOf(overrides: Partial<PromotionApplication> = {}): PromotionApplication {
  return {
    entryId: '501',
    promotionId: '78',
    merchantCode: 'SHONALI',
    promotionTitle: 'Big win bonus',
    memberId: '42',
    username: 'rahim42',
    status: 'APPLYING',
    remark: 'Round 9917 paid 500×',
    imageCount: 2,
    paidMinor: 0,
    rejectReason: null,
    decidedBy: null,
    createdAt: CREATED_AT,
    decidedAt: null,
    ...overrides,
  };
}

/** A 1×1 PNG, whole, as base64: what the platform hands back for an application's image. */
export const TINY_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
