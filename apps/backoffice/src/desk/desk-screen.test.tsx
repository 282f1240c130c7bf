import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { DESK_DEPOSIT_PROOF_PATH, DESK_WITHDRAWAL_PROOF_PATH, decideDeposit, decideWithdrawal, getDeskDeposits, getDeskWithdrawals, resolveWithdrawal, type DeskDeposit, type DeskWithdrawal } from '@croupier/contract';
import { PHOTO_BYTES, deskDeposit, deskWithdrawal, operator } from '../../testing/fixtures';
import { answerSession, renderConsole } from '../../testing/render-console';

let platform: StubPlatform;
let deposits: DeskDeposit[];
let withdrawals: DeskWithdrawal[];
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  answerSession(platform);
  deposits = [
    deskDeposit(7, { hasProof: true, amountMinor: 150_000, reference: 'BK7788' }),
    deskDeposit(8, { amountMinor: 6_000_000, needsSecondApproval: true, firstApprover: 'cashier2' }),
    deskDeposit(9, { channelKind: 'GATEWAY', channelName: 'DemoPay card' }),
  ];
  withdrawals = [deskWithdrawal(4), deskWithdrawal(5, { status: 'DISPUTED', receipt: 'PARTIAL', receivedMinor: 20_000, decidedBy: 'cashier2' })];
  platform.answer(getDeskDeposits, (request) => ({ value: { deposits: deposits.filter((each) => each.status === (request.query.get('status') ?? 'PENDING')), page: 1, totalPages: 1 } }));
  platform.answer(getDeskWithdrawals, (request) => ({ value: { withdrawals: withdrawals.filter((each) => each.status === (request.query.get('status') ?? 'PENDING')), page: 1, totalPages: 1 } }));
  platform.answerFile(DESK_DEPOSIT_PROOF_PATH, (request) => (request.params.depositId === '7' ? { contentType: 'image/png', bytes: PHOTO_BYTES } : { failure: { code: 'NOT_FOUND', message: 'none' } }));
  platform.answerFile(DESK_WITHDRAWAL_PROOF_PATH, () => ({ failure: { code: 'NOT_FOUND', message: 'Withdrawal 5 has no photo' } }));
});

/** The row of one request, once the list shows it. */
const rowOf = (testId: string, id: string) =>
  waitFor(() => {
    const row = screen.getAllByTestId(testId).find((each) => each.dataset.depositId === id || each.dataset.withdrawalId === id);
    if (!row) throw new Error(`no ${testId} ${id} yet`);
    return row;
  });
const depositRow = (id: string) => rowOf('desk-deposit', id);
const withdrawalRow = (id: string) => rowOf('desk-withdrawal', id);
const dialog = () => screen.getByTestId('decision-dialog');

describe('the cashier desk', () => {
  it('lists a brand’s pending deposits with member, amount in the brand’s money, channel, reference, time, photo and approvals', async () => {
    renderConsole(platform, '/shonali/desk');
    const first = await depositRow('7');
    expect(platform.requestsFor(getDeskDeposits)[0]?.query.toString()).toBe('merchantCode=SHONALI&status=PENDING&page=1');
    expect(within(first).getByRole('link', { name: 'player7' }).getAttribute('href')).toBe('/shonali/members/107');
    expect(within(first).getByTestId('desk-amount').textContent).toBe('৳1,500.00');
    expect(first.textContent).toContain('bKash');
    expect(first.textContent).toContain('BK7788');
    expect(first.textContent).toContain('Nov 20, 2026, 12:00 PM');
    const thumbnail = await within(first).findByTestId('proof-thumbnail');
    expect(thumbnail.querySelector('img')?.getAttribute('src')).toBe(`data:image/png;base64,${Buffer.from(PHOTO_BYTES).toString('base64')}`);
    expect(platform.requests.find((request) => request.path === '/bo/cashier/deposits/7/proof')?.headers.authorization).toMatch(/^Bearer /);
    fireEvent.click(thumbnail);
    expect((await screen.findByTestId('proof-full')).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByRole('dialog', { name: 'Photo of deposit 7' })).toBeTruthy();

    const above = await depositRow('8');
    expect(within(above).getByTestId('approval-marks').textContent).toBe('Needs second approvalFirst approval by cashier2');
    expect(within(above).getByText('No photo')).toBeTruthy();
    const gateway = await depositRow('9');
    expect(within(gateway).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(gateway.textContent).toContain('Decided by the gateway');
    expect(screen.getByText('Above ৳50,000.00 a second operator must approve.')).toBeTruthy();
  });

  it('approves after saying what the approval does, and reads the list again', async () => {
    platform.answer(decideDeposit, (request) => {
      deposits = deposits.filter((each) => each.depositId !== request.params.depositId);
      return { value: { deposit: deskDeposit(Number(request.params.depositId), { status: 'CONFIRMED', decidedBy: 'cashier1' }) } };
    });
    renderConsole(platform, '/shonali/desk');
    fireEvent.click(within(await depositRow('8')).getByRole('button', { name: 'Approve' }));
    expect(dialog().textContent).toContain('৳60,000.00 from player8 through bKash, reference TX8.');
    expect(dialog().textContent).toContain('cashier2 gave the first approval; yours moves the money.');
    const listed = platform.requestsFor(getDeskDeposits).length;
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Approve deposit 8' })).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByTestId('decision-dialog')).toBeNull());
    expect(platform.requestsFor(decideDeposit).map((request) => [request.path, request.body])).toEqual([['/bo/cashier/deposits/8/decision', { decision: 'APPROVE' }]]);
    await waitFor(() => expect(platform.requestsFor(getDeskDeposits).length).toBeGreaterThan(listed));
    await waitFor(() => expect(screen.getAllByTestId('desk-deposit').map((row) => row.dataset.depositId)).toEqual(['7', '9']));
  });

  it('shows each refusal in words and keeps the dialog open', async () => {
    platform.answer(decideDeposit, (request) =>
      request.params.depositId === '8'
        ? { failure: { code: 'SECOND_APPROVER_REQUIRED', message: 'Deposit 8 is above Shonali’s threshold and you approved it first' } }
        : { failure: { code: 'ALREADY_DECIDED', message: 'Deposit 7 was already confirmed' } },
    );
    renderConsole(platform, '/shonali/desk', operator({ username: 'cashier2', displayName: 'Cashier Two' }));
    fireEvent.click(within(await depositRow('8')).getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect((await screen.findByTestId('decision-refusal')).textContent).toBe('You gave the first approval of this request. Another operator must give the second.');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await depositRow('7')).getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect((await screen.findByTestId('decision-refusal')).textContent).toBe('This request has already been decided; the list now shows it as it is.');
  });

  it('asks a reason before rejecting, and sends it', async () => {
    platform.answer(decideDeposit, (request) => ({ value: { deposit: deskDeposit(Number(request.params.depositId), { status: 'REJECTED', reason: 'No such transfer' }) } }));
    renderConsole(platform, '/shonali/desk');
    fireEvent.click(within(await depositRow('7')).getByRole('button', { name: 'Reject' }));
    const rejecting = screen.getByRole('dialog', { name: 'Reject deposit 7' });
    fireEvent.click(within(rejecting).getByRole('button', { name: 'Reject' }));
    expect(await within(rejecting).findByText('Write a reason of at least 3 characters.')).toBeTruthy();
    expect(platform.requestsFor(decideDeposit)).toHaveLength(0);
    fireEvent.change(within(rejecting).getByLabelText('Reason'), { target: { value: '  No such transfer  ' } });
    fireEvent.click(within(rejecting).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(platform.requestsFor(decideDeposit).map((request) => request.body)).toEqual([{ decision: 'REJECT', reason: 'No such transfer' }]));
  });

  it('filters by status, and keeps the choice in the address', async () => {
    deposits.push(deskDeposit(3, { status: 'REJECTED', reason: 'Reference not found', decidedBy: 'supervisor1' }));
    const { router } = renderConsole(platform, '/shonali/desk');
    await depositRow('7');
    fireEvent.change(screen.getByTestId('desk-status'), { target: { value: 'REJECTED' } });
    const rejected = await depositRow('3');
    expect(rejected.textContent).toContain('Reason: Reference not found');
    expect(within(rejected).getByTestId('approval-marks').textContent).toBe('Decided by supervisor1');
    expect(within(rejected).queryByRole('button')).toBeNull();
    expect(router.state.location.search).toBe('?kind=deposits&status=REJECTED&page=1');
    fireEvent.change(screen.getByTestId('desk-status'), { target: { value: 'CONFIRMED' } });
    expect((await screen.findByTestId('desk-empty')).textContent).toBe('No deposits with this status.');
  });

  it('lists gateway deposits that expired unpaid under their own status, and says when a late notice decided one', async () => {
    deposits.push(deskDeposit(11, { channelKind: 'GATEWAY', status: 'EXPIRED', decidedAt: '2026-11-20T06:30:00.000Z', expiredAt: '2026-11-20T06:30:00.000Z' }));
    deposits.push(deskDeposit(12, { channelKind: 'GATEWAY', status: 'CONFIRMED', decidedAt: '2026-11-20T06:40:00.000Z', expiredAt: '2026-11-20T06:30:00.000Z' }));
    renderConsole(platform, '/shonali/desk');
    await depositRow('7');
    expect(within(screen.getByTestId('desk-status')).getByRole('option', { name: 'Expired unpaid' })).toBeTruthy();
    fireEvent.change(screen.getByTestId('desk-status'), { target: { value: 'EXPIRED' } });
    const expired = await depositRow('11');
    expect(expired.textContent).toContain('Expired unpaid');
    // the brand's clock (Asia/Dhaka, UTC+6)
    expect(within(expired).getByTestId('desk-expired').textContent).toMatch(/^No payment notice by Nov 20, 2026, 12:30.*; the gateway's notice still decides it if one comes$/);
    expect(within(expired).queryByRole('button')).toBeNull();
    fireEvent.change(screen.getByTestId('desk-status'), { target: { value: 'CONFIRMED' } });
    expect(within(await depositRow('12')).getByTestId('desk-expired').textContent).toMatch(/after it expired at Nov 20, 2026, 12:30/);
  });

  it('pays, rejects or fails a withdrawal, the last two with a reason', async () => {
    platform.answer(decideWithdrawal, () => ({ value: { withdrawal: deskWithdrawal(4, { status: 'FAILED' }) } }));
    renderConsole(platform, '/shonali/desk?kind=withdrawals');
    const row = await withdrawalRow('4');
    expect(within(row).getByTestId('desk-amount').textContent).toBe('৳600.00');
    expect(row.textContent).toContain('01712345678');
    expect(row.textContent).toContain('Rahim Uddin');
    fireEvent.click(within(row).getByRole('button', { name: 'Payment failed' }));
    const failing = screen.getByRole('dialog', { name: 'Payment of withdrawal 4 failed' });
    expect(failing.textContent).toContain("The held money goes back to the member's main wallet.");
    fireEvent.change(within(failing).getByLabelText('Reason'), { target: { value: 'bKash refused the number' } });
    fireEvent.click(within(failing).getByRole('button', { name: 'Payment failed' }));
    await waitFor(() => expect(platform.requestsFor(decideWithdrawal).map((request) => [request.path, request.body])).toEqual([['/bo/cashier/withdrawals/4/decision', { decision: 'FAIL', reason: 'bKash refused the number' }]]));
    fireEvent.click(within(await withdrawalRow('4')).getByRole('button', { name: 'Mark paid' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Mark withdrawal 4 paid' })).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(platform.requestsFor(decideWithdrawal).at(-1)?.body).toEqual({ decision: 'PAY' }));
  });

  it('names the payout account once in the dialog, whatever the channel is called', async () => {
    withdrawals.push(
      deskWithdrawal(6, {
        channelCode: 'BANK',
        channelName: 'Bank account',
        payoutAccount: { payoutAccountId: '10', channelCode: 'BANK', accountNumber: '1401-2233-4455', holderName: 'Rahim Uddin', bankName: 'City Bank' },
      }),
    );
    renderConsole(platform, '/shonali/desk?kind=withdrawals');
    fireEvent.click(within(await withdrawalRow('6')).getByRole('button', { name: 'Mark paid' }));
    const paying = screen.getByRole('dialog', { name: 'Mark withdrawal 6 paid' });
    expect(paying.textContent).toContain("৳600.00 to payee6's Bank account (City Bank) 1401-2233-4455, held by Rahim Uddin.");
    expect(paying.textContent).not.toMatch(/account account/i);
    fireEvent.click(within(paying).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await withdrawalRow('4')).getByRole('button', { name: 'Mark paid' }));
    expect(screen.getByRole('dialog', { name: 'Mark withdrawal 4 paid' }).textContent).toContain("৳600.00 to payee4's bKash 01712345678, held by Rahim Uddin.");
  });

  it('settles a dispute with what happened and why, and says when the player sent no photo', async () => {
    platform.answer(resolveWithdrawal, () => ({ value: { withdrawal: deskWithdrawal(5, { status: 'PAID', returnedMinor: 40_000 }) } }));
    renderConsole(platform, '/shonali/desk?kind=withdrawals&status=DISPUTED');
    const row = await withdrawalRow('5');
    expect(row.textContent).toContain('Player received ৳200.00');
    expect(await within(row).findByText('No photo')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Settle dispute' }));
    const settling = screen.getByRole('dialog', { name: 'Settle the dispute of withdrawal 5' });
    expect(settling.textContent).toContain('payee5 says ৳200.00 of ৳600.00 arrived.');
    fireEvent.change(within(settling).getByLabelText('What happened'), { target: { value: 'RETURN_UNRECEIVED' } });
    expect(within(settling).getByRole('option', { name: 'Give back what did not arrive (৳400.00)' })).toBeTruthy();
    fireEvent.change(within(settling).getByLabelText('Reason'), { target: { value: 'Statement shows 200.00' } });
    fireEvent.click(within(settling).getByRole('button', { name: 'Settle dispute' }));
    await waitFor(() => expect(platform.requestsFor(resolveWithdrawal).map((request) => [request.path, request.body])).toEqual([['/bo/cashier/withdrawals/5/resolution', { resolution: 'RETURN_UNRECEIVED', reason: 'Statement shows 200.00' }]]));
  });

  it('says so when the desk cannot load, and tries again', async () => {
    platform.answer(getDeskDeposits, () => ({ failure: { code: 'FORBIDDEN', message: 'You do not work on Shonali' } }));
    renderConsole(platform, '/shonali/desk');
    expect((await screen.findByRole('alert')).textContent).toBe('The desk could not be loaded. Your role or brands do not allow this.');
    platform.answer(getDeskDeposits, () => ({ value: { deposits: [deskDeposit(1)], page: 1, totalPages: 1 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await depositRow('1')).toBeTruthy();
  });

  it('opens no brand the operator does not work on', async () => {
    renderConsole(platform, '/elsewhere/desk');
    expect((await screen.findByRole('alert')).textContent).toBe('You do not work on this brand, or it does not exist.');
    expect(platform.requestsFor(getDeskDeposits)).toHaveLength(0);
  });
});
