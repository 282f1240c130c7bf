import { claimRebate, getBalance, getRebateHistory, getRebateSummary, type RebateDay, type RebateHistoryPage, type RebatePayout, type RebateSummary } from '@croupier/contract';
import { GAME_TYPES } from '@croupier/domain';
import type { StubPlatform, StubRequest } from '@croupier/api-client/testing';

const currency = { code: 'BDT', symbol: '৳', scale: 2 };

export const TODAY = '2026-11-29';

/** Today: ৳10,000.00 on slots and ৳5,000.00 on in-house games, ৳60.00 so far. */
export const TODAY_ACCRUAL: RebateDay = {
  day: TODAY,
  validBetMinor: 1_500_000,
  rebateMinor: 6_000,
  amountMinor: 6_000,
  capped: false,
  lines: [
    { gameType: 'RNG', validBetMinor: 1_000_000, ratePpm: 4_000, rebateMinor: 4_000 },
    { gameType: 'BGS', validBetMinor: 500_000, ratePpm: 4_000, rebateMinor: 2_000 },
  ],
};

const day = (date: string, liveMinor: number): RebateDay & { claimableUntil: string } => ({
  day: date,
  validBetMinor: liveMinor,
  rebateMinor: (liveMinor * 3_500) / 1_000_000,
  amountMinor: (liveMinor * 3_500) / 1_000_000,
  capped: false,
  lines: [{ gameType: 'LIVE', validBetMinor: liveMinor, ratePpm: 3_500, rebateMinor: (liveMinor * 3_500) / 1_000_000 }],
  claimableUntil: '2026-12-05T18:00:00.000Z',
});

export function manualSummary(extra: Partial<RebateSummary> = {}): RebateSummary {
  return {
    mode: 'MANUAL',
    currency,
    timeZone: 'Asia/Dhaka',
    today: TODAY,
    dailyCapMinor: 1_688_800,
    payHour: 12,
    claimDays: 7,
    rates: GAME_TYPES.map((gameType) => ({ gameType, ratePpm: 4_000 })),
    accrual: TODAY_ACCRUAL,
    claimable: [day('2026-11-28', 2_000_000), day('2026-11-26', 200_000)],
    nextPayAt: null,
    ...extra,
  };
}

export function autoSummary(): RebateSummary {
  return manualSummary({ mode: 'AUTO', claimable: [], nextPayAt: '2026-11-30T06:00:00.000Z' });
}

/**
 * A platform that pays a claimed day once: the day leaves the claimable list for the history, and a
 * second claim of it answers the first payout again.
 */
export function answerRebates(platform: StubPlatform, start: RebateSummary) {
  let summary = start;
  const paid: RebatePayout[] = [];
  platform.answer(getRebateSummary, () => ({ value: summary }));
  platform.answer(getRebateHistory, (): { value: RebateHistoryPage } => ({
    value: { payouts: paid, pageNo: 1, pageSize: 10, total: paid.length, totalPages: paid.length > 0 ? 1 : 0, totalPaidMinor: paid.reduce((sum, payout) => sum + payout.amountMinor, 0), currency, timeZone: 'Asia/Dhaka' },
  }));
  platform.answer(getBalance, () => ({ value: { balance: 1, currency: 'BDT', currencySymbol: '৳', scale: 2, isSingle: true, wallets: [{ wallet: 'MAIN', name: 'main', balanceMinor: 1 }], demo: false } }));
  platform.answer(claimRebate, (request: StubRequest) => {
    const claimed = (request.body as { day: string }).day;
    const first = paid.find((payout) => payout.day === claimed);
    if (first) return { value: { payout: first, replayed: true } };
    const open = summary.claimable.find((each) => each.day === claimed);
    if (!open) return { failure: { code: 'NOT_FOUND', message: `There is no rebate to claim for ${claimed}` } };
    const { claimableUntil: _until, ...figures } = open;
    const payout: RebatePayout = { ...figures, payoutId: String(paid.length + 1), mode: 'CLAIM', capMinor: 1_688_800, paidAt: '2026-11-29T04:00:00.000Z' };
    paid.unshift(payout);
    summary = { ...summary, claimable: summary.claimable.filter((each) => each.day !== claimed) };
    return { value: { payout, replayed: false } };
  });
  return { paid };
}
