import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { getFavouriteGames, getMyRedEnvelopeGrabs, getRedEnvelopePools, type MemberRedEnvelopePool } from '@croupier/contract';
import { answerStartCalls, renderApp } from '../../../testing/render-app';

const pool = (poolId: string, overrides: Partial<MemberRedEnvelopePool> = {}): MemberRedEnvelopePool => ({
  poolId,
  titles: { en: 'Lucky Sunday', bn: 'শুভ রবিবার' },
  totalMinor: 100_000,
  envelopeCount: 10,
  minMinor: 1_000,
  remainingCount: 10,
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

let platform: StubPlatform;
let pools: MemberRedEnvelopePool[];
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  answerStartCalls(platform);
  pools = [pool('1'), pool('2', { myGrab: { poolId: '2', envelopeIndex: 0, amountMinor: 500, grabbedAt: '2026-11-29T06:00:00.000Z' } }), pool('3', { phase: 'UPCOMING' })];
  platform.answer(getFavouriteGames, () => ({ value: { content: [], pageNum: 1, totalPages: 1 } }));
  platform.answer(getRedEnvelopePools, () => ({ value: { pools } }));
  platform.answer(getMyRedEnvelopeGrabs, () => ({ value: { grabs: [], page: 1, totalPages: 1 } }));
});

describe('the side menu’s red envelopes', () => {
  it('shows members an entry while a pool is open, counting the pools they can open, that leads to /red-envelope', async () => {
    const { router } = renderApp('/', { platform, search: '?token=tok' });
    const entry = await screen.findByTestId('side-menu-red-envelope');
    expect(entry.getAttribute('href')).toBe('/red-envelope');
    expect(entry.dataset.openCount).toBe('1');
    fireEvent.click(entry);
    await waitFor(() => expect(router.state.location.pathname).toBe('/red-envelope'));
    expect(await screen.findAllByTestId('red-envelope-pool')).toHaveLength(3);
    expect(within(screen.getByTestId('side-menu')).getByTestId('side-menu-red-envelope')).toBeTruthy();
  });

  it('shows no entry to guests, nor when every pool is over', async () => {
    const guest = renderApp('/', { platform });
    await screen.findByTestId('side-menu-games');
    expect(screen.queryByTestId('side-menu-red-envelope')).toBeNull();
    expect(platform.requestsFor(getRedEnvelopePools)).toHaveLength(0);
    guest.unmount();
    pools = [pool('4', { phase: 'OVER', seed: 'b'.repeat(64) })];
    renderApp('/', { platform, search: '?token=tok' });
    await waitFor(() => expect(platform.requestsFor(getRedEnvelopePools)).toHaveLength(1));
    await screen.findByTestId('side-menu-favorite');
    expect(screen.queryByTestId('side-menu-red-envelope')).toBeNull();
  });
});
