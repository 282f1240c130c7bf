import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { cashOutMinesGame, getBalance, getMinesGame, revealMinesCell, startMinesGame, type CallBody, type MinesGame } from '@croupier/contract';
import { SEED_HASH, answerBasics } from '../../testing/fixtures';
import { renderOriginals } from '../../testing/render-originals';
import { MinesScreen } from './mines-screen';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());

const MINES = [3, 11, 20];

function game(overrides: Partial<MinesGame> = {}): MinesGame {
  return {
    roundId: '77',
    status: 'open',
    amountMinor: 500,
    mineCount: 3,
    openedCells: [],
    multiplierUnits: null,
    nextMultiplierUnits: 11_250,
    payoutMinor: 0,
    mines: null,
    hitCell: null,
    balanceMinor: 999_500,
    seeds: { serverSeedHash: SEED_HASH, serverSeed: null, clientSeed: 'lucky', nonce: 0 },
    ...overrides,
  };
}

/** A Mines game the stub plays: safe cells open, a mined cell ends it, a cash-out pays 1.125x per cell. */
function answerMines(open: MinesGame | null) {
  let current = open;
  platform.answer(getMinesGame, () => ({ value: { game: current } }));
  platform.answer(startMinesGame, (request) => {
    const body = request.body as CallBody<typeof startMinesGame>;
    current = game({ amountMinor: body.amountMinor, mineCount: body.mineCount });
    return { value: current };
  });
  platform.answer(revealMinesCell, (request) => {
    const { cell } = request.body as CallBody<typeof revealMinesCell>;
    if (!current) return { failure: { code: 'ROUND_NOT_FOUND', message: 'none' } };
    if (MINES.includes(cell)) {
      current = { ...current, status: 'lost', openedCells: [...current.openedCells, cell], hitCell: cell, mines: MINES, multiplierUnits: null, nextMultiplierUnits: null };
      const ended = current;
      current = null;
      return { value: ended };
    }
    current = { ...current, openedCells: [...current.openedCells, cell], multiplierUnits: 11_250, nextMultiplierUnits: 12_800 };
    return { value: current };
  });
  platform.answer(cashOutMinesGame, () => {
    if (!current) return { failure: { code: 'ROUND_NOT_FOUND', message: 'none' } };
    const ended = { ...current, status: 'won' as const, payoutMinor: Math.floor((current.amountMinor * 11_250) / 10_000), mines: MINES, nextMultiplierUnits: null };
    current = null;
    return { value: ended };
  });
}

beforeEach(() => {
  platform.requests.length = 0;
  answerBasics(platform);
});

const cell = (index: number) => screen.getByTestId(`mines-cell-${index}`);

describe('the Mines page', () => {
  it('starts a game, opens a safe cell, cashes out and shows the whole board', async () => {
    answerMines(null);
    const { queryClient } = renderOriginals(<MinesScreen />, { platform });
    queryClient.setQueryData([getBalance.name, 'tok'], { balance: 1 });
    fireEvent.change(await screen.findByTestId('mines-stake'), { target: { value: '5' } });
    fireEvent.change(screen.getByTestId('mines-count'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('mines-start'));
    await waitFor(() => expect(screen.getByTestId('mines-board').dataset.status).toBe('open'));
    expect(platform.requestsFor(startMinesGame)[0]?.body).toMatchObject({ amountMinor: 500, mineCount: 3 });
    expect(screen.getByTestId('mines-cash-out')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('mines-next-multiplier').textContent).toBe('1.1250×');

    fireEvent.click(cell(0));
    await waitFor(() => expect(cell(0).dataset.state).toBe('safe'));
    expect(screen.getByTestId('mines-multiplier').textContent).toBe('1.1250×');
    expect(screen.getByTestId('mines-next-multiplier').textContent).toBe('1.2800×');

    fireEvent.click(screen.getByTestId('mines-cash-out'));
    await waitFor(() => expect(screen.getByTestId('mines-board').dataset.status).toBe('won'));
    expect(screen.getByTestId('mines-payout').textContent).toBe('৳5.62');
    expect(MINES.map((index) => cell(index).dataset.state)).toEqual(['mine', 'mine', 'mine']);
    expect(cell(1).dataset.state).toBe('unopened');
    await waitFor(() => expect(queryClient.getQueryState([getBalance.name, 'tok'])?.isInvalidated).toBe(true));
    // A new game can start at once.
    expect(screen.getByTestId('mines-start')).toBeTruthy();
  });

  it('carries on with an open game found on arrival, and shows the mine that ended it', async () => {
    answerMines(game({ openedCells: [0], multiplierUnits: 11_250, nextMultiplierUnits: 12_800 }));
    renderOriginals(<MinesScreen />, { platform });
    await waitFor(() => expect(cell(0).dataset.state).toBe('safe'));
    expect(screen.queryByTestId('mines-form')).toBeNull();
    fireEvent.click(cell(11));
    await waitFor(() => expect(screen.getByTestId('mines-board').dataset.status).toBe('lost'));
    expect(cell(11).dataset.state).toBe('hit');
    expect(cell(3).dataset.state).toBe('mine');
    expect(screen.getByTestId('mines-payout').textContent).toBe('৳0.00');
  });

  it('asks a guest to log in instead of starting', async () => {
    answerMines(null);
    const { record } = renderOriginals(<MinesScreen />, { platform, token: null });
    fireEvent.click(await screen.findByTestId('mines-start'));
    await waitFor(() => expect(record.loginsAsked).toBe(1));
    expect(platform.requestsFor(startMinesGame)).toEqual([]);
  });
});
