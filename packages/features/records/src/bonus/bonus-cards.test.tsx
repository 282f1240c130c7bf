import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { forfeitMemberBonus, getBonusRecord, getMemberBonuses, type MemberBonus } from '@croupier/contract';
import { bonusPageOf } from '../../testing/fixtures';
import { renderRecords } from '../../testing/render-records';
import { BonusRecordScreen } from './bonus-record-screen';
import { wageredPercent } from './bonus-cards';

const NOW_MS = Date.parse('2026-11-20T06:00:00Z');
const CURRENCY = { code: 'BDT', symbol: '৳', scale: 2 };

function bonusOf(extra: Partial<MemberBonus> = {}): MemberBonus {
  return {
    bonusId: '7',
    title: 'Welcome bonus',
    status: 'ACTIVE',
    amountMinor: 50_000,
    balanceMinor: 42_000,
    wageredMinor: 125_000,
    requiredMinor: 500_000,
    multiplierHundredths: 1_000,
    wageringBase: 'BONUS',
    contributions: [
      { gameType: 'RNG', percent: 100 },
      { gameType: 'LIVE', percent: 10 },
    ],
    maxBetMinor: 5_000,
    maxCashoutMinor: null,
    startedAt: '2026-11-19T06:00:00.000Z',
    expiresAt: '2026-11-26T06:00:00.000Z',
    endedAt: null,
    releasedMinor: 0,
    removedMinor: 0,
    ...extra,
  };
}

let platform: StubPlatform;
let bonuses: MemberBonus[];
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  bonuses = [bonusOf(), bonusOf({ bonusId: '3', title: 'Reload', status: 'COMPLETED', wageredMinor: 200_000, requiredMinor: 200_000, releasedMinor: 31_000, endedAt: '2026-11-10T06:00:00.000Z' })];
  platform.answer(getBonusRecord, () => ({ value: bonusPageOf([], 1) }));
  platform.answer(getMemberBonuses, () => ({ value: { bonuses, page: 1, totalPages: 1, currency: CURRENCY } }));
  platform.answer(forfeitMemberBonus, (request) => {
    const body = request.body as { bonusId: string };
    bonuses = bonuses.map((each) => (each.bonusId === body.bonusId ? { ...each, status: 'FORFEITED', removedMinor: each.balanceMinor, balanceMinor: 0 } : each));
    const bonus = bonuses.find((each) => each.bonusId === body.bonusId);
    return bonus ? { value: { bonus } } : { failure: { code: 'BONUS_NOT_FOUND', message: 'no such bonus' } };
  });
});

const render = (language: 'en' | 'bn' = 'en') => renderRecords(<BonusRecordScreen timeZone="Asia/Dhaka" nowMs={() => NOW_MS} />, { platform, language });

describe('the member’s bonuses', () => {
  it('rounds the wagered share down, and shows 100 only once the requirement is met', () => {
    expect(wageredPercent({ wageredMinor: 999, requiredMinor: 1_000 })).toBe(99);
    expect(wageredPercent({ wageredMinor: 1_000, requiredMinor: 1_000 })).toBe(100);
    expect(wageredPercent({ wageredMinor: 0, requiredMinor: 0 })).toBe(100);
  });

  it('shows each bonus with its state, its wagering and its rules, and what a completed one released', async () => {
    render();
    const cards = await screen.findAllByTestId('bonus-card');
    expect(cards.map((card) => card.dataset.status)).toEqual(['ACTIVE', 'COMPLETED']);
    const [active, completed] = cards;
    if (!active || !completed) throw new Error('two cards');
    expect(within(active).getByTestId('bonus-state').textContent).toBe('Wagering');
    expect(within(active).getByTestId('bonus-wagering').textContent).toBe('25% wagered · ৳1,250.00 / ৳5,000.00');
    expect(within(active).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(within(active).getByTestId('bonus-locked').textContent).toBe('৳420.00');
    expect(within(active).getByTestId('bonus-max-bet').textContent).toBe('৳50.00');
    expect(within(active).getByText('What counts: Slots 100% · Live Casino 10%')).toBeTruthy();
    expect(within(completed).getByTestId('bonus-released').textContent).toBe('৳310.00');
    expect(within(completed).queryByTestId('bonus-forfeit')).toBeNull();
  });

  it('asks before giving up the active bonus, and shows it given up', async () => {
    render();
    const [active] = await screen.findAllByTestId('bonus-card');
    if (!active) throw new Error('no card');
    fireEvent.click(within(active).getByTestId('bonus-forfeit'));
    expect(await screen.findByText('The ৳420.00 locked in it goes back and cannot be brought back. Your own money stays yours.')).toBeTruthy();
    expect(platform.requestsFor(forfeitMemberBonus)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Give it up' }));
    await waitFor(() => expect(screen.getAllByTestId('bonus-card')[0]?.dataset.status).toBe('FORFEITED'));
    expect(platform.requestsFor(forfeitMemberBonus).map((request) => request.body)).toEqual([{ bonusId: '7' }]);
  });

  it('speaks Bengali', async () => {
    render('bn');
    const [active] = await screen.findAllByTestId('bonus-card');
    if (!active) throw new Error('no card');
    expect(within(active).getByTestId('bonus-state').textContent).toBe('শর্ত চলছে');
    expect(within(active).getByTestId('bonus-wagering').textContent).toContain('২৫% বাজি ধরা হয়েছে');
  });
});
