import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sampleMemberInfo, startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import {
  getAgentTeamOverview,
  getConsolidated,
  getContracts,
  getAgentDownlines,
  getContractSettlements,
  getDownlineDetails,
  getMemberInfo,
  getTransferTargets,
  getPendingContractRequests,
  getTeamBets,
  type Consolidated,
  type PendingContractRequest,
} from '@croupier/contract';
import { dayInZone, shiftDay } from '@croupier/domain';
import { STORAGE_KEYS } from '../preferences/storage-keys';
import { answerStartCalls, renderApp } from '../../testing/render-app';

let platform: StubPlatform;
let flags: Consolidated;
const ZONE = 'Asia/Dhaka';
const BDT = { code: 'BDT', symbol: '৳', scale: 2 };

beforeAll(async () => {
  platform = await startStubPlatform();
  answerStartCalls(platform);
});
afterAll(() => platform.close());

beforeEach(() => {
  window.localStorage.setItem(STORAGE_KEYS.language, 'en');
  platform.requests.length = 0;
  flags = { dailysalreqtype: false, divtypereq: false, contracthoursalreqs: false, realtimesalreqtype: false, pendingRequests: 0 };
  platform.answer(getMemberInfo, () => ({ value: sampleMemberInfo({ type: 1, isAgent: true, nickname: 'Agent Smith', userName: 'agent007' }) }));
  platform.answer(getConsolidated, () => ({ value: flags }));
  platform.answer(getAgentTeamOverview, (request) => ({
    value: {
      teamSize: 12,
      directDownlines: 3,
      newMembers: 1,
      activeMembers: 4,
      deposits: 2,
      withdrawals: 1,
      figures: { validBetMinor: 100_000, payoutMinor: 90_000, profitLossMinor: -10_000, depositMinor: 50_000, withdrawalMinor: 10_000 },
      from: request.query.get('from') ?? '',
      to: request.query.get('to') ?? '',
      currency: BDT,
      timeZone: ZONE,
    },
  }));
  platform.answer(getTeamBets, () => ({ value: { rows: [], summary: { rounds: 0, stakeMinor: 0, validBetMinor: 0, payoutMinor: 0, netMinor: 0, openRounds: 0, openStakeMinor: 0 }, pageNo: 1, pageSize: 20, total: 0, totalPages: 0, currency: BDT, timeZone: ZONE } }));
});

async function openBackOffice(path = '/agentHome') {
  const view = renderApp('/agent', { platform, search: '?token=agent-token' });
  view.context.stores.session.getState().setMemberType(1);
  await view.router.navigate(path);
  await screen.findByTestId('agent-header');
  return view;
}

const menuEntries = () => within(screen.getByTestId('agent-menu')).getAllByRole('link').map((link) => link.getAttribute('data-testid'));

describe('the agent back office', () => {
  it('shows the brand, the GMT offset and clock of its zone, the nickname, and the team overview first', async () => {
    await openBackOffice();
    const header = screen.getByTestId('agent-header');
    expect(within(header).getByTestId('brand-logo')).toBeTruthy();
    expect(within(header).getByTestId('agent-gmt-offset').textContent).toBe('GMT+6');
    expect(within(header).getByTestId('agent-clock-time').textContent).toMatch(/\d\d:\d\d:\d\d$/);
    await waitFor(() => expect(within(header).getByTestId('agent-home-nickname').textContent).toBe('Agent Smith'));
    expect(await screen.findByTestId('agent-team-overview')).toBeTruthy();
    expect(within(header).getByTestId('agent-deposit').getAttribute('href')).toBe('/agentHome?page=depositv2');
    expect(within(header).getByTestId('agent-withdraw').getAttribute('href')).toBe('/agentHome?page=withdraw');
  });

  it('lists the contract pages only where the consolidated flags switch them on', async () => {
    const first = await openBackOffice();
    await waitFor(() => expect(platform.requestsFor(getConsolidated).length).toBeGreaterThan(0));
    expect(menuEntries()).toEqual([
      'agent-menu-agentAnnouncement',
      'agent-menu-agentTeamOverview',
      'agent-menu-registerCenter',
      'agent-menu-downlineManagmentView',
      'agent-menu-personalHistoryCopy',
      'agent-menu-agentDownlineTransactionDetailsCopy',
      'agent-menu-palStatementsAgentCopy',
      'agent-menu-agentRevenueReport',
    ]);
    first.unmount();

    flags = { ...flags, dailysalreqtype: true, realtimesalreqtype: true };
    await openBackOffice();
    await waitFor(() => expect(menuEntries()).toContain('agent-menu-agentDailyWages2'));
    expect(menuEntries().slice(8)).toEqual(['agent-menu-agentDailyWages2', 'agent-menu-agentRealtimeSalary']);
  });

  it('says a contract page the flags keep shut is not open, rather than showing it', async () => {
    await openBackOffice('/agentHome?page=agentHourSalary');
    expect(await screen.findByTestId('agent-page-missing')).toBeTruthy();
    expect(platform.requestsFor(getContracts)).toHaveLength(0);
  });

  it('opens a contract page the flags allow', async () => {
    flags = { ...flags, contracthoursalreqs: true };
    platform.answer(getContracts, () => ({ value: { held: [], given: [], pageNo: 1, pageSize: 20, total: 0, totalPages: 0, openOffers: [], offerable: [] } }));
    platform.answer(getContractSettlements, () => ({ value: { rows: [], totals: { settlements: 0, paidMinor: 0, owedMinor: 0, validBetMinor: 0, baseMinor: 0 }, pageNo: 1, pageSize: 20, total: 0, totalPages: 0, currency: BDT, timeZone: ZONE } }));
    await openBackOffice('/agentHome?page=agentHourSalary');
    const page = await screen.findByTestId('agent-contract-page');
    expect(page.dataset.kind).toBe('HOURLY');
  });

  it('moves between pages by the menu and keeps the dates chosen', async () => {
    const { router } = await openBackOffice();
    await screen.findByTestId('agent-team-overview');
    const today = dayInZone(Date.now(), ZONE);
    // The last 7 days by default.
    await waitFor(() => expect(platform.requestsFor(getAgentTeamOverview)[0]?.query.get('from')).toBe(shiftDay(today, -6)));

    fireEvent.click(screen.getByTestId('agent-range-last30'));
    await waitFor(() => expect(platform.requestsFor(getAgentTeamOverview).at(-1)?.query.get('from')).toBe(shiftDay(today, -29)));
    fireEvent.click(screen.getByTestId('agent-range-step-previous7'));
    await waitFor(() => expect(platform.requestsFor(getAgentTeamOverview).at(-1)?.query.get('to')).toBe(shiftDay(today, -30)));
    expect(platform.requestsFor(getAgentTeamOverview).at(-1)?.query.get('from')).toBe(shiftDay(today, -36));
    // Forward never passes today; these days were asked for already, so the cache answers them.
    fireEvent.click(screen.getByTestId('agent-range-step-next30'));
    await waitFor(() => expect(screen.getByTestId('agent-dates').dataset.to).toBe(today));
    expect(screen.getByTestId('agent-dates').dataset.from).toBe(shiftDay(today, -29));
    expect((screen.getByTestId('agent-range-step-next7') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByTestId('agent-menu-personalHistoryCopy'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=personalHistoryCopy'));
    expect(await screen.findByTestId('agent-team-bets')).toBeTruthy();
    await waitFor(() => expect(platform.requestsFor(getTeamBets)[0]?.query.get('from')).toBe(shiftDay(today, -29)));
    expect(screen.getByTestId('agent-menu-personalHistoryCopy').getAttribute('aria-current')).toBe('page');
  });

  it('refuses custom dates longer than a report covers, before asking', async () => {
    await openBackOffice();
    await screen.findByTestId('agent-team-overview');
    // the overview asks for its first range as it opens; count from when that has been asked
    await waitFor(() => expect(platform.requestsFor(getAgentTeamOverview).length).toBeGreaterThan(0));
    fireEvent.click(screen.getByTestId('agent-range-custom'));
    const asked = platform.requestsFor(getAgentTeamOverview).length;
    fireEvent.change(screen.getByTestId('agent-range-from'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByTestId('agent-range-to'), { target: { value: '2026-06-30' } });
    expect(await screen.findByText('A report covers at most 92 days.')).toBeTruthy();
    expect(platform.requestsFor(getAgentTeamOverview)).toHaveLength(asked);
  });

  it("opens the transfers feature's form from a downline's details", async () => {
    const member = {
      username: 'player1',
      type: 0,
      isAgent: false,
      depth: 1,
      uplineUsername: 'agent007',
      registeredAt: '2026-10-01T04:00:00.000Z',
      lastLoginAt: null,
      initialPassword: true,
      balanceMinor: 0,
      teamSize: 0,
      directDownlines: 0,
    };
    platform.answer(getAgentDownlines, () => ({ value: { parent: { username: 'agent007', depth: 0 }, rows: [member], pageNo: 1, pageSize: 20, total: 1, totalPages: 1, currency: BDT } }));
    platform.answer(getDownlineDetails, (request) => ({
      value: {
        member,
        figures: { validBetMinor: 0, payoutMinor: 0, profitLossMinor: 0, depositMinor: 0, withdrawalMinor: 0 },
        from: request.query.get('from') ?? '',
        to: request.query.get('to') ?? '',
        currency: BDT,
        timeZone: ZONE,
      },
    }));
    platform.answer(getTransferTargets, () => ({ value: { role: 'agent' as const, availableMinor: 1_000_000, hasPaymentPassword: true, currency: 'BDT', currencySymbol: '৳', scale: 2 } }));
    await openBackOffice('/agentHome?page=downlineManagmentView');
    fireEvent.click(await screen.findByTestId('agent-downline-open'));
    fireEvent.click(await screen.findByTestId('agent-downline-transfer'));
    const form = await screen.findByTestId('agent-downline-transfer-form');
    expect(await within(form).findByTestId('transfers-form')).toHaveProperty('dataset.direction', 'downline');
    // the member opened is the one the form pays
    expect((within(form).getByTestId('transfers-username') as HTMLInputElement).value).toBe('player1');
  });

  it('opens the platform messages and the customer service links from the header', async () => {
    await openBackOffice();
    fireEvent.click(screen.getByTestId('agent-messages'));
    expect(await within(await screen.findByTestId('agent-messages-panel')).findByTestId('header-notifications')).toBeTruthy();
    fireEvent.click(screen.getByTestId('agent-service'));
    const service = await screen.findByTestId('agent-service-panel');
    expect(within(service).getByTestId('agent-service-liveChat').getAttribute('href')).toBe('https://chat.shonali.example/live');
    expect(within(service).getAllByRole('link')).toHaveLength(5);
  });

  it("speaks the brand's default language, Bengali, with Bengali digits on the clock", async () => {
    window.localStorage.removeItem(STORAGE_KEYS.language);
    await openBackOffice();
    expect(await screen.findByTestId('agent-menu-agentTeamOverview')).toHaveProperty('textContent', 'টিমের সারসংক্ষেপ');
    expect(screen.getByTestId('agent-clock-time').textContent).toMatch(/[০-৯]{2}:[০-৯]{2}:[০-৯]{2}$/);
  });

  it('opens the contract popup by itself when a request awaits the agent', async () => {
    flags = { ...flags, pendingRequests: 1 };
    const offer: PendingContractRequest = {
      requestId: '501',
      type: 'NEW',
      status: 'PENDING',
      contractId: null,
      terms: { kind: 'SALARY', period: 'D', ratePpm: 3_500, minValidBetMinor: null, minProfitLossMinor: null, minActiveMembers: null, minBetAmountMinor: null },
      fromUsername: 'boss01',
      toUsername: 'agent007',
      awaitingCaller: true,
      reason: null,
      createdAt: '2026-11-21T08:00:00.000Z',
      answeredAt: null,
      wouldTerminate: [],
    };
    platform.answer(getPendingContractRequests, () => ({ value: { awaitingCaller: [offer], awaitingOthers: [] } }));
    await openBackOffice();
    const popup = await screen.findByTestId('agent-contract-popup');
    expect(within(popup).getByTestId('agent-request').textContent).toContain('Daily wages, daily, 0.35%');
    expect(screen.getByTestId('agent-requests')).toBeTruthy();
  });

  it('shows a logged-in agent its awaiting requests in the popup on the brand\'s own pages too, and asks nothing for a player', async () => {
    flags = { ...flags, pendingRequests: 1 };
    const offer: PendingContractRequest = {
      requestId: '502',
      type: 'NEW',
      status: 'PENDING',
      contractId: null,
      terms: { kind: 'REALTIME', period: null, ratePpm: 2_000, minValidBetMinor: null, minProfitLossMinor: null, minActiveMembers: null, minBetAmountMinor: null },
      fromUsername: 'boss01',
      toUsername: 'agent007',
      awaitingCaller: true,
      reason: null,
      createdAt: '2026-11-21T08:00:00.000Z',
      answeredAt: null,
      wouldTerminate: [],
    };
    platform.answer(getPendingContractRequests, () => ({ value: { awaitingCaller: [offer], awaitingOthers: [] } }));
    const agentView = renderApp('/', { platform, search: '?token=agent-token' });
    agentView.context.stores.session.getState().setMemberType(1);
    const popup = await screen.findByTestId('agent-contract-popup');
    expect(within(popup).getByTestId('agent-request').textContent).toContain('0.2%');
    agentView.unmount();

    platform.requests.length = 0;
    platform.answer(getMemberInfo, () => ({ value: sampleMemberInfo({ type: 0, isAgent: false, userName: 'player01' }) }));
    renderApp('/', { platform, search: '?token=player-token' });
    await screen.findByTestId('header-account-menu');
    expect(screen.queryByTestId('agent-contract-popup')).toBeNull();
    expect(platform.requestsFor(getPendingContractRequests)).toHaveLength(0);
  });
});
