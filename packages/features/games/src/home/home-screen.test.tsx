import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { getGameList, getGameMenus, getGameVendors, getHotGames } from '@croupier/contract';
import { HOME_VENDOR_ROW_LIMIT } from '@croupier/domain';
import { answerHomeCalls, sampleCategories } from '../../testing/fixtures';
import { renderGames } from '../../testing/render-games';
import { HomeScreen } from './home-screen';
import { hotColumnsFor } from './hot-games';

let platform: StubPlatform;
beforeEach(async () => {
  platform = await startStubPlatform();
  answerHomeCalls(platform);
});
afterEach(async () => {
  await platform.close();
});

/** The home sections in the order they are on the page. */
function sectionOrder(): string[] {
  return [...screen.getByTestId('home-page').querySelectorAll<HTMLElement>('[data-testid="home-hot-games"], [data-testid="home-winner-board"], [data-testid^="home-category-"]')].map(
    (element) => element.dataset.testid ?? '',
  );
}

async function categorySection(gameType: string) {
  const section = await screen.findByTestId(`home-category-${gameType}`);
  await waitFor(() => expect(within(section).getAllByTestId('game-card').length).toBeGreaterThan(0));
  return section;
}

describe('HomeScreen', () => {
  it('shows notices, banners, hot games, the winner boards and the category sections in the spec order, in Bengali', async () => {
    renderGames(<HomeScreen />, { platform, language: 'bn' });
    const hot = await screen.findByTestId('home-hot-games');
    await waitFor(() => expect(within(hot).getAllByTestId('game-card')).toHaveLength(3));
    expect(within(hot).getByText('জনপ্রিয় গেম')).toBeTruthy();
    expect(within(hot).getAllByText('হট')).toHaveLength(3);
    expect(screen.getByTestId('home-notices').textContent).toContain('Deposits in two minutes');
    expect(within(screen.getByTestId('home-banners')).getByText('Welcome bonus')).toBeTruthy();
    await categorySection('COCKFIGHT');
    expect(sectionOrder()).toEqual([
      'home-hot-games',
      'home-winner-board',
      'home-category-BGS',
      'home-category-RNG',
      'home-category-LIVE',
      'home-category-FISH',
      'home-category-PVP',
      'home-category-SPORTS',
      'home-category-ESPORTS',
      'home-category-COCKFIGHT',
    ]);
    expect(within(screen.getByTestId('home-category-RNG')).getByRole('heading', { name: 'স্লট' })).toBeTruthy();
    for (const call of [getGameMenus, getHotGames, getGameVendors, getGameList]) expect(platform.requestsFor(call)[0]?.query.get('language')).toBe('bn');
  });

  it('leaves e-sports out while the menus do not list it', async () => {
    platform.answer(getGameMenus, () => ({ value: { categories: sampleCategories().filter((category) => category.gameType !== 'ESPORTS') } }));
    renderGames(<HomeScreen />, { platform });
    await categorySection('COCKFIGHT');
    expect(screen.queryByTestId('home-category-ESPORTS')).toBeNull();
    expect(screen.getByTestId('home-category-SPORTS')).toBeTruthy();
  });

  it('shows the jackpot games once each and the first 9 biggest wins with 2-decimal prizes', async () => {
    renderGames(<HomeScreen />, { platform });
    const board = await screen.findByTestId('home-winner-board');
    const wins = await within(board).findAllByTestId('biggest-win');
    expect(wins).toHaveLength(9);
    expect(within(wins[0] as HTMLElement).getByTestId('biggest-win-player').textContent).toBe('pl***1');
    expect(within(wins[0] as HTMLElement).getByTestId('biggest-win-game').textContent).toBe('Golden Dragon');
    expect(within(wins[0] as HTMLElement).getByTestId('biggest-win-amount').textContent).toBe('৳1,234,567.89');
    expect(within(wins[8] as HTMLElement).getByTestId('biggest-win-amount').textContent).toBe('৳1,154,567.89');
    const jackpot = within(board).getByTestId('home-jackpot-games');
    expect(within(jackpot).getAllByTestId('game-card').map((card) => card.dataset.nodeId)).toEqual(['jds-golden-dragon', 'spw-sweet-cascade', 'och-mega-fishing', 'jds-lucky-koi']);
  });

  it('writes the prizes in Bengali digits for Bengali readers', async () => {
    renderGames(<HomeScreen />, { platform, language: 'bn' });
    const amounts = await screen.findAllByTestId('biggest-win-amount');
    expect(amounts[0]?.textContent).toBe('৳১২,৩৪,৫৬৭.৮৯');
  });

  it('caps a vendor row at 12 games in pairs, with a more link to the vendor tab and arrows when the vendor has more', async () => {
    renderGames(<HomeScreen />, { platform });
    const slots = await categorySection('RNG');
    const row = within(slots).getByTestId('vendor-row');
    expect(within(row).getAllByTestId('game-card')).toHaveLength(HOME_VENDOR_ROW_LIMIT);
    const columns = [...row.querySelectorAll('ul > li')].filter((column) => column.querySelector('[data-testid="game-card"]'));
    expect(columns.map((column) => column.querySelectorAll('[data-testid="game-card"]').length)).toEqual([2, 2, 2, 2, 2, 2]);
    expect(within(row).getByTestId('vendor-row-more').getAttribute('href')).toBe('/rng?vassalage=JDS');
    expect(within(row).getByTestId('vendor-row-more-tile').getAttribute('href')).toBe('/rng?vassalage=JDS');
    expect(within(row).getByTestId('vendor-row-prev')).toBeTruthy();
    expect(within(row).getByTestId('vendor-row-next')).toBeTruthy();
    const asked = platform.requestsFor(getGameList).find((request) => request.query.get('vassalage') === 'JDS');
    expect(asked?.query.get('pageSize')).toBe('12');
    expect(asked?.query.get('gameType')).toBe('RNG');
  });

  it('shows each vendor of a section as a tab whose face is its logo, named by the vendor, in Bengali too', async () => {
    renderGames(<HomeScreen />, { platform, language: 'bn' });
    const slots = await categorySection('RNG');
    const tabs = within(slots).getByRole('group', { name: 'স্লট-এর প্রদানকারী' });
    expect(within(tabs).getByRole('button', { name: 'Jade Dragon Slots', pressed: true })).toBeTruthy();
    const spinworks = within(tabs).getByRole('button', { name: 'Spinworks', pressed: false });
    const logo = spinworks.querySelector('img');
    expect(logo?.getAttribute('src')).toBe('/vendor/SPW.svg');
    // The name beside it is the tab's name, so the logo itself is not read out twice.
    expect(['alt', 'width', 'height', 'loading', 'decoding'].map((name) => logo?.getAttribute(name))).toEqual(['', '100', '40', 'lazy', 'async']);
    expect([...tabs.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual(['/vendor/JDS.svg', '/vendor/SPW.svg']);
  });

  it('switches a section to another vendor, whose 12 games need no more link or arrows', async () => {
    renderGames(<HomeScreen />, { platform });
    const slots = await categorySection('RNG');
    const tabs = within(slots).getAllByTestId('vendor-tab');
    expect(tabs.map((tab) => tab.dataset.vassalage)).toEqual(['JDS', 'SPW']);
    expect(tabs[0]?.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(tabs[1] as HTMLElement);
    await waitFor(() => expect(slots.dataset.vassalage).toBe('SPW'));
    await waitFor(() => expect(within(slots).getAllByTestId('game-card')[0]?.dataset.nodeId).toBe('spw-spw-game-1'));
    expect(within(slots).getAllByTestId('game-card')).toHaveLength(12);
    expect(within(slots).queryByTestId('vendor-row-more')).toBeNull();
    expect(within(slots).queryByTestId('vendor-row-next')).toBeNull();
  });

  it('sends a game centre row with more games to the centre itself', async () => {
    renderGames(<HomeScreen />, { platform });
    const sports = await categorySection('SPORTS');
    expect(within(sports).getByTestId('vendor-row-more').getAttribute('href')).toBe('/sports');
    const live = await categorySection('LIVE');
    expect(within(live).queryByTestId('vendor-row-more')).toBeNull();
  });

  it('keeps hot games and vendor lanes for the tab: a reload shows them before the server answers', async () => {
    const first = renderGames(<HomeScreen />, { platform });
    await waitFor(() => expect(within(screen.getByTestId('home-hot-games')).getAllByTestId('game-card')).toHaveLength(3));
    await screen.findByTestId('home-category-RNG');
    expect(window.sessionStorage.getItem('croupier.games.getHotGames.SHONALI.en')).toContain('Thunder Roulette');
    expect(window.sessionStorage.getItem('croupier.games.getGameVendors.SHONALI.en')).toContain('Jade Dragon Slots');
    first.unmount();

    // The server now holds every answer: whatever shows came from the tab's storage.
    platform.answer(getHotGames, () => new Promise(() => undefined));
    platform.answer(getGameVendors, () => new Promise(() => undefined));
    const hotRequests = platform.requestsFor(getHotGames).length;
    renderGames(<HomeScreen />, { platform });
    expect(within(screen.getByTestId('home-hot-games')).getAllByTestId('game-card')).toHaveLength(3);
    expect(screen.getByTestId('home-category-RNG')).toBeTruthy();
    expect(screen.queryByTestId('home-games-loading')).toBeNull();
    // Fresh enough: the reload did not even ask again.
    expect(platform.requestsFor(getHotGames)).toHaveLength(hotRequests);
  });

  it('asks again when the language changes, even with the other language kept', async () => {
    const { i18n } = renderGames(<HomeScreen />, { platform, language: 'bn' });
    await waitFor(() => expect(within(screen.getByTestId('home-hot-games')).getAllByTestId('game-card')).toHaveLength(3));
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    await waitFor(() => expect(platform.requestsFor(getHotGames).map((request) => request.query.get('language'))).toEqual(['bn', 'en']));
    await waitFor(() => expect(platform.requestsFor(getGameVendors).map((request) => request.query.get('language'))).toEqual(['bn', 'en']));
    expect(within(screen.getByTestId('home-hot-games')).getByText('Hot games')).toBeTruthy();
    await waitFor(() => expect(window.sessionStorage.getItem('croupier.games.getHotGames.SHONALI.en')).not.toBeNull());
    await act(async () => {
      await i18n.changeLanguage('bn');
    });
    // Bengali was fetched a moment ago and is kept, yet a change of language always asks anew.
    await waitFor(() => expect(platform.requestsFor(getHotGames).map((request) => request.query.get('language'))).toEqual(['bn', 'en', 'bn']));
  });

  it('ignores a kept answer that no longer fits the contract', async () => {
    window.sessionStorage.setItem('croupier.games.getHotGames.SHONALI.en', JSON.stringify({ savedAt: Date.now(), value: { games: [{ nodeId: 1 }] } }));
    renderGames(<HomeScreen />, { platform });
    await waitFor(() => expect(within(screen.getByTestId('home-hot-games')).getAllByTestId('game-card')).toHaveLength(3));
    expect(platform.requestsFor(getHotGames)).toHaveLength(1);
  });

  it('shows a translated error with a retry when the vendor lanes fail', async () => {
    let calls = 0;
    platform.answer(getGameVendors, () => {
      calls += 1;
      return calls === 1 ? { failure: { code: 'RATE_LIMITED', message: 'slow down', status: 429 } } : { value: { data: { lanes: [] } } };
    });
    renderGames(<HomeScreen />, { platform });
    const error = await screen.findByTestId('home-games-error');
    expect(error.textContent).toContain('Could not load this section.');
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('home-games-empty')).toBeTruthy();
  });
});

describe('hotColumnsFor', () => {
  it('draws three columns of hot games on a phone and six on wider screens', () => {
    expect(hotColumnsFor((query) => ({ matches: query === '(max-width: 479px)' }))).toBe(3);
    expect(hotColumnsFor(() => ({ matches: false }))).toBe(6);
    expect(hotColumnsFor(undefined)).toBe(6);
  });
});
