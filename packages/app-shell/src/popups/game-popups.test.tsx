import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { addFavouriteGame, getFavouriteGames, getRoomList, logout } from '@croupier/contract';
import { STORAGE_KEYS } from '../preferences/storage-keys';
import { card } from '../../testing/fixtures';
import { answerStartCalls, renderApp } from '../../testing/render-app';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
  // The features load on demand; load them once up front so no test pays for their first transform.
  await Promise.all([import('@croupier/feature-account'), import('@croupier/feature-games')]);
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  answerStartCalls(platform);
  platform.answer(getFavouriteGames, () => ({ value: { content: [], pageNum: 1, totalPages: 1 } }));
  platform.answer(logout, () => ({ value: { loggedOut: true as const } }));
});

const firstCard = async () => (await screen.findAllByTestId('game-card'))[0] as HTMLElement;

describe('games in the shell', () => {
  it('opens the login popup over the page when a guest plays, without leaving it', async () => {
    const { router } = renderApp('/rng', { platform });
    fireEvent.click(within(await firstCard()).getByTestId('game-card-play'));
    expect(await screen.findByTestId('popup-login')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/rng');
  });

  it('opens the game popup with the tables of a live game, and the chosen table on the game page', async () => {
    platform.answer(getRoomList, () => ({ value: { rooms: [{ roomId: 't1', name: 'Speed Table', minBet: 1000, maxBet: 100000, seats: 7, players: 2, open: true }] } }));
    const { router } = renderApp('/live', { platform, search: '?token=tok' });
    fireEvent.click(within(await firstCard()).getByTestId('game-card-play'));
    const popup = await screen.findByTestId('rooms-popup');
    expect((await within(popup).findByTestId('room-limits')).textContent).toBe('বাজি ৳১০.০০ – ৳১,০০০.০০');
    fireEvent.click(within(popup).getByTestId('room-open'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seamless'));
    expect(new URLSearchParams(router.state.location.search).get('room')).toBe('t1');
    expect(screen.queryByTestId('rooms-popup')).toBeNull();
  });

  it('says in a notice when a favourite could not be kept', async () => {
    platform.answer(addFavouriteGame, () => ({ failure: { code: 'FAVOURITES_FULL', message: 'full' } }));
    renderApp('/rng', { platform, search: '?token=tok' });
    await waitFor(() => expect(platform.requestsFor(getFavouriteGames)).toHaveLength(1));
    fireEvent.click(within(await firstCard()).getByTestId('game-card-favourite'));
    expect((await screen.findByTestId('game-notice')).textContent).toBe('সর্বোচ্চ ৯৯৯টি প্রিয় গেম রাখা যায়। আরেকটি যোগ করতে একটি সরান।');
  });

  it('shows the account game lists in the side menu to a member only', async () => {
    const guest = renderApp('/', { platform });
    await screen.findByTestId('side-menu-games');
    expect(screen.queryByTestId('side-menu-favorite')).toBeNull();
    guest.unmount();
    renderApp('/', { platform, search: '?token=tok' });
    expect((await screen.findByTestId('side-menu-favorite')).getAttribute('href')).toBe('/favorite');
    expect(screen.getByTestId('side-menu-recent').getAttribute('href')).toBe('/recent');
  });

  it('forgets the member favourites when the member signs out', async () => {
    platform.answer(getFavouriteGames, () => ({ value: { content: [card('RNG', 'JDS', 'Golden Dragon')], pageNum: 1, totalPages: 1 } }));
    const { context, router } = renderApp('/favorite', { platform, search: '?token=tok' });
    await screen.findByTestId('favourites-list');
    expect(context.queryClient.getQueriesData({ queryKey: ['getFavouriteGames', 'tok'] })).toHaveLength(1);
    fireEvent.click(await screen.findByTestId('header-account-menu'));
    fireEvent.click(within(screen.getByTestId('header-account-menu-panel')).getByTestId('header-menu-sign-out'));
    expect(await screen.findByTestId('header-login')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    // Whatever the guest's screens ask for now, nothing of the member's list is left.
    expect(context.queryClient.getQueriesData({ queryKey: ['getFavouriteGames', 'tok'] })).toHaveLength(0);
  });
});
