import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { placeCrashBet, type CallBody, type CrashLiveMessage, type CrashState } from '@croupier/contract';
import { answerBasics } from '../../testing/fixtures';
import { renderOriginals } from '../../testing/render-originals';
import { CrashScreen } from './crash-screen';

const HASH = 'c'.repeat(64);

/** The live feed as the page sees it: the test sends the server's messages through it. */
class FeedSocket {
  static opened: FeedSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  readonly sent: unknown[] = [];
  constructor(readonly url: string) {
    FeedSocket.opened.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {}
  tell(message: CrashLiveMessage) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
}

function state(overrides: Partial<CrashState['round']> = {}, rest: Partial<CrashState> = {}): CrashState {
  const now = Date.now();
  return {
    round: {
      roundId: '40',
      phase: 'betting',
      bettingOpenedAtMs: now - 1_000,
      startsAtMs: now + 4_000,
      multiplierHundredths: 100,
      crashPointHundredths: null,
      crashedAtMs: null,
      roundHash: null,
      chainCommitment: HASH,
      chainRoundNumber: 40,
      salt: null,
      houseEdgeBps: 100,
      ...overrides,
    },
    bets: [{ betId: '300', player: 'ra***', amountMinor: 25_000, status: 'open', cashOutHundredths: null, payoutMinor: 0 }],
    myBet: null,
    history: [{ roundId: '39', crashPointHundredths: 321 }, { roundId: '38', crashPointHundredths: 1_250 }],
    serverTimeMs: now,
    ...rest,
  };
}

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());

beforeEach(() => {
  FeedSocket.opened = [];
  platform.requests.length = 0;
  answerBasics(platform);
  vi.stubGlobal('WebSocket', FeedSocket);
  // jsdom has no canvas: a context that draws nothing stands in for it.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => new Proxy({}, { get: (_, key) => () => (key === 'measureText' ? { width: 20 } : key === 'createLinearGradient' ? { addColorStop: () => undefined } : undefined) }) as never,
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The page opens its feed in an effect after the stage shows, later still on a busy machine. */
const feedOpened = () => waitFor(() => feed());

function feed(): FeedSocket {
  const socket = FeedSocket.opened.at(-1);
  if (!socket) throw new Error('the page opened no feed');
  return socket;
}

describe('the Crash page', () => {
  it('draws the round on a canvas sized by the screen density, with the figure in the reader’s digits', async () => {
    vi.stubGlobal('devicePixelRatio', 2);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return (this.dataset.testid === 'crash-canvas' ? { width: 600, height: 375 } : { width: 0, height: 0 }) as DOMRect;
    });
    renderOriginals(<CrashScreen />, { platform, language: 'bn' });
    await screen.findByTestId('crash-stage');
    await feedOpened();
    const won = { betId: '310', player: 'me', amountMinor: 100, status: 'won' as const, cashOutHundredths: 150, payoutMinor: 150 };
    feed().tell({
      type: 'snapshot',
      state: state({ phase: 'crashed', multiplierHundredths: 250, crashPointHundredths: 250, crashedAtMs: Date.now(), roundHash: HASH }, { bets: [won], myBet: { ...won, autoCashOutHundredths: 150 } }),
    });
    const canvas = screen.getByTestId<HTMLCanvasElement>('crash-canvas');
    await waitFor(() => expect([canvas.width, canvas.height]).toEqual([1_200, 750]));
    await waitFor(() => expect(screen.getByTestId('crash-phase').textContent).toBe('২.৫০×'));
    expect(screen.getByTestId('crash-stake-double').textContent).toBe('২×');
    expect(screen.getByTestId('crash-phase').dataset.phase).toBe('crashed');
    expect(Number(canvas.dataset.frames)).toBeGreaterThan(0);
    expect(screen.getByTestId('crash-history-39').textContent).toBe('৩.২১×');
    expect(screen.getByTestId('crash-history-38').dataset.tier).toBe('huge');
    expect(screen.getByTestId('crash-stage-own-win').textContent).toBe('১.৫০×-এ আপনি ৳১.৫০ জিতেছেন');
  });

  it('counts the betting time down on the stage and follows the round as it runs', async () => {
    renderOriginals(<CrashScreen />, { platform });
    await screen.findByTestId('crash-stage');
    await feedOpened();
    feed().tell({ type: 'snapshot', state: state() });
    await waitFor(() => expect(screen.getByTestId('crash-phase').textContent).toMatch(/^Next round in [45] s$/));
    feed().tell({ type: 'running', roundId: '40', startedAtMs: Date.now() - 12_000 });
    await waitFor(() => expect(Number(screen.getByTestId('crash-phase').dataset.multiplierHundredths)).toBeGreaterThanOrEqual(205));
    expect(screen.getByTestId('crash-phase').textContent).toMatch(/^2\.\d\d×$/);
  });

  it('steps with the feed instead of animating when the reader asked for less motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), addEventListener: () => {}, removeEventListener: () => {} }));
    const animationFrame = vi.fn(() => 0);
    vi.stubGlobal('requestAnimationFrame', animationFrame);
    renderOriginals(<CrashScreen />, { platform });
    await screen.findByTestId('crash-stage');
    await feedOpened();
    feed().tell({ type: 'snapshot', state: state({ phase: 'running', startsAtMs: Date.now() - 12_000, multiplierHundredths: 180 }) });
    await waitFor(() => expect(screen.getByTestId('crash-phase').textContent).toBe('1.80×'));
    expect(screen.getByTestId('crash-stage').dataset.motion).toBe('reduced');
    expect(animationFrame).not.toHaveBeenCalled();
  });

  it('shows every bet of the round as it is placed and cashed out, the own one among them', async () => {
    platform.answer(placeCrashBet, (request) => {
      const body = request.body as CallBody<typeof placeCrashBet>;
      return { value: { roundId: '40', startsAtMs: Date.now() + 3_000, balanceMinor: 900_000, bet: { betId: '301', player: 'me', amountMinor: body.amountMinor, status: 'open' as const, cashOutHundredths: null, payoutMinor: 0, autoCashOutHundredths: null } } };
    });
    renderOriginals(<CrashScreen />, { platform });
    await screen.findByTestId('crash-stage');
    await feedOpened();
    feed().tell({ type: 'snapshot', state: state() });
    const players = screen.getByTestId('crash-players');
    expect(players.dataset.count).toBe('1');
    feed().tell({ type: 'bet', roundId: '40', bet: { betId: '302', player: 'jo***', amountMinor: 1_000, status: 'open', cashOutHundredths: null, payoutMinor: 0 } });
    fireEvent.change(await screen.findByTestId('crash-stake'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('crash-place-bet'));
    await waitFor(() => expect(players.dataset.count).toBe('3'));
    expect(within(screen.getByTestId('crash-player-301')).getByText('You')).toBeTruthy();
    expect(screen.getByTestId('crash-players-totals').textContent).toBe('3 players · ৳262.00');

    feed().tell({ type: 'running', roundId: '40', startedAtMs: Date.now() });
    feed().tell({ type: 'cashout', roundId: '40', bet: { betId: '302', player: 'jo***', amountMinor: 1_000, status: 'won', cashOutHundredths: 175, payoutMinor: 1_750 } });
    expect(screen.queryByTestId('crash-stage-own-win')).toBeNull();
    const cashed = screen.getByTestId('crash-player-302');
    expect(cashed.dataset.status).toBe('won');
    expect(cashed.textContent).toContain('1.75×');
    // Cashed out players go to the top of the board.
    expect(players.querySelector('tbody tr')?.getAttribute('data-testid')).toBe('crash-player-302');

    feed().tell({ type: 'crashed', roundId: '40', crashPointHundredths: 190, crashedAtMs: Date.now(), roundHash: HASH, nextBettingAtMs: Date.now() + 3_000 });
    expect(screen.getByTestId('crash-player-300').dataset.status).toBe('lost');
    const mine = await screen.findByTestId('crash-my-round-40');
    expect(mine.dataset.status).toBe('lost');
    expect(mine.textContent).toContain('1.90×');
    expect(within(mine).getByTestId('crash-my-round-net').dataset.amountMinor).toBe('-200');
  });

  it('shows a guest the bets of the round but no list of their own', async () => {
    renderOriginals(<CrashScreen />, { platform, token: null });
    await screen.findByTestId('crash-stage');
    await feedOpened();
    feed().tell({ type: 'snapshot', state: state() });
    expect(screen.getByTestId('crash-players').dataset.count).toBe('1');
    expect(screen.queryByTestId('crash-my-rounds')).toBeNull();
  });
});
