import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { getFavouriteGames, getRecentGames, launchGame } from '@croupier/contract';
import { answerStartCalls, renderApp } from '../../testing/render-app';
import { card } from '../../testing/fixtures';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
  answerStartCalls(platform);
});
afterAll(() => platform.close());

const withToken = '?token=session-abc';

describe('routes', () => {
  it.each(['/', '/index', '/index.html', '/home'])('shows home at %s', async (path) => {
    renderApp(path, { platform });
    expect(await screen.findByTestId('home-page')).toBeTruthy();
    expect(screen.getByTestId('top-nav')).toBeTruthy();
  });

  it.each([
    ['/login', 'popup-login'],
    ['/register', 'popup-register'],
  ])('shows home with the popup open at %s', async (path, popup) => {
    renderApp(path, { platform });
    expect(await screen.findByTestId('home-page')).toBeTruthy();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector(`[data-testid="${popup}"]`)).not.toBeNull();
  });

  it('shows the game page of a category with its vendors', async () => {
    renderApp('/live', { platform });
    const page = await screen.findByTestId('game-category-page');
    expect(page.dataset.gameType).toBe('LIVE');
    expect(await screen.findByRole('link', { name: 'Evolux Live' })).toBeTruthy();
  });

  it.each([
    ['/sports', 'SPORTS'],
    ['/esports', 'ESPORTS'],
    ['/cockfight', 'COCKFIGHT'],
    ['/lott', 'LOTT'],
    ['/elott', 'ELOTT'],
    ['/fish', 'FISH'],
    ['/rng', 'RNG'],
    ['/pvp', 'PVP'],
    ['/bgs', 'BGS'],
  ])('routes %s to the %s game page', async (path, gameType) => {
    renderApp(path, { platform });
    expect((await screen.findByTestId('game-category-page')).dataset.gameType).toBe(gameType);
  });

  it.each([
    ['/help', 'help'],
    ['/helpmc', 'help'],
  ])('shows an honest coming-soon panel behind the public route %s', async (path, screenName) => {
    renderApp(path, { platform });
    const panel = await screen.findByTestId('coming-soon');
    expect(panel.closest('[data-screen]')?.getAttribute('data-screen')).toBe(screenName);
  });

  it('keeps /vnLottery and /vnlottery apart: the second is a game page without the side menu', async () => {
    const first = renderApp('/vnLottery', { platform, search: withToken });
    expect((await screen.findByTestId('coming-soon')).closest('[data-screen]')?.getAttribute('data-screen')).toBe('vnLottery');
    // The layout opens or closes the menu for the route in an effect after the screen renders.
    await waitFor(() => expect(screen.getByTestId('side-menu').dataset.open).toBe('true'));
    first.unmount();
    renderApp('/vnlottery', { platform, search: withToken });
    expect((await screen.findByTestId('coming-soon')).closest('[data-screen]')?.getAttribute('data-screen')).toBe('vnlotteryGame');
    await waitFor(() => expect(screen.getByTestId('side-menu').dataset.open).toBe('false'));
  });

  it.each([
    ['/favorite', 'favourites-page'],
    ['/recent', 'recent-page'],
  ])('shows the account game list at %s to a member', async (path, testId) => {
    platform.answer(getFavouriteGames, () => ({ value: { content: [card('RNG', 'JDS', 'Golden Dragon')], pageNum: 1, totalPages: 1 } }));
    platform.answer(getRecentGames, () => ({ value: { list: [card('LIVE', 'EVL', 'Speed Baccarat')] } }));
    renderApp(path, { platform, search: withToken });
    const page = await screen.findByTestId(testId);
    expect(page.closest('[data-screen]')?.getAttribute('data-screen')).toBe(path.slice(1));
    await waitFor(() => expect(page.querySelectorAll('[data-testid="game-card"]')).toHaveLength(1));
  });

  it('shows the game in a frame on /seamless, with the side menu hidden', async () => {
    const game = card('RNG', 'JDS', 'Golden Dragon');
    platform.answer(launchGame, () => ({ value: { status: 'ready' as const, url: 'https://engine.example/play', game } }));
    renderApp('/seamless', { platform, search: `${withToken}&game=${game.nodeId}&type=RNG&vendor=JDS` });
    expect((await screen.findByTestId('game-page-frame')).getAttribute('src')).toBe('https://engine.example/play');
    await waitFor(() => expect(screen.getByTestId('side-menu').dataset.open).toBe('false'));
  });

  it('shows a real not-found page for an unknown path', async () => {
    renderApp('/no-such-page', { platform });
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
    expect(screen.getByText('/no-such-page')).toBeTruthy();
  });

  it('gives the agent pages their own layout without header, side menu or footer', async () => {
    renderApp('/agent', { platform });
    expect(await screen.findByTestId('agent-layout')).toBeTruthy();
    expect(screen.queryByTestId('top-nav')).toBeNull();
    expect(screen.queryByTestId('side-menu')).toBeNull();
    expect(screen.queryByTestId('footer')).toBeNull();
  });
});

describe('navigation guard', () => {
  it.each(['/member', '/favorite', '/recent', '/lottery', '/seaLottery', '/vnLottery', '/pointMall', '/seamless', '/lottert', '/vnlottery', '/sealottery'])(
    'sends a guest from %s to /login',
    async (path) => {
      const { router } = renderApp(path, { platform });
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(await screen.findByRole('dialog')).toBeTruthy();
    },
  );

  it('lets a visitor with a session token in', async () => {
    const { router } = renderApp('/member', { platform, search: withToken });
    expect(await screen.findByTestId('security-centre')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/member');
  });

  it('sends anyone who is not a logged-in agent from /agentHome to /agent', async () => {
    const guest = renderApp('/agentHome', { platform });
    await waitFor(() => expect(guest.router.state.location.pathname).toBe('/agent'));
    guest.unmount();
    const member = renderApp('/agentHome', { platform, search: withToken });
    await waitFor(() => expect(member.router.state.location.pathname).toBe('/agent'));
  });

  it('lets a logged-in agent into /agentHome', async () => {
    const { context, router } = renderApp('/agent', { platform, search: withToken });
    context.stores.session.getState().setMemberType(1);
    await router.navigate('/agentHome');
    expect(router.state.location.pathname).toBe('/agentHome');
    expect((await screen.findByTestId('agent-header')).closest('[data-screen]')?.getAttribute('data-screen')).toBe('agentHome');
  });

  it('leaves a guarded page when the session ends', async () => {
    const { context, router } = renderApp('/member', { platform, search: withToken });
    await screen.findByTestId('security-centre');
    context.stores.session.getState().logout();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
