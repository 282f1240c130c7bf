import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { getAgentTeamOverview, getTeamProfitLoss, getTeamTransactions, type MemberProfitLoss, type TeamMovement } from '@croupier/contract';
import { TeamOverviewScreen } from '../overview/team-overview-screen';
import { answerReport, requestsAt } from '../../testing/answer-report';
import { BDT, paged, ZONE } from '../../testing/fixtures';
import { fixedDates, renderAgent } from '../../testing/render-agent';
import { ProfitLossScreen } from './profit-loss-screen';
import { TeamTransactionsScreen } from './team-transactions-screen';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
});

const movement = (id: number, extra: Partial<TeamMovement> = {}): TeamMovement => ({
  username: 'player1',
  movementId: String(id),
  at: '2026-11-20T06:00:00.000Z',
  kind: 'DEPOSIT',
  wallet: 'MAIN',
  amountMinor: 50_000,
  balanceMinor: 150_000,
  note: { code: 'deposit', params: { depositId: '41', channel: 'BKASH', channelName: 'bKash', reference: 'TRX9' } },
  roundId: null,
  ...extra,
});

const member = (username: string, extra: Partial<MemberProfitLoss> = {}): MemberProfitLoss => ({
  username,
  type: 0,
  depth: 1,
  rounds: 10,
  validBetMinor: 100_000,
  payoutMinor: 80_000,
  profitLossMinor: -20_000,
  depositMinor: 50_000,
  withdrawalMinor: 0,
  ...extra,
});

describe('team transactions', () => {
  it('shows money in and out over the range, each movement by member and type, and filters by type', async () => {
    const rows = [movement(1), movement(2, { kind: 'BET', amountMinor: -1_000, username: 'player2' }), movement(3, { kind: 'COMMISSION', amountMinor: 700 })];
    answerReport(platform, getTeamTransactions, () => ({ value: { ...paged(rows), summary: { movements: 3, inMinor: 50_700, outMinor: 1_000, netMinor: 49_700 } } }));
    renderAgent(<TeamTransactionsScreen dates={fixedDates()} />, { platform });
    const totals = await screen.findByTestId('agent-totals');
    expect(within(totals).getByTestId('agent-total-movements').textContent).toBe('3');
    expect(within(totals).getByTestId('agent-total-in').textContent).toBe('৳507.00');
    const shown = screen.getAllByTestId('agent-row');
    expect(shown.map((row) => row.dataset.kind)).toEqual(['DEPOSIT', 'BET', 'COMMISSION']);
    expect(shown[1]?.textContent).toContain('player2');
    expect(shown[1]?.textContent).toContain('-৳10.00');
    expect(shown[2]?.textContent).toContain('Contract payment');
    expect(shown[0]?.textContent).toContain('Deposit no. 41 by bKash · Reference TRX9');

    fireEvent.change(screen.getByTestId('agent-movement-group'), { target: { value: 'cashier' } });
    await waitFor(() => expect(requestsAt(platform, getTeamTransactions).at(-1)?.query.get('group')).toBe('cashier'));
  });

  it("words the server's notes in Bengali, with Bengali digits", async () => {
    const rows = [
      movement(1),
      movement(2, { kind: 'TRANSFER', amountMinor: 2_000, note: { code: 'treeTransfer', params: { direction: 'downline', toUsername: 'player1', fromUsername: 'boss01' } } }),
      movement(3, { kind: 'COMMISSION', amountMinor: 700, note: { code: 'commission', params: { contractKind: 'REALTIME', contractId: '12', periodStart: '2026-11-20T09:30:00.000Z' } } }),
    ];
    answerReport(platform, getTeamTransactions, () => ({ value: { ...paged(rows), summary: { movements: 3, inMinor: 52_700, outMinor: 0, netMinor: 52_700 } } }));
    renderAgent(<TeamTransactionsScreen dates={fixedDates()} />, { platform, language: 'bn' });
    await screen.findByTestId('agent-totals');
    const shown = screen.getAllByTestId('agent-row');
    expect(shown[0]?.textContent).toContain('ডিপোজিট নং ৪১, bKash-এর মাধ্যমে · রেফারেন্স TRX9');
    expect(shown[1]?.textContent).toContain('আপলাইন boss01-এর কাছ থেকে');
    expect(shown[2]?.textContent).toContain('রিয়েল-টাইম বেতন চুক্তি নং ১২, সময়কাল শুরু');
    expect(shown[2]?.textContent).toContain('৩:৩০ অপরাহ্ণ');
  });
});

describe('user profit and loss', () => {
  it("shows the team's figures and each member's, the players' side signed", async () => {
    answerReport(platform, getTeamProfitLoss, () => ({
      value: {
        ...paged([member('player1'), member('sub01', { type: 2, depth: 1, profitLossMinor: 5_000 })]),
        summary: { rounds: 20, validBetMinor: 200_000, payoutMinor: 185_000, profitLossMinor: -15_000, depositMinor: 100_000, withdrawalMinor: 0 },
      },
    }));
    renderAgent(<ProfitLossScreen dates={fixedDates()} />, { platform });
    expect((await screen.findByTestId('agent-total-profit-loss')).textContent).toBe('-৳150.00');
    const rows = screen.getAllByTestId('agent-row');
    expect(rows[1]?.textContent).toContain('Agent · Level 1');
    expect(rows[1]?.textContent).toContain('+৳50.00');
  });
});

describe('team overview', () => {
  it("shows the team's size and its figures over the dates, in Bengali digits for a Bengali reader", async () => {
    answerReport(platform, getAgentTeamOverview, () => ({
      value: {
        teamSize: 1_234,
        directDownlines: 12,
        newMembers: 5,
        activeMembers: 40,
        deposits: 7,
        withdrawals: 2,
        figures: { validBetMinor: 12_345_600, payoutMinor: 10_000_000, profitLossMinor: -2_345_600, depositMinor: 500_000, withdrawalMinor: 100_000 },
        from: '2026-11-16',
        to: '2026-11-22',
        currency: BDT,
        timeZone: ZONE,
      },
    }));
    renderAgent(<TeamOverviewScreen dates={fixedDates()} />, { platform, language: 'bn' });
    expect((await screen.findByTestId('agent-overview-teamSize')).textContent).toBe('১,২৩৪');
    expect(screen.getByTestId('agent-overview-validBet').textContent).toBe('৳১,২৩,৪৫৬.০০');
    expect(requestsAt(platform, getAgentTeamOverview)[0]?.query.get('from')).toBe('2026-11-16');
  });
});
