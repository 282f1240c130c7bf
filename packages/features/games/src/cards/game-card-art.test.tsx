import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import type { GameCard } from '@croupier/contract';
import { answerHomeCalls, card } from '../../testing/fixtures';
import { renderGames } from '../../testing/render-games';
import { HomeScreen } from '../home/home-screen';
import { GameGrid } from './game-grid';
import type { GameActions } from './use-game-actions';

const HOST = 'http://img2.test:9002';

const actions: GameActions = { play: () => {}, toggleFavourite: () => {}, favouriteIds: new Set(), vendorNameOf: (game: GameCard) => game.vassalage };

let platform: StubPlatform;
beforeEach(async () => {
  window.sessionStorage.clear();
  platform = await startStubPlatform();
  answerHomeCalls(platform);
});
afterEach(async () => {
  await platform.close();
});

function artOf(element: HTMLElement): HTMLImageElement {
  const image = element.querySelector('img');
  if (!image) throw new Error('a card without art');
  return image;
}

describe('game card art', () => {
  it('shows a tile its large portrait art at the art’s own size, and a list item its square icon', async () => {
    const games = [card('LIVE', 'EVL', 'Thunder Roulette'), card('RNG', 'JDS', 'Golden Dragon')];
    const { unmount } = renderGames(<GameGrid cards={games} actions={actions} view="tile" />, { platform });
    const tiles = await screen.findAllByTestId('game-card');
    expect(tiles.map((tile) => artOf(tile).getAttribute('src'))).toEqual(['/art/tile/evl-thunder-roulette.svg', '/art/tile/jds-golden-dragon.svg']);
    for (const tile of tiles) {
      expect(tile.dataset.art).toBe('large');
      expect([artOf(tile).getAttribute('width'), artOf(tile).getAttribute('height')]).toEqual(['360', '480']);
      expect(artOf(tile).getAttribute('alt')).not.toBe('');
    }
    unmount();

    renderGames(<GameGrid cards={games} actions={actions} view="list" />, { platform });
    const items = await screen.findAllByTestId('game-card');
    expect(items.map((item) => artOf(item).getAttribute('src'))).toEqual(['/art/evl-thunder-roulette.svg', '/art/jds-golden-dragon.svg']);
    for (const item of items) expect([artOf(item).getAttribute('width'), artOf(item).getAttribute('height')]).toEqual(['320', '320']);
  });

  it('falls back to the icon for a game that has no large art', async () => {
    renderGames(<GameGrid cards={[card('RNG', 'JDS', 'Golden Dragon', { lagerIcon: '' })]} actions={actions} view="tile" />, { platform });
    expect(artOf(await screen.findByTestId('game-card')).getAttribute('src')).toBe('/art/jds-golden-dragon.svg');
  });

  it('loads the home page’s art from the visit’s image host: hot games large, banners, winners and rows', async () => {
    renderGames(<HomeScreen />, { platform, imageHost: HOST });
    const hot = await screen.findByTestId('home-hot-games');
    await waitFor(() => expect(within(hot).getAllByTestId('game-card')).toHaveLength(3));
    for (const hotCard of within(hot).getAllByTestId('game-card')) {
      expect(artOf(hotCard).getAttribute('src')).toMatch(new RegExp(`^${HOST}/art/tile/`));
      expect([artOf(hotCard).getAttribute('width'), artOf(hotCard).getAttribute('height')]).toEqual(['360', '480']);
    }
    expect(artOf(screen.getByTestId('home-banners')).getAttribute('src')).toBe(`${HOST}/banner.svg`);
    const board = await screen.findByTestId('home-winner-board');
    await waitFor(() => expect(within(board).getAllByTestId('biggest-win').length).toBeGreaterThan(0));
    for (const image of board.querySelectorAll('img')) expect(image.getAttribute('src')?.startsWith(`${HOST}/art/`), image.getAttribute('src') ?? '').toBe(true);
    // The jackpot row keeps the square icons.
    expect(within(board).getAllByTestId('game-card')[0]?.dataset.art).toBe('square');
    const slots = await screen.findByTestId('home-category-RNG');
    await waitFor(() => expect(within(slots).getAllByTestId('game-card').length).toBeGreaterThan(0));
    // Its cards, and the vendors' logos of its tabs.
    for (const image of slots.querySelectorAll('img')) expect(image.getAttribute('src')?.startsWith(`${HOST}/`), image.getAttribute('src') ?? '').toBe(true);
  });

  it('leaves the art on the page’s own origin until the host is known', async () => {
    renderGames(<HomeScreen />, { platform });
    const hot = await screen.findByTestId('home-hot-games');
    await waitFor(() => expect(within(hot).getAllByTestId('game-card')).toHaveLength(3));
    expect(artOf(within(hot).getAllByTestId('game-card')[0] as HTMLElement).getAttribute('src')).toMatch(/^\/art\/tile\//);
  });
});
