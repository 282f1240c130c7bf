import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import {
  claimPromotion,
  claimRebate,
  getMyPromotionEntries,
  getPromotions,
  getRebateSummary,
  getRedEnvelopePools,
  grabRedEnvelope,
  type MemberPromotion,
  type MemberRedEnvelopePool,
  type RebateSummary,
} from '@croupier/contract';
import { GAME_TYPES } from '@croupier/domain';
import { BDT, entry, promotion } from '../../testing/fixtures';
import { renderPromotions } from '../../testing/render-promotions';
import { RewardCentreScreen } from './reward-centre-screen';

const pool = (overrides: Partial<MemberRedEnvelopePool> = {}): MemberRedEnvelopePool => ({
  poolId: '31',
  titles: { en: 'Lucky Sunday', bn: 'শুভ রবিবার' },
  totalMinor: 100_000,
  envelopeCount: 10,
  minMinor: 1_000,
  remainingCount: 6,
  startsAt: '2026-11-29T00:00:00.000Z',
  endsAt: '2026-11-30T00:00:00.000Z',
  phase: 'OPEN',
  eligibility: 'ALL_MEMBERS',
  eligible: true,
  seedSha256: 'a'.repeat(64),
  seed: null,
  myGrab: null,
  ...overrides,
});

const rebateSummary = (): RebateSummary => ({
  mode: 'MANUAL',
  currency: BDT,
  timeZone: 'Asia/Dhaka',
  today: '2026-11-29',
  dailyCapMinor: 1_688_800,
  payHour: 12,
  claimDays: 7,
  rates: GAME_TYPES.map((gameType) => ({ gameType, ratePpm: 4_000 })),
  accrual: { day: '2026-11-29', validBetMinor: 0, rebateMinor: 0, amountMinor: 0, capped: false, lines: [] },
  claimable: [{ day: '2026-11-28', validBetMinor: 2_000_000, rebateMinor: 8_000, amountMinor: 8_000, capped: false, lines: [], claimableUntil: '2026-12-05T18:00:00.000Z' }],
  nextPayAt: null,
});

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());

const signIn = promotion({ promotionId: '41', kind: 'SIGN_IN', category: 'DAILY', title: 'Daily sign-in', state: 'CLAIM' });
let promotions: MemberPromotion[];

beforeEach(() => {
  platform.requests.length = 0;
  promotions = [signIn, promotion({ promotionId: '42', state: 'JOINED', title: 'Reload bonus', entry: entry({ holdUntil: new Date(Date.now() + 600_000).toISOString() }) }), promotion({ promotionId: '43', state: 'JOIN' })];
  platform.answer(getMyPromotionEntries, () => ({
    value: {
      entries: [
        { ...entry({ entryId: '1', status: 'CLAIMED', paidMinor: 1_000 }), promotionId: '41', title: 'Daily sign-in', kind: 'SIGN_IN' as const },
        { ...entry({ entryId: '2', status: 'REJECTED', rejectReason: 'Blurry picture' }), promotionId: '44', title: 'Big win bonus', kind: 'APPLICATION' as const },
      ],
      page: 1,
      totalPages: 1,
    },
  }));
  platform.answer(getPromotions, () => ({ value: { promotions, currency: BDT } }));
  platform.answer(getRedEnvelopePools, () => ({ value: { pools: [pool(), pool({ poolId: '32', myGrab: { poolId: '32', envelopeIndex: 0, amountMinor: 500, grabbedAt: '2026-11-29T01:00:00.000Z' } }), pool({ poolId: '33', phase: 'UPCOMING' })] } }));
  platform.answer(getRebateSummary, () => ({ value: rebateSummary() }));
});

describe('the reward centre', () => {
  it('lists what is ready from every area and claims each with one click', async () => {
    platform.answer(claimPromotion, () => {
      promotions = promotions.map((each) => (each.promotionId === '41' ? { ...each, state: 'SIGNED', entry: entry({ status: 'CLAIMED', paidMinor: 2_000 }) } : each));
      return { value: { promotion: promotions[0] as MemberPromotion, paidMinor: 2_000 } };
    });
    platform.answer(grabRedEnvelope, () => ({ value: { grab: { poolId: '31', envelopeIndex: 3, amountMinor: 7_777, grabbedAt: '2026-11-29T06:00:00.000Z' }, pool: pool({ remainingCount: 5 }) } }));
    platform.answer(claimRebate, () => ({ value: { payout: { ...rebateSummary().claimable[0]!, payoutId: '1', mode: 'CLAIM' as const, capMinor: 1_688_800, paidAt: '2026-11-29T06:00:00.000Z' }, replayed: false } }));
    renderPromotions(<RewardCentreScreen currency={BDT} manualRebate />, { platform, path: '/member?page=rewardCenter' });
    const rows = await screen.findAllByTestId('reward-claim-row');
    expect(rows.map((row) => row.dataset.key)).toEqual(['promotion:41', 'envelope:31', 'rebate:2026-11-28']);
    expect(screen.getByTestId('reward-centre').dataset.readyCount).toBe('3');

    for (const row of rows) fireEvent.click(within(row).getByTestId('reward-claim'));
    await waitFor(() => expect(screen.getAllByTestId('reward-claimed')).toHaveLength(3));
    expect(screen.getAllByTestId('reward-claimed').map((message) => message.textContent)).toEqual([
      'You got ৳20.00!',
      'You got ৳77.77 from the red envelope!',
      'Rebate of ৳80.00 added to your main wallet.',
    ]);
    expect(platform.requestsFor(claimPromotion).map((request) => request.params.promotionId)).toEqual(['41']);
    expect(platform.requestsFor(grabRedEnvelope).map((request) => request.params.poolId)).toEqual(['31']);
    expect(platform.requestsFor(claimRebate).map((request) => request.body)).toEqual([{ day: '2026-11-28' }]);
    // the rows stay, with what was paid, after the lists are read again
    await waitFor(() => expect(platform.requestsFor(getPromotions).length).toBeGreaterThan(1));
    expect(screen.getAllByTestId('reward-claim-row')).toHaveLength(3);
  });

  it('shows the promotions under way and the member’s history', async () => {
    renderPromotions(<RewardCentreScreen currency={BDT} manualRebate />, { platform });
    const underWay = await screen.findByTestId('reward-under-way');
    expect(underWay.textContent).toContain('Reload bonus');
    const history = await screen.findAllByTestId('reward-history-entry');
    expect(history.map((row) => row.dataset.status)).toEqual(['CLAIMED', 'REJECTED']);
    expect(history[0]?.textContent).toContain('৳10.00');
    expect(history[1]?.textContent).toContain('Not approved: Blurry picture');
  });

  it('leaves the rebate out where the brand has no manual rebate', async () => {
    renderPromotions(<RewardCentreScreen currency={BDT} manualRebate={false} />, { platform });
    const rows = await screen.findAllByTestId('reward-claim-row');
    expect(rows.map((row) => row.dataset.area)).toEqual(['promotion', 'envelope']);
    expect(platform.requestsFor(getRebateSummary)).toHaveLength(0);
    expect(screen.queryByTestId('reward-rebate-link')).toBeNull();
  });

  it('says when there is nothing to claim, in Bengali', async () => {
    promotions = [];
    platform.answer(getRedEnvelopePools, () => ({ value: { pools: [] } }));
    platform.answer(getRebateSummary, () => ({ value: { ...rebateSummary(), claimable: [] } }));
    renderPromotions(<RewardCentreScreen currency={BDT} manualRebate />, { platform, language: 'bn' });
    expect((await screen.findByTestId('reward-ready-empty')).textContent).toContain('এই মুহূর্তে দাবি করার কিছু নেই');
    expect(screen.getByTestId('reward-ready-count').textContent).toContain('০');
  });
});
