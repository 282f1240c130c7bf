import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { getGameList } from '@croupier/contract';
import { PAGE_SIZE_GAMES, type GameType } from '@croupier/domain';
import { answerHomeCalls, cards, gamePage } from '../../testing/fixtures';
import { renderGames } from '../../testing/render-games';
import { GameCategoryScreen } from './game-category-screen';

const TOTAL_GAMES = 420;

let platform: StubPlatform;
beforeEach(async () => {
  platform = await startStubPlatform();
  answerHomeCalls(platform);
  platform.answer(getGameList, (request) => {
    const pageNo = Number(request.query.get('pageNo'));
    const gameType = request.query.get('gameType') as GameType;
    const vassalage = request.query.get('vassalage') ?? (gameType === 'SPORTS' ? 'SBX' : 'JDS');
    // Every fifth game is hot.
    const games = cards(gameType, vassalage, PAGE_SIZE_GAMES, 'Game', (pageNo - 1) * PAGE_SIZE_GAMES + 1).map((game, index) => ({ ...game, isHot: index % 5 === 0 ? (1 as const) : (0 as const) }));
    return { value: gamePage(games, pageNo, PAGE_SIZE_GAMES, TOTAL_GAMES) };
  });
});
afterEach(async () => {
  await platform.close();
});

function open(gameType: GameType, path: string, options: Omit<Parameters<typeof renderGames>[1], 'platform'> = {}) {
  const route = path.split('?')[0] ?? path;
  return renderGames(<GameCategoryScreen gameType={gameType} path={route} />, { platform, path, ...options });
}

const pageButtons = () =>
  within(screen.getByTestId('game-list-pager'))
    .getAllByRole('button')
    .map((button) => button.textContent || button.getAttribute('aria-label'));

describe('GameCategoryScreen', () => {
  it('asks for the first 20 games of the type and shows the page control with 5 pages and one at each end', async () => {
    open('RNG', '/rng');
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(PAGE_SIZE_GAMES));
    const asked = platform.requestsFor(getGameList)[0]?.query;
    expect(Object.fromEntries(asked ?? [])).toMatchObject({ gameType: 'RNG', pageNo: '1', pageSize: '20', clientType: '3', language: 'en' });
    expect(asked?.get('vassalage')).toBeNull();
    expect(pageButtons()).toEqual(['Previous page', '1', '2', '3', '4', '5', '21', 'Next page']);
    expect(screen.getByTestId('game-list-count').textContent).toBe('420 games');
  });

  it('keeps the page in the address and moves to the page asked for', async () => {
    const { record } = open('RNG', '/rng?page=10');
    await waitFor(() => expect(screen.getAllByTestId('game-card')[0]?.dataset.nodeId).toBe('jds-game-181'));
    expect(pageButtons()).toEqual(['Previous page', '1', '8', '9', '10', '11', '12', '21', 'Next page']);
    expect(within(screen.getByTestId('game-list-pager')).getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(screen.getByTestId('game-list-pager')).getByRole('button', { name: 'Page 11' }));
    await waitFor(() => expect(record.search).toBe('?page=11'));
    await waitFor(() => expect(screen.getAllByTestId('game-card')[0]?.dataset.nodeId).toBe('jds-game-201'));
    expect(platform.requestsFor(getGameList).at(-1)?.query.get('pageNo')).toBe('11');
  });

  it('shows the last page for a page past the end', async () => {
    const { record } = open('RNG', '/rng?page=99');
    await waitFor(() => expect(record.search).toBe('?page=21'));
  });

  it('narrows to one vendor from its tab, which starts again at page 1', async () => {
    const { record } = open('RNG', '/rng?page=3');
    const tabs = await screen.findByTestId('vendor-filter');
    fireEvent.click(within(tabs).getByRole('link', { name: 'Spinworks' }));
    await waitFor(() => expect(record.search).toBe('?vassalage=SPW'));
    await waitFor(() => expect(platform.requestsFor(getGameList).at(-1)?.query.get('vassalage')).toBe('SPW'));
    expect(platform.requestsFor(getGameList).at(-1)?.query.get('pageNo')).toBe('1');
    expect(within(tabs).getByRole('link', { name: 'Spinworks' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows each vendor in the filter as its logo, named by the vendor, after the all-vendors entry', async () => {
    open('RNG', '/rng?vassalage=SPW');
    const filter = await screen.findByRole('navigation', { name: 'Providers' });
    expect(within(filter).getAllByRole('link').map((link) => link.textContent)).toEqual(['All', 'Jade Dragon Slots', 'Spinworks']);
    expect(within(filter).getByRole('link', { name: 'All' }).querySelector('img')).toBeNull();
    const spinworks = within(filter).getByRole('link', { name: 'Spinworks' });
    expect(spinworks.getAttribute('aria-current')).toBe('page');
    const logo = spinworks.querySelector('img');
    expect(logo?.getAttribute('src')).toBe('/art/vendor/spw.svg');
    // The filter is on the first screen, so its logos load at once; the name beside each names the link.
    expect(['alt', 'width', 'height', 'loading', 'decoding'].map((name) => logo?.getAttribute(name))).toEqual(['', '100', '40', 'eager', 'async']);
    expect(within(filter).getByRole('link', { name: 'Jade Dragon Slots' }).querySelector('img')?.getAttribute('src')).toBe('/art/vendor/jds.svg');
  });

  it('shows list items with heart, vendor, hot label, name, art and play, and tiles with art and play now', async () => {
    const { record } = open('SPORTS', '/sports');
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(PAGE_SIZE_GAMES));
    const item = screen.getAllByTestId('game-card')[0] as HTMLElement;
    expect(item.dataset.view).toBe('list');
    expect(within(item).getByTestId('game-card-favourite')).toBeTruthy();
    expect(within(item).getByTestId('game-card-vendor').textContent).toBe('StadiumBet');
    expect(within(item).getByTestId('game-card-hot').textContent).toBe('HOT');
    expect(within(screen.getAllByTestId('game-card')[1] as HTMLElement).queryByTestId('game-card-hot')).toBeNull();
    expect(within(item).getByTestId('game-card-play')).toBeTruthy();
    expect(within(item).getByText('Game 1')).toBeTruthy();
    expect(item.querySelector('img')?.getAttribute('width')).toBe('320');

    fireEvent.click(screen.getByTestId('game-view-tile'));
    await waitFor(() => expect(record.search).toBe('?view=tile'));
    const tile = screen.getAllByTestId('game-card')[0] as HTMLElement;
    expect(tile.dataset.view).toBe('tile');
    expect(within(tile).getByTestId('game-card-play').textContent).toBe('Play now');
    expect(within(tile).queryByTestId('game-card-favourite')).toBeNull();
    expect(within(tile).getByRole('img', { name: 'Game 1' })).toBeTruthy();
    expect(screen.getByTestId('game-view-tile').getAttribute('aria-pressed')).toBe('true');
  });

  it('leaves the play-now button off slot tiles, which still play from their art', async () => {
    const { record } = open('RNG', '/rng?view=tile', { token: 'tok' });
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(PAGE_SIZE_GAMES));
    const tile = screen.getAllByTestId('game-card')[0] as HTMLElement;
    expect(tile.dataset.view).toBe('tile');
    expect(within(tile).queryByTestId('game-card-play')).toBeNull();
    fireEvent.click(within(tile).getByRole('button', { name: 'Play Game 1 by Jade Dragon Slots' }));
    await waitFor(() => expect(record.pathname).toBe('/seamless'));
  });

  it('keeps the tile view on the vendor tabs and speaks Bengali', async () => {
    open('RNG', '/rng?view=tile', { language: 'bn' });
    const tabs = await screen.findByTestId('vendor-filter');
    expect(within(tabs).getByRole('link', { name: 'Spinworks' }).getAttribute('href')).toBe('/rng?vassalage=SPW&view=tile');
    expect(within(tabs).getByRole('link', { name: 'সব' }).getAttribute('href')).toBe('/rng?view=tile');
    await waitFor(() => expect(screen.getByTestId('game-list-count').textContent).toBe('৪২০টি গেম'));
    expect(screen.getByRole('button', { name: 'টাইল' }).getAttribute('aria-pressed')).toBe('true');
    expect(platform.requestsFor(getGameList)[0]?.query.get('language')).toBe('bn');
  });

  it('says plainly when a vendor has no games', async () => {
    platform.answer(getGameList, () => ({ value: gamePage([]) }));
    open('FISH', '/fish');
    expect((await screen.findByTestId('game-category-empty')).textContent).toContain('No games from this provider yet.');
    expect(screen.queryByTestId('game-list-pager')).toBeNull();
  });
});
