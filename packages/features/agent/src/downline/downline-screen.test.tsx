import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { getAgentDownlines, getContracts, getDownlineDetails, type DownlineMember } from '@croupier/contract';
import { BDT, downline, ZONE } from '../../testing/fixtures';
import { fixedDates, renderAgent } from '../../testing/render-agent';
import { DownlineScreen } from './downline-screen';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());

/** agent007 → sub01 (agent) → sub02 (agent) → player9; agent007 → player1. */
const TREE: Record<string, DownlineMember[]> = {
  agent007: [downline('player1'), downline('sub01', { type: 2, isAgent: true, teamSize: 2, directDownlines: 1 })],
  sub01: [downline('sub02', { type: 2, isAgent: true, depth: 2, uplineUsername: 'sub01', teamSize: 1, directDownlines: 1 })],
  sub02: [downline('player9', { depth: 3, uplineUsername: 'sub02', initialPassword: true, lastLoginAt: null })],
};
const EVERYONE = Object.values(TREE).flat();

const page = (parent: string, rows: DownlineMember[]) => ({ parent: { username: parent, depth: 0 }, rows, pageNo: 1, pageSize: 20, total: rows.length, totalPages: rows.length ? 1 : 0, currency: BDT });

beforeEach(() => {
  platform.requests.length = 0;
  platform.answer(getAgentDownlines, (request) => {
    const parent = request.query.get('parent') ?? 'agent007';
    const search = request.query.get('search');
    if (search) return { value: page(parent, EVERYONE.filter((member) => member.username.includes(search))) };
    const rows = TREE[parent];
    return rows ? { value: page(parent, rows) } : { failure: { code: 'NOT_IN_DOWNLINE', message: 'no' } };
  });
  platform.answer(getDownlineDetails, (request) => {
    const member = EVERYONE.find((each) => each.username === request.query.get('username'));
    if (!member) return { failure: { code: 'NOT_IN_DOWNLINE', message: 'no' } };
    return {
      value: {
        member,
        figures: { validBetMinor: 123_400, payoutMinor: 100_000, profitLossMinor: -23_400, depositMinor: 50_000, withdrawalMinor: 0 },
        from: request.query.get('from') ?? '',
        to: request.query.get('to') ?? '',
        currency: BDT,
        timeZone: ZONE,
      },
    };
  });
  platform.answer(getContracts, () => ({ value: { held: [], given: [], pageNo: 1, pageSize: 20, total: 0, totalPages: 0, openOffers: [], offerable: [{ kind: 'SALARY' as const, ownContractId: '101', maxRatePpm: 5_000 }] } }));
});

const names = () => screen.getAllByTestId('agent-row').map((row) => row.dataset.username);
const transfer = (username: string) => <p data-testid="transfer-slot">{username}</p>;

describe('downline management', () => {
  it('drills down agent by agent and goes back up by the trail', async () => {
    renderAgent(<DownlineScreen dates={fixedDates()} renderTransfer={transfer} />, { platform });
    await waitFor(() => expect(names()).toEqual(['player1', 'sub01']));
    // A player has no team to open.
    expect(within(screen.getAllByTestId('agent-row')[0] as HTMLElement).queryByTestId('agent-downline-drill')).toBeNull();

    fireEvent.click(within(screen.getAllByTestId('agent-row')[1] as HTMLElement).getByTestId('agent-downline-drill'));
    await waitFor(() => expect(names()).toEqual(['sub02']));
    fireEvent.click(screen.getByTestId('agent-downline-drill'));
    await waitFor(() => expect(names()).toEqual(['player9']));
    expect(screen.getByTestId('agent-breadcrumbs').textContent).toBe('My teamsub01sub02');
    expect(platform.requestsFor(getAgentDownlines).at(-1)?.query.get('parent')).toBe('sub02');
    expect(screen.getByTestId('agent-row').textContent).toContain('Initial password');

    fireEvent.click(screen.getAllByTestId('agent-breadcrumb')[0] as HTMLElement);
    await waitFor(() => expect(names()).toEqual(['player1', 'sub01']));
    expect(screen.getByTestId('agent-breadcrumbs').textContent).toBe('My team');
  });

  it('searches every level below', async () => {
    renderAgent(<DownlineScreen dates={fixedDates()} />, { platform });
    await waitFor(() => expect(names()).toHaveLength(2));
    fireEvent.change(screen.getByTestId('agent-username-filter-input'), { target: { value: 'player' } });
    fireEvent.click(screen.getByTestId('agent-username-filter-apply'));
    await waitFor(() => expect(names()).toEqual(['player1', 'player9']));
    expect(screen.getByTestId('agent-downline-searching').textContent).toContain('player');
  });

  it("shows a member's own figures over the dates and the transfer form for it", async () => {
    renderAgent(<DownlineScreen dates={fixedDates()} renderTransfer={transfer} />, { platform });
    await waitFor(() => expect(names()).toHaveLength(2));
    fireEvent.click(within(screen.getAllByTestId('agent-row')[0] as HTMLElement).getByTestId('agent-downline-open'));
    const details = await screen.findByTestId('agent-downline-details');
    await waitFor(() => expect(within(details).getByTestId('agent-details-valid-bet').textContent).toBe('৳1,234.00'));
    expect(platform.requestsFor(getDownlineDetails)[0]?.query.get('from')).toBe('2026-11-16');
    // A player is offered no contract.
    expect(within(details).queryByTestId('agent-offer-form')).toBeNull();
    fireEvent.click(within(details).getByTestId('agent-downline-transfer'));
    expect(within(details).getByTestId('transfer-slot').textContent).toBe('player1');
  });

  it('offers a contract to a direct downline agent from its details', async () => {
    renderAgent(<DownlineScreen dates={fixedDates()} />, { platform });
    await waitFor(() => expect(names()).toHaveLength(2));
    fireEvent.click(within(screen.getAllByTestId('agent-row')[1] as HTMLElement).getByTestId('agent-downline-open'));
    const details = await screen.findByTestId('agent-downline-details');
    expect(await within(details).findByTestId('agent-offer-form')).toBeTruthy();
    // The downline is the one opened: no username to type.
    expect(within(details).queryByTestId('agent-offer-downline')).toBeNull();
    expect(platform.requestsFor(getContracts)[0]?.query.get('downline')).toBe('sub01');
  });

  it('shows a member outside the team as the server words it', async () => {
    platform.answer(getAgentDownlines, () => ({ failure: { code: 'NOT_IN_DOWNLINE', message: 'no' } }));
    renderAgent(<DownlineScreen dates={fixedDates()} />, { platform });
    expect((await screen.findByTestId('agent-load-error')).textContent).toContain('This member is not in your team.');
  });
});
