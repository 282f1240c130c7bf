import { describe, expect, it } from 'vitest';
import { minesGameSchema, type MinesGame } from '@croupier/contract';
import { MINES_GRID_CELLS } from '@croupier/domain';
import { minesMultiplierUnits, payoutMinor } from '@croupier/provably-fair';
import { useTestServer } from '../../../testing/test-app';
import { fundedPlayer, mainBalance, minesOfGame, newRequestId, play, postingsOfRound, refusal, value } from './inhouse-testing';

describe('mines', () => {
  const server = useTestServer();
  const start = (token: string, amountMinor: number, mineCount: number, requestId = newRequestId()) =>
    play(server, token, 'POST', '/wps/bgs/mines/start', { amountMinor, mineCount, requestId });
  const reveal = (token: string, roundId: string, cell: number) => play(server, token, 'POST', '/wps/bgs/mines/reveal', { roundId, cell });
  const cashOut = (token: string, roundId: string) => play(server, token, 'POST', '/wps/bgs/mines/cashout', { roundId });
  const game = async (response: ReturnType<typeof play>) => minesGameSchema.parse(await value(response));
  const safeCellsOf = (mines: number[]) => Array.from({ length: MINES_GRID_CELLS }, (_, cell) => cell).filter((cell) => !mines.includes(cell));

  it('takes the stake at the start, offers rising multipliers, and pays the one on offer at cash-out', async () => {
    const { token, memberId } = await fundedPlayer(server);
    const started = await game(start(token, 5_000, 5));
    expect(started).toMatchObject({ status: 'open', openedCells: [], multiplierUnits: null, nextMultiplierUnits: minesMultiplierUnits(5, 1, 100), mines: null, payoutMinor: 0, balanceMinor: 95_000 });
    expect(await refusal(cashOut(token, started.roundId), 409)).toBe('CASH_OUT_UNAVAILABLE');

    const [first, second] = safeCellsOf(await minesOfGame(server.db, started.roundId));
    if (first === undefined || second === undefined) throw new Error('no safe cells');
    const one = await game(reveal(token, started.roundId, first));
    expect(one).toMatchObject({ status: 'open', openedCells: [first], multiplierUnits: minesMultiplierUnits(5, 1, 100), mines: null });
    expect(await refusal(reveal(token, started.roundId, first), 409)).toBe('CELL_ALREADY_OPEN');
    await game(reveal(token, started.roundId, second));

    const won = await game(cashOut(token, started.roundId));
    const multiplier = minesMultiplierUnits(5, 2, 100);
    expect(won).toMatchObject({ status: 'won', openedCells: [first, second], multiplierUnits: multiplier, payoutMinor: payoutMinor(5_000, multiplier), hitCell: null });
    expect(won.mines).toEqual(await minesOfGame(server.db, started.roundId));
    expect(BigInt(won.balanceMinor)).toBe(95_000n + BigInt(won.payoutMinor));
    expect(await mainBalance(server.db, memberId)).toBe(BigInt(won.balanceMinor));
    expect(await postingsOfRound(server.db, started.roundId)).toEqual([
      { kind: 'BET', source: `client:${memberId}`, amountMinor: -5_000n },
      { kind: 'WIN', source: 'inhouse:mines', amountMinor: BigInt(won.payoutMinor) },
    ]);

    // The game is over: nothing more to open or to cash out.
    expect(await refusal(cashOut(token, started.roundId), 409)).toBe('ROUND_CLOSED');
    expect(await refusal(reveal(token, started.roundId, 24 - second), 409)).toBe('ROUND_CLOSED');
  });

  it('ends the game lost on a mine, shows every mine, and takes nothing more', async () => {
    const { token, memberId } = await fundedPlayer(server);
    const started = await game(start(token, 3_000, 10));
    const mines = await minesOfGame(server.db, started.roundId);
    const [safe] = safeCellsOf(mines);
    const [mine] = mines;
    if (safe === undefined || mine === undefined) throw new Error('no cells');
    await game(reveal(token, started.roundId, safe));
    const lost = await game(reveal(token, started.roundId, mine));
    expect(lost).toMatchObject({ status: 'lost', openedCells: [safe, mine], hitCell: mine, mines, payoutMinor: 0, multiplierUnits: null, nextMultiplierUnits: null, balanceMinor: 97_000 });
    expect(await refusal(reveal(token, started.roundId, safeCellsOf(mines)[1] ?? 0), 409)).toBe('ROUND_CLOSED');
    expect(await refusal(cashOut(token, started.roundId), 409)).toBe('ROUND_CLOSED');
    expect(await mainBalance(server.db, memberId)).toBe(97_000n);
    expect(await postingsOfRound(server.db, started.roundId)).toEqual([{ kind: 'BET', source: `client:${memberId}`, amountMinor: -3_000n }]);
  });

  it('cashes out by itself on the last safe cell', async () => {
    const { token } = await fundedPlayer(server);
    const started = await game(start(token, 1_000, 24));
    const [only] = safeCellsOf(await minesOfGame(server.db, started.roundId));
    if (only === undefined) throw new Error('no safe cell');
    const won = await game(reveal(token, started.roundId, only));
    expect(won).toMatchObject({ status: 'won', openedCells: [only], multiplierUnits: minesMultiplierUnits(24, 1, 100), nextMultiplierUnits: null });
    expect(won.payoutMinor).toBe(payoutMinor(1_000, minesMultiplierUnits(24, 1, 100)));
  });

  it('plays one game at a time, answers a start sent again with its game, and carries on after a reload', async () => {
    const { token } = await fundedPlayer(server);
    const requestId = newRequestId();
    const started = await game(start(token, 2_000, 3, requestId));
    expect(await game(start(token, 2_000, 3, requestId))).toEqual(started);
    expect(await refusal(start(token, 2_000, 3), 409)).toBe('ROUND_IN_PROGRESS');
    const current = await value<{ game: MinesGame | null }>(play(server, token, 'GET', '/wps/bgs/mines/current'));
    expect(current.game).toEqual(started);

    const [cell] = safeCellsOf(await minesOfGame(server.db, started.roundId));
    if (cell === undefined) throw new Error('no safe cell');
    await game(reveal(token, started.roundId, cell));
    await game(cashOut(token, started.roundId));
    expect((await value<{ game: MinesGame | null }>(play(server, token, 'GET', '/wps/bgs/mines/current'))).game).toBeNull();
    expect((await game(start(token, 2_000, 3))).status).toBe('open');
  });

  it('keeps games to their players and stakes within the limits and the wallet', async () => {
    const owner = await fundedPlayer(server);
    const other = await fundedPlayer(server, 1_000n);
    const started = await game(start(owner.token, 1_000, 1));
    expect(await refusal(reveal(other.token, started.roundId, 0), 404)).toBe('ROUND_NOT_FOUND');
    expect(await refusal(cashOut(other.token, started.roundId), 404)).toBe('ROUND_NOT_FOUND');
    const details = await value(play(server, owner.token, 'GET', `/wps/bgs/rounds/${started.roundId}`));
    expect(details).toMatchObject({ game: 'MINES', status: 'open', mines: null });
    expect(await refusal(start(other.token, 2_000, 3), 409)).toBe('INSUFFICIENT_FUNDS');
    expect(await refusal(start(other.token, 50, 3), 400)).toBe('BET_LIMIT');
    expect(await refusal(start(other.token, 1_000, 25), 400)).toBe('VALIDATION_FAILED');
    expect(await refusal(reveal(owner.token, started.roundId, 25), 400)).toBe('VALIDATION_FAILED');
  });
});
