import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { addFavouriteGame, getFavouriteGames, getGameList, removeFavouriteGame, type GameCard } from '@croupier/contract';
import { THROTTLE_MS } from '@croupier/domain';
import { GameCategoryScreen } from '../category/game-category-screen';
import { answerHomeCalls, card, gamePage } from '../../testing/fixtures';
import { renderGames } from '../../testing/render-games';
import { FavouritesScreen } from './favourites-screen';

const dragon = card('RNG', 'JDS', 'Golden Dragon');
const koi = card('RNG', 'JDS', 'Lucky Koi');
const cascade = card('RNG', 'SPW', 'Sweet Cascade');

let platform: StubPlatform;
let kept: GameCard[];
beforeEach(async () => {
  platform = await startStubPlatform();
  answerHomeCalls(platform);
  kept = [koi];
  platform.answer(getGameList, () => ({ value: gamePage([dragon, koi, cascade]) }));
  platform.answer(getFavouriteGames, () => ({ value: { content: kept, pageNum: 1, totalPages: 1 } }));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await platform.close();
});

type Outcome = { value: { nodeId: string; favourite: boolean } } | { failure: { code: 'FAVOURITES_FULL' | 'INTERNAL'; message: string } };

/**
 * Holds every favourite change until released, then answers it as the platform would (or with the
 * failure given), so a test sees what the screen shows while the server has not answered yet.
 */
function holdFavouriteChanges(failures: { add?: Outcome; remove?: Outcome } = {}) {
  const releases: (() => void)[] = [];
  const answer = (favourite: boolean, failure: Outcome | undefined) => (request: { body: unknown }) =>
    new Promise<Outcome>((resolve) => {
      releases.push(() => resolve(failure ?? { value: { nodeId: (request.body as { nodeId: string }).nodeId, favourite } }));
    });
  platform.answer(addFavouriteGame, answer(true, failures.add));
  platform.answer(removeFavouriteGame, answer(false, failures.remove));
  return () => releases.splice(0).forEach((release) => release());
}

const pressed = (nodeId: string) => heartOf(nodeId).getAttribute('aria-pressed');

function heartOf(nodeId: string): HTMLElement {
  const cardElement = screen.getAllByTestId('game-card').find((element) => element.dataset.nodeId === nodeId);
  if (!cardElement) throw new Error(`no card ${nodeId}`);
  return within(cardElement).getByTestId('game-card-favourite');
}

async function openSlots(options: Parameters<typeof renderGames>[1]) {
  const view = renderGames(<GameCategoryScreen gameType="RNG" path="/rng" />, { path: '/rng', ...options });
  await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(3));
  return view;
}

describe('favourite toggle', () => {
  it('marks the member favourites on the cards from the favourites list', async () => {
    await openSlots({ platform, token: 'tok' });
    await waitFor(() => expect(pressed(koi.nodeId)).toBe('true'));
    expect(heartOf(dragon.nodeId).getAttribute('aria-pressed')).toBe('false');
    expect(heartOf(dragon.nodeId).getAttribute('aria-label')).toBe('Add Golden Dragon to favourites');
    const asked = platform.requestsFor(getFavouriteGames)[0];
    expect(asked?.query.get('pageSize')).toBe('999');
    expect(asked?.headers.authorization).toBe('Bearer tok');
  });

  it('changes the heart and the list at once, before the server answers, and tells the server with nodeId, vendor and type', async () => {
    const release = holdFavouriteChanges();
    const { queryClient } = await openSlots({ platform, token: 'tok' });
    await waitFor(() => expect(pressed(koi.nodeId)).toBe('true'));
    fireEvent.click(heartOf(dragon.nodeId));
    // The list changes in the same moment as the tap; the heart follows on the next render.
    const lists = queryClient.getQueriesData<{ content: GameCard[] }>({ queryKey: ['getFavouriteGames', 'tok'] });
    expect(lists[0]?.[1]?.content.map((game) => game.nodeId)).toEqual([dragon.nodeId, koi.nodeId]);
    await waitFor(() => expect(pressed(dragon.nodeId)).toBe('true'));
    await waitFor(() => expect(platform.requestsFor(addFavouriteGame)).toHaveLength(1));
    expect(platform.requestsFor(addFavouriteGame)[0]?.body).toEqual({ nodeId: dragon.nodeId, vendor: 'JDS', gameType: 'RNG' });

    fireEvent.click(heartOf(koi.nodeId));
    await waitFor(() => expect(pressed(koi.nodeId)).toBe('false'));
    await waitFor(() => expect(platform.requestsFor(removeFavouriteGame)[0]?.body).toEqual({ nodeId: koi.nodeId, vendor: 'JDS', gameType: 'RNG' }));
    // Both changes were on screen while the server had answered neither.
    expect(pressed(dragon.nodeId)).toBe('true');
    release();
    await waitFor(() => expect(platform.requestsFor(removeFavouriteGame)).toHaveLength(1));
    expect(pressed(koi.nodeId)).toBe('false');
    expect(pressed(dragon.nodeId)).toBe('true');
  });

  it('lets one toggle per game through each second and drops the taps in between', async () => {
    holdFavouriteChanges();
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    await openSlots({ platform, token: 'tok' });
    await waitFor(() => expect(pressed(koi.nodeId)).toBe('true'));
    fireEvent.click(heartOf(dragon.nodeId));
    fireEvent.click(heartOf(dragon.nodeId));
    await waitFor(() => expect(pressed(dragon.nodeId)).toBe('true'));
    now += THROTTLE_MS - 1;
    fireEvent.click(heartOf(dragon.nodeId));
    // Another game has its own second.
    fireEvent.click(heartOf(cascade.nodeId));
    await waitFor(() => expect(pressed(cascade.nodeId)).toBe('true'));
    expect(pressed(dragon.nodeId)).toBe('true');
    await waitFor(() => expect(platform.requestsFor(addFavouriteGame)).toHaveLength(2));
    expect(platform.requestsFor(removeFavouriteGame)).toHaveLength(0);
    now += 1;
    fireEvent.click(heartOf(dragon.nodeId));
    await waitFor(() => expect(pressed(dragon.nodeId)).toBe('false'));
    await waitFor(() => expect(platform.requestsFor(removeFavouriteGame)).toHaveLength(1));
    expect(platform.requestsFor(addFavouriteGame)).toHaveLength(2);
  });

  it('puts the heart and the list back and says why when the server refuses', async () => {
    const release = holdFavouriteChanges({
      add: { failure: { code: 'FAVOURITES_FULL', message: 'full' } },
      remove: { failure: { code: 'INTERNAL', message: 'boom' } },
    });
    const { record, queryClient } = await openSlots({ platform, token: 'tok' });
    await waitFor(() => expect(pressed(koi.nodeId)).toBe('true'));
    fireEvent.click(heartOf(dragon.nodeId));
    await waitFor(() => expect(pressed(dragon.nodeId)).toBe('true'));
    await waitFor(() => expect(platform.requestsFor(addFavouriteGame)).toHaveLength(1));
    release();
    await waitFor(() => expect(pressed(dragon.nodeId)).toBe('false'));
    expect(record.notices).toEqual(['You can keep up to 999 favourite games. Remove one to add another.']);

    fireEvent.click(heartOf(koi.nodeId));
    await waitFor(() => expect(pressed(koi.nodeId)).toBe('false'));
    await waitFor(() => expect(platform.requestsFor(removeFavouriteGame)).toHaveLength(1));
    release();
    await waitFor(() => expect(pressed(koi.nodeId)).toBe('true'));
    expect(record.notices[1]).toBe('Lucky Koi could not be removed from your favourites. Please try again.');
    const lists = queryClient.getQueriesData<{ content: GameCard[] }>({ queryKey: ['getFavouriteGames', 'tok'] });
    expect(lists[0]?.[1]?.content.map((game) => game.nodeId)).toEqual([koi.nodeId]);
  });

  it('says so in Bengali for a Bengali reader', async () => {
    platform.answer(addFavouriteGame, () => ({ failure: { code: 'FAVOURITES_FULL', message: 'full' } }));
    const { record } = await openSlots({ platform, token: 'tok', language: 'bn' });
    await waitFor(() => expect(pressed(koi.nodeId)).toBe('true'));
    fireEvent.click(heartOf(dragon.nodeId));
    await waitFor(() => expect(record.notices).toEqual(['সর্বোচ্চ ৯৯৯টি প্রিয় গেম রাখা যায়। আরেকটি যোগ করতে একটি সরান।']));
  });

  it('gives a guest the login popup instead, and never asks the server for a list', async () => {
    const { record } = await openSlots({ platform });
    fireEvent.click(heartOf(dragon.nodeId));
    expect(record.logins).toBe(1);
    expect(pressed(dragon.nodeId)).toBe('false');
    expect(record.pathname).toBe('/rng');
    expect(platform.requestsFor(getFavouriteGames)).toHaveLength(0);
    expect(platform.requestsFor(addFavouriteGame)).toHaveLength(0);
  });

  it('gives a trial player the true-account notice, and keeps no list for them', async () => {
    const { record } = await openSlots({ platform, token: 'tok', role: 'trial' });
    fireEvent.click(heartOf(dragon.nodeId));
    expect(record.trialWarnings).toBe(1);
    expect(platform.requestsFor(getFavouriteGames)).toHaveLength(0);
    expect(platform.requestsFor(addFavouriteGame)).toHaveLength(0);
  });

  it('does not play the game when the heart is tapped', async () => {
    holdFavouriteChanges();
    const { record } = await openSlots({ platform, token: 'tok' });
    fireEvent.click(heartOf(dragon.nodeId));
    expect(record.pathname).toBe('/rng');
  });
});

describe('FavouritesScreen', () => {
  it('lists the favourites and drops one from the list the moment its heart is tapped', async () => {
    holdFavouriteChanges();
    kept = [koi, dragon];
    renderGames(<FavouritesScreen />, { platform, token: 'tok' });
    const list = await screen.findByTestId('favourites-list');
    expect(within(list).getAllByTestId('game-card').map((element) => element.dataset.nodeId)).toEqual([koi.nodeId, dragon.nodeId]);
    expect(screen.getByTestId('favourites-page').textContent).toContain('2 games');
    fireEvent.click(heartOf(koi.nodeId));
    // The server is still holding the removal: the list changed on the tap alone.
    await waitFor(() =>
      expect(within(screen.getByTestId('favourites-list')).getAllByTestId('game-card').map((element) => element.dataset.nodeId)).toEqual([dragon.nodeId]),
    );
    await waitFor(() => expect(platform.requestsFor(removeFavouriteGame)).toHaveLength(1));
  });

  it('says plainly when there are none, in both languages', async () => {
    kept = [];
    const english = renderGames(<FavouritesScreen />, { platform, token: 'tok' });
    expect((await screen.findByTestId('favourites-empty')).textContent).toContain('No favourites yet');
    expect(screen.getByTestId('browse-games').getAttribute('href')).toBe('/');
    english.unmount();
    renderGames(<FavouritesScreen />, { platform, token: 'tok', language: 'bn' });
    expect((await screen.findByTestId('favourites-empty')).textContent).toContain('এখনো কোনো প্রিয় গেম নেই');
  });
});
