import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { getTeamBets } from '@croupier/contract';
import { answerReport, requestsAt } from '../../testing/answer-report';
import { teamBet, teamBetsPage } from '../../testing/fixtures';
import { fixedDates, renderAgent } from '../../testing/render-agent';
import { spyOnDownloads } from '../../testing/save-file-spy';
import { TeamBetsScreen } from './team-bets-screen';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());

/** 45 rounds: three pages of 20, 20 and 5. */
const ROUNDS = Array.from({ length: 45 }, (_, index) => teamBet(index + 1, { stakeMinor: 1_000 + index, validBetMinor: 1_000 + index, netMinor: -(1_000 + index) }));

beforeEach(() => {
  platform.requests.length = 0;
  answerReport(platform, getTeamBets, (request) => {
    if (request.query.get('format') === 'csv') return { csv: 'username,round\nplayer1,1\n', fileName: 'x.csv' };
    const username = request.query.get('username');
    const rows = username ? ROUNDS.filter((row) => row.username === username) : ROUNDS;
    return { value: teamBetsPage(rows, Number(request.query.get('pageNo') ?? '1')) };
  });
});

let downloads: ReturnType<typeof spyOnDownloads>;
beforeEach(() => {
  downloads = spyOnDownloads();
});
afterEach(() => downloads.restore());

describe('team betting', () => {
  it("shows the whole range's totals and the first 20 rounds, and pages through the rest", async () => {
    renderAgent(<TeamBetsScreen dates={fixedDates()} />, { platform });
    const totals = await screen.findByTestId('agent-totals');
    expect(within(totals).getByTestId('agent-total-rounds').textContent).toBe('45');
    // 45 stakes of 1,000 to 1,044 minor units: 45,990 minor units in all.
    expect(within(totals).getByTestId('agent-total-valid-bet').textContent).toBe('৳459.90');
    expect(screen.getAllByTestId('agent-row')).toHaveLength(20);
    expect(requestsAt(platform, getTeamBets)[0]?.query.get('from')).toBe('2026-11-16');
    expect(requestsAt(platform, getTeamBets)[0]?.query.get('to')).toBe('2026-11-22');

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(screen.getAllByTestId('agent-row')).toHaveLength(5));
    expect(requestsAt(platform, getTeamBets).at(-1)?.query.get('pageNo')).toBe('3');
    expect(within(screen.getByTestId('agent-totals')).getByTestId('agent-total-rounds').textContent).toBe('45');
  });

  it('shows an open round as open, outside the win/loss, and its stake apart in the totals', async () => {
    const open = teamBet(1, { stakeMinor: 100, validBetMinor: 0, payoutMinor: 0, netMinor: null, status: 'open' });
    const lost = teamBet(2, { stakeMinor: 500, validBetMinor: 500, payoutMinor: 0, netMinor: -500 });
    answerReport(platform, getTeamBets, () => ({ value: teamBetsPage([open, lost]) }));
    renderAgent(<TeamBetsScreen dates={fixedDates()} />, { platform });
    const totals = await screen.findByTestId('agent-totals');
    expect(within(totals).getByTestId('agent-total-rounds').textContent).toBe('1');
    expect(within(totals).getByTestId('agent-total-net').textContent).toBe('-৳5.00');
    expect(within(totals).getByTestId('agent-total-open-stake').textContent).toBe('৳1.001 round awaiting its outcome');
    const openRow = screen.getAllByTestId('agent-row').find((row) => row.dataset.status === 'open');
    expect(openRow?.textContent).not.toContain('-৳1.00');
    expect(within(openRow as HTMLElement).getByTestId('agent-bet-open').textContent).toBe('Open');
  });

  it('narrows to one member and starts again at the first page', async () => {
    renderAgent(<TeamBetsScreen dates={fixedDates()} />, { platform });
    await screen.findByTestId('agent-totals');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(requestsAt(platform, getTeamBets).at(-1)?.query.get('pageNo')).toBe('2'));
    fireEvent.change(screen.getByTestId('agent-username-filter-input'), { target: { value: ' player1 ' } });
    fireEvent.click(screen.getByTestId('agent-username-filter-apply'));
    await waitFor(() => expect(within(screen.getByTestId('agent-totals')).getByTestId('agent-total-rounds').textContent).toBe('15'));
    const last = requestsAt(platform, getTeamBets).at(-1);
    expect(last?.query.get('username')).toBe('player1');
    expect(last?.query.get('pageNo')).toBeNull();
  });

  it("downloads the server's CSV of the whole range, without paging", async () => {
    renderAgent(<TeamBetsScreen dates={fixedDates()} />, { platform });
    await screen.findByTestId('agent-totals');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    fireEvent.click(screen.getByTestId('agent-csv'));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(await downloads.saved[0]?.text()).toBe('username,round\nplayer1,1\n');
    expect(downloads.saved[0]?.fileName).toBe('team-bets_2026-11-16_2026-11-22.csv');
    const csv = requestsAt(platform, getTeamBets).find((request) => request.query.get('format') === 'csv');
    expect(csv?.query.get('from')).toBe('2026-11-16');
    expect(csv?.query.get('pageNo')).toBeNull();
    expect(csv?.headers.authorization).toBe('Bearer tok');
    expect(csv?.headers.merchant).toBe('SHONALI');
  });

  it('says why an export was refused, and saves nothing', async () => {
    answerReport(platform, getTeamBets, (request) =>
      request.query.get('format') === 'csv' ? { failure: { code: 'NOT_IN_DOWNLINE', message: 'not yours' } } : { value: teamBetsPage(ROUNDS) },
    );
    renderAgent(<TeamBetsScreen dates={fixedDates()} />, { platform });
    await screen.findByTestId('agent-totals');
    fireEvent.click(screen.getByTestId('agent-csv'));
    expect((await screen.findByTestId('agent-csv-error')).textContent).toContain('This member is not in your team.');
    expect(downloads.saved).toHaveLength(0);
  });

  it("shows a failed load in words with a retry, and asks nothing for dates the server would refuse", async () => {
    answerReport(platform, getTeamBets, () => ({ failure: { code: 'NOT_IN_DOWNLINE', message: 'not yours' } }));
    const view = renderAgent(<TeamBetsScreen dates={fixedDates()} />, { platform });
    expect((await screen.findByTestId('agent-load-error')).textContent).toContain('This member is not in your team.');
    view.unmount();
    platform.requests.length = 0;
    renderAgent(<TeamBetsScreen dates={fixedDates('2026-11-22', '2026-11-01', false)} />, { platform, language: 'bn' });
    expect(await screen.findByText('টিমের বেটিং')).toBeTruthy();
    expect((screen.getByTestId('agent-csv') as HTMLButtonElement).disabled).toBe(true);
    expect(requestsAt(platform, getTeamBets)).toHaveLength(0);
  });
});
