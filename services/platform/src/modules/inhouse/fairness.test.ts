import { describe, expect, it } from 'vitest';
import {
  ALL_CALLS,
  getInHouseFairness,
  getInHouseRound,
  rotateInHouseSeeds,
  type CallValue,
  type MinesGame,
  type placeDiceBet,
} from '@croupier/contract';
import {
  CRASH_MAX_MULTIPLIER_HUNDREDTHS,
  CRASH_MIN_CASH_OUT_HUNDREDTHS,
  CRASH_MULTIPLIER_SCALE,
  DICE_ROLL_COUNT,
  IN_HOUSE_MULTIPLIER_SCALE,
  MINES_GRID_CELLS,
  MINES_MAX_MINES,
  MINES_MIN_MINES,
} from '@croupier/domain';
import {
  CRASH_POINT_SCALE,
  DICE_ROLL_COUNT as PACKAGE_DICE_ROLL_COUNT,
  MAX_CRASH_POINT_HUNDREDTHS,
  MAX_MINES,
  MINES_GRID_CELLS as PACKAGE_MINES_GRID_CELLS,
  MIN_CASH_OUT_HUNDREDTHS,
  MIN_MINES,
  MULTIPLIER_SCALE,
  placeMines,
  serverSeedMatchesCommitment,
  settleDice,
  settleMines,
} from '@croupier/provably-fair';
import { hostOf } from '../../../testing/accounts';
import { send, useTestServer } from '../../../testing/test-app';
import { fundedPlayer, minesOfGame, newRequestId, play, refusal, value } from './inhouse-testing';

const IN_HOUSE_PREFIX = '/wps/bgs/';

describe('provable fairness of dice and mines', () => {
  const server = useTestServer();

  it('speaks the scales of the provably-fair package', () => {
    expect(IN_HOUSE_MULTIPLIER_SCALE).toBe(MULTIPLIER_SCALE);
    expect(CRASH_MULTIPLIER_SCALE).toBe(CRASH_POINT_SCALE);
    expect(CRASH_MIN_CASH_OUT_HUNDREDTHS).toBe(MIN_CASH_OUT_HUNDREDTHS);
    expect(CRASH_MAX_MULTIPLIER_HUNDREDTHS).toBe(MAX_CRASH_POINT_HUNDREDTHS);
    expect(DICE_ROLL_COUNT).toBe(PACKAGE_DICE_ROLL_COUNT);
    expect([MINES_GRID_CELLS, MINES_MIN_MINES, MINES_MAX_MINES]).toEqual([PACKAGE_MINES_GRID_CELLS, MIN_MINES, MAX_MINES]);
  });

  it('refuses every in-house call without a session before reading its input', async () => {
    const calls = ALL_CALLS.filter((call) => call.path.startsWith(IN_HOUSE_PREFIX));
    expect(calls).toHaveLength(12);
    for (const call of calls) {
      expect(call.auth, call.name).toBe(true);
      const url = call.path.replace(':roundId', '1');
      const response = await send(server.app, { method: call.method, url, host: hostOf('shonali'), ...(call.method === 'GET' ? {} : { payload: { junk: true } }) });
      expect(response.statusCode, call.name).toBe(401);
      expect(response.json().code, call.name).toBe('NOT_LOGGED_IN');
    }
  });

  it('commits to a server seed, counts nonces, and reveals the seed on rotation so past rounds recompute', async () => {
    const { token } = await fundedPlayer(server);
    const before = getInHouseFairness.value.parse(await value(play(server, token, 'GET', '/wps/bgs/fairness')));
    expect(before.nonce).toBe(0);
    expect(await value(play(server, token, 'GET', '/wps/bgs/fairness'))).toEqual(before);

    const dice: CallValue<typeof placeDiceBet>[] = [];
    for (const targetHundredths of [1000, 5000, 9000]) {
      dice.push(await value(play(server, token, 'POST', '/wps/bgs/dice/bet', { amountMinor: 1_000, targetHundredths, direction: 'under', requestId: newRequestId() })));
    }
    const mines = await value<MinesGame>(play(server, token, 'POST', '/wps/bgs/mines/start', { amountMinor: 1_000, mineCount: 3, requestId: newRequestId() }));
    expect(mines.seeds).toEqual({ serverSeedHash: before.serverSeedHash, serverSeed: null, clientSeed: before.clientSeed, nonce: 3 });
    const placed = await minesOfGame(server.db, mines.roundId);
    const safe = Array.from({ length: MINES_GRID_CELLS }, (_, cell) => cell).filter((cell) => !placed.includes(cell));
    // The seed of an open game would show its mines: it is not revealed until the game ends.
    expect(await refusal(play(server, token, 'POST', '/wps/bgs/fairness/rotate', { clientSeed: 'my lucky seed' }), 409)).toBe('ROUND_IN_PROGRESS');
    const picks = safe.slice(0, 2);
    for (const cell of picks) await value(play(server, token, 'POST', '/wps/bgs/mines/reveal', { roundId: mines.roundId, cell }));
    const won = await value<MinesGame>(play(server, token, 'POST', '/wps/bgs/mines/cashout', { roundId: mines.roundId }));

    const rotated = rotateInHouseSeeds.value.parse(await value(play(server, token, 'POST', '/wps/bgs/fairness/rotate', { clientSeed: 'my lucky seed' })));
    expect(rotated.revealed).toMatchObject({ serverSeedHash: before.serverSeedHash, clientSeed: before.clientSeed, noncesUsed: 4 });
    expect(serverSeedMatchesCommitment(rotated.revealed.serverSeed, before.serverSeedHash)).toBe(true);
    expect(rotated.current).toMatchObject({ clientSeed: 'my lucky seed', nonce: 0 });
    expect(rotated.current.serverSeedHash).not.toBe(before.serverSeedHash);

    for (const [index, played] of dice.entries()) {
      const details = getInHouseRound.value.parse(await value(play(server, token, 'GET', `/wps/bgs/rounds/${played.roundId}`)));
      if (details.game !== 'DICE') throw new Error('expected a dice round');
      expect(details.seeds).toEqual({ serverSeedHash: before.serverSeedHash, serverSeed: rotated.revealed.serverSeed, clientSeed: before.clientSeed, nonce: index });
      const seeds = { serverSeed: rotated.revealed.serverSeed, clientSeed: details.seeds.clientSeed, nonce: details.seeds.nonce };
      const recomputed = settleDice(seeds, { targetHundredths: details.targetHundredths, direction: details.direction }, details.amountMinor, details.houseEdgeBps);
      expect({ roll: recomputed.roll, payout: recomputed.payoutMinor, multiplier: recomputed.multiplierUnits }).toEqual({ roll: played.roll, payout: played.payoutMinor, multiplier: played.multiplierUnits });
    }

    const details = getInHouseRound.value.parse(await value(play(server, token, 'GET', `/wps/bgs/rounds/${mines.roundId}`)));
    if (details.game !== 'MINES') throw new Error('expected a mines round');
    const seeds = { serverSeed: rotated.revealed.serverSeed, clientSeed: details.seeds.clientSeed, nonce: details.seeds.nonce };
    expect(placeMines(seeds, details.mineCount)).toEqual(details.mines);
    const settled = settleMines(seeds, details.mineCount, details.openedCells, details.amountMinor, details.houseEdgeBps);
    expect({ payout: settled.payoutMinor, multiplier: settled.multiplierUnits, hit: settled.mineHitAtPick }).toEqual({ payout: won.payoutMinor, multiplier: won.multiplierUnits, hit: null });

    const next = await value<CallValue<typeof placeDiceBet>>(play(server, token, 'POST', '/wps/bgs/dice/bet', { amountMinor: 1_000, targetHundredths: 5000, direction: 'over', requestId: newRequestId() }));
    expect(next.seeds).toEqual({ serverSeedHash: rotated.current.serverSeedHash, serverSeed: null, clientSeed: 'my lucky seed', nonce: 0 });
  });

  it('refuses client seeds a verifier could not type back', async () => {
    const { token } = await fundedPlayer(server, 0n);
    for (const clientSeed of ['', ' padded', 'tab\there', 'ক', 'x'.repeat(65)]) {
      expect(await refusal(play(server, token, 'POST', '/wps/bgs/fairness/rotate', { clientSeed }), 400), JSON.stringify(clientSeed)).toBe('VALIDATION_FAILED');
    }
  });
});
