import type { MemberPromotion, PromotionEntry, PromotionReward } from '@croupier/contract';

export const BDT = { code: 'BDT', symbol: '৳', scale: 2 };

const bonusReward: PromotionReward = {
  form: 'BONUS',
  amountMinor: 0,
  percentBps: 10_000,
  capMinor: 1_000_000,
  minDepositMinor: 50_000,
  wageringBase: 'BONUS_AND_DEPOSIT',
  multiplierHundredths: 2_000,
  contributions: [
    { gameType: 'RNG', percent: 100 },
    { gameType: 'LIVE', percent: 10 },
  ],
  maxBetMinor: 50_000,
  maxCashoutMinor: null,
  lifetimeDays: 7,
};

const cashReward: PromotionReward = { ...bonusReward, form: 'CASH', percentBps: 0, capMinor: 0, minDepositMinor: 0, multiplierHundredths: 0, contributions: [], maxBetMinor: null };

export function entry(overrides: Partial<PromotionEntry> = {}): PromotionEntry {
  return {
    entryId: '900',
    status: 'JOINED',
    holdUntil: null,
    paidMinor: 0,
    remark: null,
    imageCount: 0,
    rejectReason: null,
    createdAt: '2026-11-29T05:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

/** A promotion of the given kind, open to the member unless told otherwise. */
export function promotion(overrides: Partial<MemberPromotion> = {}): MemberPromotion {
  const kind = overrides.kind ?? 'DEPOSIT_BONUS';
  return {
    promotionId: '1',
    kind,
    category: 'DEPOSIT',
    title: 'Welcome deposit bonus',
    summary: 'Double your first deposit.',
    bodyHtml: '<p>Read the <strong>terms</strong>.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
    bannerUrl: null,
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: '2026-12-31T00:00:00.000Z',
    segment: 'ALL_MEMBERS',
    frequency: 'ONCE',
    reward: kind === 'DEPOSIT_BONUS' ? bonusReward : { ...cashReward, amountMinor: kind === 'SIGN_IN' || kind === 'RAFFLE' ? 0 : 5_000 },
    signIn: kind === 'SIGN_IN' ? { amountsMinor: [1_000, 1_000, 2_000, 2_000, 3_000, 5_000, 10_000], streakDays: 2, signedToday: false } : null,
    raffle:
      kind === 'RAFFLE'
        ? {
            prizes: [
              { amountMinor: 100_000, weight: 1 },
              { amountMinor: 1_000, weight: 99 },
            ],
            seedSha256: 'c'.repeat(64),
            seed: null,
          }
        : null,
    state: 'JOIN',
    blockedReason: null,
    signedIn: true,
    entry: null,
    ...overrides,
  };
}

/** One promotion in every state of the contract, each of a kind that reaches it. */
export function everyState(): MemberPromotion[] {
  const soon = new Date(Date.now() + 20 * 60_000).toISOString();
  return [
    promotion({ promotionId: '1', state: 'COMING_SOON' }),
    promotion({ promotionId: '2', state: 'CLOSED', blockedReason: 'BUDGET_SPENT' }),
    promotion({ promotionId: '3', state: 'JOIN' }),
    promotion({ promotionId: '4', state: 'JOINED', entry: entry({ holdUntil: soon }) }),
    promotion({ promotionId: '5', state: 'PROCESSING', entry: entry({ status: 'PROCESSING' }) }),
    promotion({ promotionId: '6', state: 'ISSUED', entry: entry({ status: 'ISSUED', paidMinor: 100_000 }) }),
    promotion({ promotionId: '7', kind: 'JOIN_BONUS', category: 'WELCOME', title: 'Free ৳50', state: 'CLAIM' }),
    promotion({ promotionId: '8', kind: 'RAFFLE', category: 'OTHER', title: 'Lucky draw', state: 'CLAIMED', entry: entry({ status: 'CLAIMED', paidMinor: 1_000 }) }),
    promotion({ promotionId: '9', kind: 'SIGN_IN', category: 'DAILY', title: 'Daily sign-in', state: 'SIGNED', entry: entry({ status: 'CLAIMED', paidMinor: 2_000 }) }),
    promotion({ promotionId: '10', kind: 'APPLICATION', category: 'CASINO', title: 'Big win bonus', state: 'APPLYING', entry: entry({ status: 'APPLYING' }) }),
    promotion({ promotionId: '11', kind: 'APPLICATION', category: 'SLOTS', title: 'Slots streak', state: 'REJECTED', entry: entry({ status: 'REJECTED', rejectReason: 'The screenshot is unreadable' }) }),
  ];
}
