import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { getAgentRevenueReport, getContractSettlements, type Settlement } from '@croupier/contract';
import { answerReport, requestsAt } from '../../testing/answer-report';
import { paged, settlement } from '../../testing/fixtures';
import { fixedDates, renderAgent } from '../../testing/render-agent';
import { spyOnDownloads } from '../../testing/save-file-spy';
import { RevenueScreen } from './revenue-screen';
import { SettlementsReport } from './settlements-report';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());

let downloads: ReturnType<typeof spyOnDownloads>;
beforeEach(() => {
  platform.requests.length = 0;
  downloads = spyOnDownloads();
});
afterEach(() => downloads.restore());

const ROWS: Settlement[] = [
  settlement('1'),
  settlement('2', {
    periodStart: '2026-11-18T18:00:00.000Z',
    periodEnd: '2026-11-19T18:00:00.000Z',
    status: 'NOTHING_DUE',
    reason: 'THRESHOLD_NOT_MET',
    amountMinor: 0,
    checks: [{ threshold: 'MIN_ACTIVE_MEMBERS', required: 5, actual: 4, met: false }],
  }),
  settlement('3', { periodStart: '2026-11-17T18:00:00.000Z', periodEnd: '2026-11-18T18:00:00.000Z', status: 'OWED', paidAt: null }),
  settlement('4', { periodStart: '2026-11-16T18:00:00.000Z', periodEnd: '2026-11-17T18:00:00.000Z', coveredFrom: '2026-11-17T09:30:00.000Z', coveredTo: '2026-11-17T18:00:00.000Z' }),
];

describe('the settlement record of a kind', () => {
  beforeEach(() => {
    answerReport(platform, getContractSettlements, (request) => {
      if (request.query.get('format') === 'csv') return { csv: 'period,amount\n2026-11-20,50.00\n' };
      const rows = request.query.get('side') === 'given' ? [settlement('9', { holderUsername: 'sub01', payerUsername: 'agent007' })] : ROWS;
      return { value: { ...paged(rows), totals: { settlements: rows.length, paidMinor: 5_000, owedMinor: 5_000, validBetMinor: 3_000_000, baseMinor: 3_000_000 } } };
    });
  });

  it('shows each period in the brand zone with what was paid, owed, or why nothing was', async () => {
    renderAgent(<SettlementsReport kind="SALARY" dates={fixedDates()} />, { platform });
    expect((await screen.findByTestId('agent-total-owed')).textContent).toBe('৳50.00');
    const rows = screen.getAllByTestId('agent-row');
    // The day 20 November in Dhaka runs from 18:00 UTC on the 19th.
    expect(rows[0]?.textContent).toContain('Nov 20, 2026');
    expect(rows[0]?.textContent).toContain('boss01');
    expect(rows[0]?.textContent).toContain('0.5%');
    expect(within(rows[1] as HTMLElement).getByTestId('agent-settlement-status').textContent).toBe('Nothing due');
    expect(rows[1]?.textContent).toContain('too few active members');
    expect(within(rows[2] as HTMLElement).getByTestId('agent-settlement-status').textContent).toBe('Owed');
    // Only the contract's first period covers part of it.
    expect(within(rows[0] as HTMLElement).queryByTestId('agent-settlement-covered')).toBeNull();
    expect(within(rows[3] as HTMLElement).getByTestId('agent-settlement-covered').textContent).toBe('Contract in force Nov 17, 2026, 3:30 PM – Nov 18, 2026, 12:00 AM');
    const query = requestsAt(platform, getContractSettlements)[0]?.query;
    expect(query?.get('kind')).toBe('SALARY');
    expect(query?.get('side')).toBe('held');
  });

  it('switches to the periods the agent paid its downlines, and exports that side', async () => {
    renderAgent(<SettlementsReport kind="HOURLY" dates={fixedDates()} />, { platform });
    await screen.findByTestId('agent-totals');
    fireEvent.click(screen.getByTestId('agent-settlement-side-given'));
    await waitFor(() => expect(screen.getAllByTestId('agent-row')[0]?.textContent).toContain('sub01'));
    fireEvent.click(screen.getByTestId('agent-csv'));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(downloads.saved[0]?.fileName).toBe('hourly-settlements_2026-11-16_2026-11-22.csv');
    const csv = requestsAt(platform, getContractSettlements).find((request) => request.query.get('format') === 'csv');
    expect(csv?.query.get('side')).toBe('given');
    expect(csv?.query.get('kind')).toBe('HOURLY');
  });

  it('shows an hour as its start and end times', async () => {
    answerReport(platform, getContractSettlements, () => ({
      value: { ...paged([settlement('4', { kind: 'HOURLY', period: null, periodStart: '2026-11-20T04:00:00.000Z', periodEnd: '2026-11-20T05:00:00.000Z' })]), totals: { settlements: 1, paidMinor: 0, owedMinor: 0, validBetMinor: 0, baseMinor: 0 } },
    }));
    renderAgent(<SettlementsReport kind="HOURLY" dates={fixedDates()} />, { platform });
    const row = await screen.findByTestId('agent-row');
    expect(row.textContent).toContain('Nov 20, 2026, 10:00 AM – 11:00 AM');
  });
});

describe('my income', () => {
  it('shows what was paid to the agent by kind, what is owed to it now, and filters by kind', async () => {
    answerReport(platform, getAgentRevenueReport, () => ({
      value: {
        ...paged([settlement('1'), settlement('5', { kind: 'DIVIDEND', period: 'M', amountMinor: 120_000, payerUsername: null, payer: 'HOUSE' })]),
        totals: { settlements: 2, amountMinor: 125_000, byKind: [{ kind: 'SALARY' as const, settlements: 1, amountMinor: 5_000 }, { kind: 'DIVIDEND' as const, settlements: 1, amountMinor: 120_000 }], owedNowMinor: 7_500 },
      },
    }));
    renderAgent(<RevenueScreen dates={fixedDates()} />, { platform });
    expect((await screen.findByTestId('agent-total-income')).textContent).toBe('৳1,250.00');
    expect(screen.getByTestId('agent-income-DIVIDEND').textContent).toBe('৳1,200.00');
    expect(screen.getByTestId('agent-owed-now').textContent).toBe('৳75.00');
    expect(screen.getAllByTestId('agent-row')[1]?.textContent).toContain('Platform');
    fireEvent.change(screen.getByTestId('agent-revenue-kind'), { target: { value: 'DIVIDEND' } });
    await waitFor(() => expect(requestsAt(platform, getAgentRevenueReport).at(-1)?.query.get('kind')).toBe('DIVIDEND'));
  });
});
