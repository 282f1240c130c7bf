import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { getGameList, getRecentGames, getRoomList, launchGame, type GameCard } from '@croupier/contract';
import { GameCategoryScreen } from '../category/game-category-screen';
import { RecentScreen } from '../recent/recent-screen';
import { answerHomeCalls, card, gamePage, room } from '../../testing/fixtures';
import { renderGames } from '../../testing/render-games';
import { LAUNCH_FRESH_MS, type WalletGateProps } from './game-page-screen';
import { RoomsPopup } from './rooms-popup';

const dragon = card('RNG', 'JDS', 'Golden Dragon');
const roulette = card('LIVE', 'EVL', 'Thunder Roulette');
const keno = card('ELOTT', 'KNO', 'Keno Rush');
const cascade = card('RNG', 'SPW', 'Sweet Cascade');

let platform: StubPlatform;
beforeEach(async () => {
  platform = await startStubPlatform();
  answerHomeCalls(platform);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await platform.close();
});

async function openList(gameType: GameCard['gameType'], path: string, games: GameCard[], options: Omit<Parameters<typeof renderGames>[1], 'platform'> = {}) {
  platform.answer(getGameList, () => ({ value: gamePage(games) }));
  const view = renderGames(<GameCategoryScreen gameType={gameType} path={path} />, { platform, path, ...options });
  await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(games.length));
  return view;
}

const playOf = (index = 0) => within(screen.getAllByTestId('game-card')[index] as HTMLElement).getByTestId('game-card-play');

describe('playing a game from a card', () => {
  it('gives a guest the login popup on the same page', async () => {
    const { record } = await openList('RNG', '/rng', [dragon]);
    fireEvent.click(playOf());
    expect(record.logins).toBe(1);
    expect(record.pathname).toBe('/rng');
  });

  it('gives a trial player the true-account notice', async () => {
    const { record } = await openList('RNG', '/rng', [dragon], { token: 'tok', role: 'trial' });
    fireEvent.click(playOf());
    expect(record.trialWarnings).toBe(1);
    expect(record.pathname).toBe('/rng');
  });

  it('takes a member to the game page with the game, type and vendor, and remembers where they came from', async () => {
    const { record } = await openList('RNG', '/rng', [dragon], { token: 'tok', path: '/rng?vassalage=JDS' });
    fireEvent.click(screen.getByTestId('game-card'));
    await waitFor(() => expect(record.pathname).toBe('/seamless'));
    expect(Object.fromEntries(new URLSearchParams(record.search))).toEqual({ game: dragon.nodeId, type: 'RNG', vendor: 'JDS' });
    expect(record.state).toEqual({ backUrl: '/rng?vassalage=JDS' });
  });

  it('opens the game popup with the tables of a live game instead', async () => {
    const { record } = await openList('LIVE', '/live', [roulette], { token: 'tok' });
    fireEvent.click(playOf());
    expect(record.rooms.map((game) => game.nodeId)).toEqual([roulette.nodeId]);
    expect(record.pathname).toBe('/live');
  });

  it('hands a lottery game the prize mode the menus call for', async () => {
    // The sample menus hold a TCG_LOTTO_VN card under ELOTT: SPEC §4 makes that ELOTT.
    const { record } = await openList('ELOTT', '/elott', [keno], { token: 'tok' });
    fireEvent.click(playOf());
    await waitFor(() => expect(record.pathname).toBe('/seamless'));
    expect(new URLSearchParams(record.search).get('prizeMode')).toBe('ELOTT');
    expect(platform.requestsFor(getGameList)[0]?.query.get('prizeMode')).toBe('ELOTT');
  });
});

describe('the game page', () => {
  const path = `/seamless?game=${dragon.nodeId}&type=RNG&vendor=JDS`;

  it('asks for the launch with device, language and the way back, and fills the window with the game', async () => {
    platform.answer(launchGame, () => ({ value: { status: 'ready' as const, url: 'https://engine.example/play?t=one-time', game: dragon } }));
    const { record } = renderGames(<p>elsewhere</p>, { platform, token: 'tok', path, state: { backUrl: '/rng?vassalage=JDS' }, language: 'bn' });
    const frame = await screen.findByTestId('game-page-frame');
    expect(frame.getAttribute('src')).toBe('https://engine.example/play?t=one-time');
    expect(frame.getAttribute('title')).toBe('Golden Dragon');
    expect(platform.requestsFor(launchGame)).toHaveLength(1);
    expect(platform.requestsFor(launchGame)[0]?.body).toEqual({
      nodeId: dragon.nodeId,
      gameType: 'RNG',
      vendor: 'JDS',
      device: 'desktop',
      language: 'bn',
      backUrl: '/rng?vassalage=JDS',
    });
    fireEvent.click(screen.getByTestId('game-page-back'));
    await waitFor(() => expect(record.pathname).toBe('/rng'));
    expect(record.search).toBe('?vassalage=JDS');
  });

  it('opens a game the platform runs itself on its own page of the site, in the game page’s place', async () => {
    const dice = card('BGS', 'BGS', 'Dice');
    platform.answer(launchGame, () => ({ value: { status: 'ready' as const, url: '/bgs/dice', game: dice } }));
    const { record } = renderGames(<p>elsewhere</p>, { platform, token: 'tok', path: `/seamless?game=${dice.nodeId}&type=BGS&vendor=BGS` });
    await waitFor(() => expect(record.pathname).toBe('/bgs/dice'));
    expect(screen.queryByTestId('game-page-frame')).toBeNull();
  });

  it('launches for a phone on a narrow screen, at a table and with a prize mode when the address has them', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), addEventListener: () => {}, removeEventListener: () => {} }));
    platform.answer(launchGame, () => ({ value: { status: 'ready' as const, url: 'https://engine.example/live', game: roulette } }));
    renderGames(<p>elsewhere</p>, { platform, token: 'tok', path: `/seamless?game=${roulette.nodeId}&type=LIVE&vendor=EVL&room=t7&prizeMode=ELOTT` });
    await screen.findByTestId('game-page-frame');
    expect(platform.requestsFor(launchGame)[0]?.body).toMatchObject({ device: 'mobile', roomId: 't7', prizeMode: 'ELOTT', backUrl: '/' });
  });

  it('says a game is under maintenance and offers the suggested games to play instead', async () => {
    platform.answer(launchGame, () => ({ value: { status: 'maintenance' as const, game: dragon, suggestions: [cascade, card('RNG', 'SPW', 'Sun Temple')] } }));
    const { record } = renderGames(<p>elsewhere</p>, { platform, token: 'tok', path, state: { backUrl: '/rng' } });
    const notice = await screen.findByTestId('game-maintenance');
    expect(notice.textContent).toContain('Golden Dragon is under maintenance');
    expect(notice.textContent).toContain('Try one of the other games suggested below.');
    expect(screen.queryByTestId('game-page-frame')).toBeNull();
    const suggestions = screen.getByTestId('game-suggestions');
    expect(within(suggestions).getAllByTestId('game-card').map((element) => element.dataset.nodeId)).toEqual([cascade.nodeId, 'spw-sun-temple']);

    platform.answer(launchGame, () => ({ value: { status: 'ready' as const, url: 'https://engine.example/cascade', game: cascade } }));
    fireEvent.click(within(suggestions).getAllByTestId('game-card-play')[0] as HTMLElement);
    expect((await screen.findByTestId('game-page-frame')).getAttribute('src')).toBe('https://engine.example/cascade');
    expect(new URLSearchParams(record.search).get('game')).toBe(cascade.nodeId);
    // The suggestion still leads back to where the player first came from.
    expect(record.state).toEqual({ backUrl: '/rng' });
    expect(platform.requestsFor(launchGame)[1]?.body).toMatchObject({ nodeId: cascade.nodeId, backUrl: '/rng' });
  });

  it('says so in Bengali too', async () => {
    platform.answer(launchGame, () => ({ value: { status: 'maintenance' as const, game: dragon, suggestions: [] } }));
    renderGames(<p>elsewhere</p>, { platform, token: 'tok', path, language: 'bn' });
    expect((await screen.findByTestId('game-maintenance')).textContent).toContain('Golden Dragon রক্ষণাবেক্ষণে আছে');
    expect(screen.queryByTestId('game-suggestions')).toBeNull();
  });

  it('tells the player plainly when the game does not exist or the address is incomplete', async () => {
    platform.answer(launchGame, () => ({ failure: { code: 'GAME_NOT_FOUND', message: 'no' } }));
    const first = renderGames(<p>elsewhere</p>, { platform, token: 'tok', path });
    expect((await screen.findByTestId('game-page-not-found')).textContent).toContain('This game is not available.');
    first.unmount();
    renderGames(<p>elsewhere</p>, { platform, token: 'tok', path: '/seamless?game=x&type=NOPE&vendor=JDS' });
    expect(await screen.findByTestId('game-page-not-found')).toBeTruthy();
    expect(platform.requestsFor(launchGame)).toHaveLength(1);
  });

  it('refreshes the recent games once a game is ready', async () => {
    platform.answer(launchGame, () => ({ value: { status: 'ready' as const, url: 'https://engine.example/x', game: dragon } }));
    let recent: GameCard[] = [];
    platform.answer(getRecentGames, () => ({ value: { list: recent } }));
    const { queryClient } = renderGames(<RecentScreen />, { platform, token: 'tok', path: '/recent' });
    expect(await screen.findByTestId('recent-empty')).toBeTruthy();
    recent = [dragon];
    renderGames(<p>elsewhere</p>, { platform, token: 'tok', path, queryClient });
    await screen.findByTestId('game-page-frame');
    await waitFor(() => expect(screen.getByTestId('recent-list')).toBeTruthy());
  });
});

/** A stand-in for the wallet's transfer dialog: names the wallet, and opens the game when pressed. */
function StubGate({ wallet, gameName, onCancel, children }: WalletGateProps) {
  const [open, setOpen] = useState(false);
  if (open) return <>{children}</>;
  return (
    <div data-testid="stub-gate" data-wallet={wallet}>
      {gameName}
      <button onClick={() => setOpen(true)}>open</button>
      <button onClick={onCancel}>cancel</button>
    </div>
  );
}

describe('a game that plays from a wallet of its own', () => {
  const path = `/seamless?game=${dragon.nodeId}&type=RNG&vendor=JDS`;

  it('opens through the wallet gate, and back out of it to where the player came from', async () => {
    platform.answer(launchGame, () => ({ value: { status: 'ready' as const, url: 'https://engine.example/jds', game: dragon, wallet: 'JDS' } }));
    renderGames(<p>elsewhere</p>, { platform, token: 'tok', path, state: { backUrl: '/rng' }, walletGate: StubGate });
    const gate = await screen.findByTestId('stub-gate');
    expect(gate.dataset.wallet).toBe('JDS');
    expect(gate.textContent).toContain('Golden Dragon');
    expect(screen.queryByTestId('game-page-frame')).toBeNull();
    fireEvent.click(within(gate).getByText('open'));
    expect((await screen.findByTestId('game-page-frame')).getAttribute('src')).toBe('https://engine.example/jds');
    expect(platform.requestsFor(launchGame)).toHaveLength(1);
  });

  it('goes back when the player cancels at the gate', async () => {
    platform.answer(launchGame, () => ({ value: { status: 'ready' as const, url: 'https://engine.example/jds', game: dragon, wallet: 'JDS' } }));
    const { record } = renderGames(<p>elsewhere</p>, { platform, token: 'tok', path, state: { backUrl: '/rng' }, walletGate: StubGate });
    fireEvent.click(within(await screen.findByTestId('stub-gate')).getByText('cancel'));
    await waitFor(() => expect(record.pathname).toBe('/rng'));
  });

  it('asks for a fresh launch when the player took longer at the gate than a launch token lasts', async () => {
    let launches = 0;
    platform.answer(launchGame, () => ({ value: { status: 'ready' as const, url: `https://engine.example/jds?t=${(launches += 1)}`, game: dragon, wallet: 'JDS' } }));
    renderGames(<p>elsewhere</p>, { platform, token: 'tok', path, walletGate: StubGate });
    const gate = await screen.findByTestId('stub-gate');
    const later = Date.now() + LAUNCH_FRESH_MS + 1;
    vi.spyOn(Date, 'now').mockImplementation(() => later);
    try {
      fireEvent.click(within(gate).getByText('open'));
      await waitFor(() => expect(screen.getByTestId('game-page-frame').getAttribute('src')).toBe('https://engine.example/jds?t=2'));
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('opens at once when the game plays from the main wallet', async () => {
    platform.answer(launchGame, () => ({ value: { status: 'ready' as const, url: 'https://engine.example/main', game: dragon, wallet: 'MAIN' } }));
    renderGames(<p>elsewhere</p>, { platform, token: 'tok', path, walletGate: StubGate });
    await screen.findByTestId('game-page-frame');
    expect(screen.queryByTestId('stub-gate')).toBeNull();
  });
});

describe('the rooms popup', () => {
  it('lists the tables with limits in the brand currency and seats, and opens one on the game page', async () => {
    platform.answer(getRoomList, () => ({ value: { rooms: [room('t1', { name: 'Speed Table', minBet: 1000, maxBet: 50000000 }), room('t2', { open: false })] } }));
    const onClose = vi.fn();
    const { record } = renderGames(<RoomsPopup card={roulette} onClose={onClose} />, { platform, token: 'tok', path: '/live' });
    const popup = await screen.findByTestId('rooms-popup');
    const rooms = await within(popup).findAllByTestId('room-item');
    expect(within(rooms[0] as HTMLElement).getByTestId('room-name').textContent).toBe('Speed Table');
    expect(within(rooms[0] as HTMLElement).getByTestId('room-limits').textContent).toBe('Bets ৳10.00 – ৳500,000.00');
    expect(within(rooms[0] as HTMLElement).getByTestId('room-players').textContent).toBe('3 of 7 seats taken');
    expect((within(rooms[1] as HTMLElement).getByTestId('room-open') as HTMLButtonElement).disabled).toBe(true);
    expect(platform.requestsFor(getRoomList)[0]?.query.get('nodeId')).toBe(roulette.nodeId);

    fireEvent.click(within(rooms[0] as HTMLElement).getByTestId('room-open'));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(record.pathname).toBe('/seamless'));
    expect(Object.fromEntries(new URLSearchParams(record.search))).toEqual({ game: roulette.nodeId, type: 'LIVE', vendor: 'EVL', room: 't1' });
    expect(record.state).toEqual({ backUrl: '/live' });
  });

  it('offers the lobby when no table is open, in Bengali', async () => {
    platform.answer(getRoomList, () => ({ value: { rooms: [] } }));
    const { record } = renderGames(<RoomsPopup card={roulette} onClose={() => undefined} />, { platform, token: 'tok', language: 'bn' });
    const empty = await screen.findByTestId('rooms-empty');
    expect(empty.textContent).toContain('এই মুহূর্তে কোনো টেবিল খোলা নেই।');
    fireEvent.click(within(empty).getByTestId('rooms-lobby'));
    await waitFor(() => expect(record.pathname).toBe('/seamless'));
    expect(new URLSearchParams(record.search).get('room')).toBeNull();
    expect(record.state).toEqual({ backUrl: '/' });
  });
});
