import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import {
  boCancelBonus,
  boCreditBonus,
  boDecideBonusCredit,
  boGetBonusCredits,
  boGetBonusReport,
  boGetMember,
  boGetMemberBonuses,
  boGetMemberLedger,
  type BonusCredit,
  type ConsoleBonus,
} from '@croupier/contract';
import { GAME_TYPES } from '@croupier/domain';
import { CREATED_AT, operator } from '../../testing/fixtures';
import { answerSession, renderConsole } from '../../testing/render-console';

const supervisor = operator({ id: '2', username: 'supervisor1', displayName: 'Supervisor One', role: 'SUPERVISOR' });
const CURRENCY = { code: 'BDT', symbol: '৳', scale: 2 };

function bonusOf(overrides: Partial<ConsoleBonus> = {}): ConsoleBonus {
  return {
    bonusId: '31',
    origin: 'operator',
    titleEn: 'Comeback bonus',
    titleBn: 'ফিরে আসার বোনাস',
    status: 'ACTIVE',
    amountMinor: 50_000,
    depositMinor: 0,
    wageringBase: 'BONUS',
    multiplierHundredths: 1_000,
    wageredMinor: 125_000,
    requiredMinor: 500_000,
    contributions: [
      { gameType: 'RNG', percent: 100 },
      { gameType: 'LIVE', percent: 10 },
    ],
    maxBetMinor: 5_000,
    maxCashoutMinor: null,
    startedAt: CREATED_AT,
    expiresAt: '2026-11-27T06:00:00.000Z',
    endedAt: null,
    endedBy: null,
    releasedMinor: 0,
    removedMinor: 0,
    creditRequestId: '5',
    creditedBy: 'cashier1',
    approvedBy: null,
    reason: 'Came back after a month',
    ...overrides,
  };
}

function creditOf(overrides: Partial<BonusCredit> = {}): BonusCredit {
  return {
    creditId: '8',
    merchantCode: 'SHONALI',
    memberId: '42',
    username: 'rahim42',
    status: 'PENDING',
    needsSecondApproval: true,
    titleEn: 'VIP bonus',
    titleBn: 'ভিআইপি বোনাস',
    amountMinor: 6_000_000,
    depositMinor: 0,
    wageringBase: 'BONUS',
    multiplierHundredths: 500,
    requiredMinor: 30_000_000,
    contributions: [{ gameType: 'RNG', percent: 100 }],
    maxBetMinor: null,
    maxCashoutMinor: null,
    lifetimeDays: 7,
    reason: 'VIP of the month',
    requestedBy: 'cashier2',
    requestedAt: CREATED_AT,
    decidedBy: null,
    decidedAt: null,
    rejectionReason: null,
    bonusId: null,
    ...overrides,
  };
}

let platform: StubPlatform;
let bonuses: ConsoleBonus[];
let credits: BonusCredit[];
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  answerSession(platform, supervisor);
  bonuses = [bonusOf()];
  credits = [creditOf()];
  platform.answer(boGetMember, () => ({
    value: {
      member: { memberId: '42', merchantCode: 'SHONALI', username: 'rahim42', type: 0, mobile: null, createdAt: CREATED_AT, lastLoginAt: null, email: null, lastLoginIp: null, uplineId: null, uplineUsername: null },
      balance: { currency: CURRENCY, totalMinor: 0, wallets: [{ wallet: 'MAIN', name: null, balanceMinor: 0 }] },
    },
  }));
  platform.answer(boGetMemberLedger, () => ({
    value: { rows: [], summary: { movements: 0, inMinor: 0, outMinor: 0, netMinor: 0 }, pageNo: 1, pageSize: 20, total: 0, totalPages: 0, currency: CURRENCY, timeZone: 'Asia/Dhaka' },
  }));
  platform.answer(boGetMemberBonuses, () => ({
    value: { memberId: '42', username: 'rahim42', currency: CURRENCY, lockedMinor: 38_000, secondApprovalAboveMinor: 5_000_000, bonuses, pendingCredits: credits.filter((each) => each.status === 'PENDING') },
  }));
  platform.answer(boGetBonusCredits, () => ({ value: { credits, currency: CURRENCY, page: 1, totalPages: 1 } }));
});

describe('bonuses in the console', () => {
  it('shows a member’s bonuses with their wagering, locked wallet, rules and the credits awaiting approval', async () => {
    renderConsole(platform, '/shonali/members/42', supervisor);
    const row = await screen.findByTestId('bonus-row');
    expect(row.dataset.status).toBe('ACTIVE');
    expect(within(row).getByTestId('bonus-row-wagering').textContent).toBe('25% · ৳1,250.00 of ৳5,000.00');
    expect(within(row).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(row.textContent).toContain('10× the bonus');
    expect(row.textContent).toContain('Maximum bet ৳50.00');
    expect(row.textContent).toContain('Slots 100%, Live Casino 10%');
    expect(row.textContent).toContain('Credited by cashier1');
    expect(screen.getByTestId('member-bonus-locked').textContent).toBe('Locked bonus wallet৳380.00');
    expect(screen.getByTestId('member-bonus-pending').textContent).toContain('৳60,000.00 asked by cashier2');
    expect(platform.requestsFor(boGetMemberBonuses)[0]?.query.get('merchantCode')).toBe('SHONALI');
  });

  it('checks the credit form per field, previews the requirement and sends minor units after asking', async () => {
    platform.answer(boCreditBonus, (request) => {
      const body = request.body as { amountMinor: number };
      const bonus = bonusOf({ bonusId: '32', amountMinor: body.amountMinor });
      bonuses = [bonus, ...bonuses.map((each) => ({ ...each, status: 'FORFEITED' as const }))];
      return { value: { credit: creditOf({ creditId: '9', status: 'GRANTED', needsSecondApproval: false, bonusId: '32' }), bonus } };
    });
    renderConsole(platform, '/shonali/members/42', supervisor);
    fireEvent.click(await screen.findByTestId('bonus-credit-open'));
    const form = await screen.findByTestId('bonus-credit-form');
    expect(within(form).getByTestId('bonus-credit-percent-LIVE')).toHaveProperty('value', '10');
    expect(within(form).getByTestId('bonus-credit-percent-SPORTS')).toHaveProperty('value', '0');

    fireEvent.change(within(form).getByTestId('bonus-credit-amount'), { target: { value: '12.345' } });
    fireEvent.change(within(form).getByTestId('bonus-credit-multiplier'), { target: { value: '0.5' } });
    fireEvent.click(within(form).getByTestId('bonus-credit-submit'));
    expect(within(form).getByTestId('bonus-credit-problems')).toBeTruthy();
    expect(form.textContent).toContain('At most 2 decimals.');
    expect(form.textContent).toContain('From 1 to 100, like 10 or 12.5.');
    expect(form.textContent).toContain('At least 3 characters.');
    expect(platform.requestsFor(boCreditBonus)).toHaveLength(0);

    fireEvent.change(within(form).getByTestId('bonus-credit-amount'), { target: { value: '100' } });
    fireEvent.change(within(form).getByTestId('bonus-credit-multiplier'), { target: { value: '12.5' } });
    fireEvent.change(within(form).getByTestId('bonus-credit-max-bet'), { target: { value: '20' } });
    fireEvent.change(within(form).getByTestId('bonus-credit-title-en'), { target: { value: 'Goodwill' } });
    fireEvent.change(within(form).getByTestId('bonus-credit-title-bn'), { target: { value: 'শুভেচ্ছা' } });
    fireEvent.change(within(form).getByTestId('bonus-credit-reason'), { target: { value: 'Late payout' } });
    const preview = within(form).getByTestId('bonus-credit-preview');
    expect(preview.dataset.requiredMinor).toBe('125000');
    expect(preview.dataset.secondApproval).toBe('false');
    expect(preview.textContent).toContain('The player must wager ৳1,250.00 (12.5× the bonus) within 7 days');
    fireEvent.click(within(form).getByTestId('bonus-credit-submit'));
    expect(screen.getByTestId('bonus-credit-confirm').textContent).toContain('Credit ৳100.00 to rahim42 now, with ৳1,250.00 to wager?');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Credit' }));
    await waitFor(() => expect(platform.requestsFor(boCreditBonus)).toHaveLength(1));
    const sent = platform.requestsFor(boCreditBonus)[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ merchantCode: 'SHONALI', memberId: '42', amountMinor: 10_000, multiplierHundredths: 1_250, wageringBase: 'BONUS', depositMinor: 0, maxBetMinor: 2_000, maxCashoutMinor: null, lifetimeDays: 7 });
    expect(sent.contributions).toHaveLength(GAME_TYPES.length);
    expect(String(sent.requestId)).toMatch(/^bc-/);
    expect((await screen.findByTestId('bonus-credit-done')).textContent).toBe('Bonus #32 was credited to rahim42.');
    await waitFor(() => expect(screen.getAllByTestId('bonus-row')[0]?.dataset.bonusId).toBe('32'));
  });

  it('says above the threshold that the credit waits for a second operator, and shows a refusal in words', async () => {
    platform.answer(boCreditBonus, () => ({ failure: { status: 409, code: 'BONUS_ALREADY_ACTIVE', message: 'already active' } }));
    renderConsole(platform, '/shonali/members/42', supervisor);
    fireEvent.click(await screen.findByTestId('bonus-credit-open'));
    const form = await screen.findByTestId('bonus-credit-form');
    fireEvent.change(within(form).getByTestId('bonus-credit-amount'), { target: { value: '60000' } });
    fireEvent.change(within(form).getByTestId('bonus-credit-title-en'), { target: { value: 'VIP' } });
    fireEvent.change(within(form).getByTestId('bonus-credit-title-bn'), { target: { value: 'ভিআইপি' } });
    fireEvent.change(within(form).getByTestId('bonus-credit-reason'), { target: { value: 'VIP of the month' } });
    expect(within(form).getByTestId('bonus-credit-preview').dataset.secondApproval).toBe('true');
    expect(within(form).getByTestId('bonus-credit-submit').textContent).toBe('Ask for approval');
    fireEvent.click(within(form).getByTestId('bonus-credit-submit'));
    expect(screen.getByTestId('bonus-credit-confirm').textContent).toContain('Nothing moves until then.');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ask for approval' }));
    expect((await screen.findByTestId('bonus-credit-refusal')).textContent).toBe('The member already has an active bonus; a new one can start once it ends or is cancelled.');
  });

  it('cancels the active bonus only with a reason, after saying what is lost', async () => {
    platform.answer(boCancelBonus, () => {
      bonuses = [bonusOf({ status: 'FORFEITED', endedAt: CREATED_AT, endedBy: 'supervisor1', removedMinor: 38_000 })];
      return { value: { bonus: bonuses[0] as ConsoleBonus } };
    });
    renderConsole(platform, '/shonali/members/42', supervisor);
    fireEvent.click(await screen.findByTestId('bonus-cancel'));
    const dialog = screen.getByTestId('bonus-cancel-dialog');
    expect(dialog.textContent).toContain('The ৳380.00 in the locked bonus wallet goes back to the house');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel the bonus' }));
    expect(dialog.textContent).toContain('Give a reason of at least 3 characters.');
    expect(platform.requestsFor(boCancelBonus)).toHaveLength(0);
    fireEvent.change(within(dialog).getByTestId('bonus-cancel-reason'), { target: { value: 'Bonus abuse' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel the bonus' }));
    await waitFor(() => expect(platform.requestsFor(boCancelBonus)).toHaveLength(1));
    expect(platform.requestsFor(boCancelBonus)[0]?.body).toEqual({ merchantCode: 'SHONALI', reason: 'Bonus abuse' });
    await waitFor(() => expect(screen.getByTestId('bonus-row').dataset.status).toBe('FORFEITED'));
    expect(screen.getByTestId('bonus-row').textContent).toContain('by supervisor1');
  });

  it('lets a second operator approve a pending credit after asking, and rejects only with a reason', async () => {
    platform.answer(boDecideBonusCredit, (request) => {
      const body = request.body as { decision: string };
      credits = credits.map((each) => ({ ...each, status: body.decision === 'APPROVE' ? ('APPROVED' as const) : ('REJECTED' as const), decidedBy: 'supervisor1' }));
      return { value: { credit: credits[0] as BonusCredit, bonus: null } };
    });
    renderConsole(platform, '/shonali/bonuses', supervisor);
    const row = await screen.findByTestId('bonus-credit-row');
    fireEvent.click(within(row).getByTestId('bonus-credit-reject'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
    expect(screen.getByTestId('bonus-decide-dialog').textContent).toContain('Give a reason');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(within(row).getByTestId('bonus-credit-approve'));
    expect(screen.getByTestId('bonus-decide-dialog').textContent).toContain('Approve ৳60,000.00 for rahim42 (৳300,000.00 to wager, 7 days), asked by cashier2');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve and credit' }));
    await waitFor(() => expect(platform.requestsFor(boDecideBonusCredit)).toHaveLength(1));
    expect(platform.requestsFor(boDecideBonusCredit)[0]?.body).toEqual({ decision: 'APPROVE' });
    await waitFor(() => expect(screen.getByTestId('bonus-credit-row').dataset.status).toBe('APPROVED'));
  });

  it('reports each day’s figures and the totals', async () => {
    const figures = { credited: { count: 2, amountMinor: 60_000 }, released: { count: 1, amountMinor: 12_000 }, forfeited: { count: 1, amountMinor: 8_000 }, expired: { count: 0, amountMinor: 0 }, lost: { count: 0, amountMinor: 0 }, cappedMinor: 0 };
    platform.answer(boGetBonusReport, () => ({ value: { merchantCode: 'SHONALI', currency: CURRENCY, timeZone: 'Asia/Dhaka', days: [{ day: '2026-11-28', ...figures }], totals: figures } }));
    renderConsole(platform, '/shonali/bonuses', supervisor);
    const cell = await screen.findByTestId('bonus-report-credited-2026-11-28');
    expect(cell.textContent).toBe('2 · ৳600.00');
    expect(screen.getByTestId('bonus-report-released-total').dataset.minor).toBe('12000');
    const asked = platform.requestsFor(boGetBonusReport)[0]?.query;
    expect(asked?.get('merchantCode')).toBe('SHONALI');
  });
});
