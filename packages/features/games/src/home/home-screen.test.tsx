import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@croupier/api-client';
import { ApiClientProvider } from '@croupier/api-client/react';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { getAnnouncements, getGameMenus, type Category } from '@croupier/contract';
import type { Language } from '@croupier/domain';
import { createI18n } from '@croupier/i18n';
import { HomeScreen } from './home-screen';

configure({ asyncUtilTimeout: 5_000 });

const categories: Category[] = [
  {
    gameType: 'LIVE',
    title: 'Live',
    cards: [
      { gameId: 'a', nodeId: 'a', gameName: 'Thunder Roulette', displayName: 'Thunder Roulette', gameType: 'LIVE', vassalage: 'EVL', gameCode: 'a', isGame: true, iconUrl: '/a.svg', isHot: 1 },
      { gameId: 'b', nodeId: 'b', gameName: 'Speed Baccarat', displayName: 'Speed Baccarat', gameType: 'LIVE', vassalage: 'EVL', gameCode: 'b', isGame: true, iconUrl: '/b.svg', isHot: 0 },
    ],
    gameClassify: [{ gameType: 'LIVE', vendors: [{ vassalage: 'EVL', name: 'Evolux Live', gameCount: 2 }] }],
  },
];

let platform: StubPlatform;
beforeEach(async () => {
  platform = await startStubPlatform();
  platform.answer(getAnnouncements, () => ({
    value: {
      banners: [{ id: 'b1', groupName: 'home', title: 'Welcome bonus', imageUrl: '/banner.svg', url: null, linkageType: 'none' as const }],
      player: [{ id: 'n1', title: 'News', content: 'Deposits in two minutes' }],
      popup: [],
      promotion: [],
    },
  }));
});
afterEach(async () => {
  cleanup();
  await platform.close();
});

function renderHome(language: Language, onPlayGame = vi.fn()) {
  const client = createApiClient({ merchantCode: 'SHONALI', baseUrl: platform.url });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <MemoryRouter>
            <HomeScreen onPlayGame={onPlayGame} />
          </MemoryRouter>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { onPlayGame };
}

describe('HomeScreen', () => {
  it('shows skeletons, then notices, banners, the hot row and a row per category in the current language', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    platform.answer(getGameMenus, async () => {
      await held;
      return { value: { categories } };
    });
    const { onPlayGame } = renderHome('bn');
    expect(await screen.findByTestId('home-games-loading')).toBeTruthy();
    release();

    const hot = await screen.findByTestId('home-hot-games');
    expect(within(hot).getByText('জনপ্রিয় গেম')).toBeTruthy();
    expect(within(hot).getAllByTestId('game-card')).toHaveLength(1);
    expect(within(hot).getByText('হট')).toBeTruthy();
    expect(within(hot).getByText('Evolux Live')).toBeTruthy();
    expect(within(screen.getByTestId('home-category-LIVE')).getAllByTestId('game-card')).toHaveLength(2);
    expect(screen.getByTestId('home-notices').textContent).toContain('Deposits in two minutes');
    // The headline is page text over the art, so it renders in the brand's fonts in any script.
    expect(within(screen.getByTestId('home-banners')).getByText('Welcome bonus')).toBeTruthy();
    expect(platform.requests.find((request) => request.path === '/lgw/games/game_menus')?.query.get('language')).toBe('bn');

    fireEvent.click(within(hot).getByTestId('game-card'));
    expect(onPlayGame).toHaveBeenCalledWith(expect.objectContaining({ gameId: 'a' }));
  });

  it('shows a translated error with a retry that loads the games', async () => {
    let calls = 0;
    platform.answer(getGameMenus, () => {
      calls += 1;
      return calls === 1 ? { failure: { code: 'RATE_LIMITED', message: 'slow down', status: 429 } } : { value: { categories } };
    });
    renderHome('en');
    const error = await screen.findByTestId('home-games-error');
    expect(error.textContent).toContain('Could not load this section.');
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('home-hot-games')).toBeTruthy();
  });
});
