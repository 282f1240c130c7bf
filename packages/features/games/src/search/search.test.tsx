import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { searchGames } from '@croupier/contract';
import { PAGE_SIZE_GAMES } from '@croupier/domain';
import { HomeScreen } from '../home/home-screen';
import { answerHomeCalls, card, cards, gamePage } from '../../testing/fixtures';
import { renderGames } from '../../testing/render-games';
import { SEARCH_DEBOUNCE_MS } from './search-term';

let platform: StubPlatform;
beforeEach(async () => {
  platform = await startStubPlatform();
  answerHomeCalls(platform);
  platform.answer(searchGames, (request) => {
    const q = request.query.get('q') ?? '';
    const pageNo = Number(request.query.get('pageNo') ?? '1');
    if (q === 'zzz') return { value: gamePage([]) };
    if (q === 'ড্রাগন') return { value: gamePage([card('RNG', 'JDS', 'ড্রাগন ফিশিং')]) };
    return { value: gamePage(cards('RNG', 'JDS', PAGE_SIZE_GAMES, 'Dragon', (pageNo - 1) * PAGE_SIZE_GAMES + 1), pageNo, PAGE_SIZE_GAMES, 45) };
  });
});
afterEach(async () => {
  vi.useRealTimers();
  await platform.close();
});

const type = (text: string) => fireEvent.change(screen.getByTestId('search-input'), { target: { value: text } });

describe('game search', () => {
  it('waits for typing to pause, then searches once for what was typed last', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { record } = renderGames(<HomeScreen />, { platform });
    await screen.findByTestId('search-input');
    type('dr');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    type('dra');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(record.search).toBe('');
    expect(screen.queryByTestId('search-results')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(record.search).toBe('?q=dra');
    vi.useRealTimers();
    const results = await screen.findByTestId('search-results');
    await waitFor(() => expect(within(results).getAllByTestId('game-card')).toHaveLength(PAGE_SIZE_GAMES));
    expect(platform.requestsFor(searchGames).map((request) => request.query.get('q'))).toEqual(['dra']);
    // The results take the place of the home sections until the search is cleared.
    expect(screen.queryByTestId('home-hot-games')).toBeNull();
  });

  it('does not search for a single character, and says why', async () => {
    const { record } = renderGames(<HomeScreen />, { platform });
    await screen.findByTestId('search-input');
    type(' d ');
    expect(await screen.findByText('Type at least 2 characters to search.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100));
    expect(record.search).toBe('');
    expect(platform.requestsFor(searchGames)).toHaveLength(0);
    expect(screen.getByTestId('home-page').textContent).not.toContain('Results for');
  });

  it('pages through the results with the page in the address, and brings the page back when cleared', async () => {
    const { record } = renderGames(<HomeScreen />, { platform });
    await screen.findByTestId('search-input');
    type('Dragon');
    const results = await screen.findByTestId('search-results');
    await waitFor(() => expect(within(results).getByTestId('search-count').textContent).toBe('45 games found'));
    fireEvent.click(within(screen.getByTestId('game-list-pager')).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(record.search).toBe('?q=Dragon&page=3'));
    await waitFor(() => expect(platform.requestsFor(searchGames).at(-1)?.query.get('pageNo')).toBe('3'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(record.search).toBe(''));
    expect(await screen.findByTestId('home-hot-games')).toBeTruthy();
  });

  it('opens with the search in the address and says clearly when nothing matches', async () => {
    renderGames(<HomeScreen />, { platform, path: '/?q=zzz' });
    const empty = await screen.findByTestId('search-empty');
    expect(empty.textContent).toContain('No games match “zzz”');
    expect((screen.getByTestId('search-input') as HTMLInputElement).value).toBe('zzz');
    fireEvent.click(within(empty).getByTestId('search-clear'));
    await waitFor(() => expect(screen.queryByTestId('search-results')).toBeNull());
  });

  it('searches Bengali names for a Bengali reader, in Bengali', async () => {
    renderGames(<HomeScreen />, { platform, language: 'bn' });
    await screen.findByTestId('search-input');
    expect(screen.getByRole('searchbox', { name: 'গেম খুঁজুন' })).toBeTruthy();
    type('ড্রাগন');
    const results = await screen.findByTestId('search-results');
    await waitFor(() => expect(within(results).getByText('ড্রাগন ফিশিং')).toBeTruthy());
    expect(within(results).getByRole('heading', { name: '“ড্রাগন”-এর ফলাফল' })).toBeTruthy();
    expect(within(results).getByTestId('search-count').textContent).toBe('১টি গেম পাওয়া গেছে');
    const asked = platform.requestsFor(searchGames)[0]?.query;
    expect(asked?.get('q')).toBe('ড্রাগন');
    expect(asked?.get('language')).toBe('bn');
  });
});
