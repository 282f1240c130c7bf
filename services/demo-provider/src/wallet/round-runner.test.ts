import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seamlessBet } from '@croupier/contract';
import { gameDesignOf } from '../slot/game-design';
import { totalBetMinorOf, winMinorOf } from '../slot/spin';
import { failure, ok, startScriptedPlatform, transactionValue, type ReceivedCall, type ScriptedAnswer, type ScriptedPlatform } from '../../testing/scripted-platform';
import { PendingSettlements } from './pending-settlements';
import { realSleep, withRetries } from './retry';
import { RoundRunner, type RoundResult } from './round-runner';
import { SeamlessClient } from './seamless-client';
import { signatureOf } from './signing';
import { SettlementWorker } from './settlement-worker';

const SECRET = 'test-secret-for-the-retry-tests';
const PLAYER = { playerId: 'player-1', sessionToken: 'session-token-of-the-player', gameCode: 'golden-fortune' };
const DESIGN = gameDesignOf(PLAYER.gameCode);
const LINE_BET_MINOR = 100;
const BET = '/seamless/v1/bet';
const WIN = '/seamless/v1/win';
const ROLLBACK = '/seamless/v1/rollback';
/** Real waits, shortened: the behaviour under test is which request goes out again, not how long it waits. */
const quickSleep = (ms: number) => realSleep(Math.min(ms, 5));
const silentLog = { warn: () => {}, error: () => {} };

let dir: string;
let platform: ScriptedPlatform | undefined;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'demo-provider-'));
});
afterEach(async () => {
  await platform?.close();
  platform = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** How long the client waits where a script hangs: short, so such a test is quick. */
const HANG_TIMEOUT_MS = 150;
/** Where nothing hangs, time enough for a busy machine's first request. */
const ANSWER_TIMEOUT_MS = 5_000;

async function setUp(answer: (call: ReceivedCall, calls: ReceivedCall[]) => ScriptedAnswer, timeoutMs = HANG_TIMEOUT_MS) {
  platform = await startScriptedPlatform(answer);
  const queueFile = path.join(dir, 'pending.json');
  const queue = await PendingSettlements.open(queueFile);
  const client = new SeamlessClient({ platformUrl: platform.url, providerCode: 'DEMO', secret: SECRET, timeoutMs });
  const log = { warnings: [] as unknown[], errors: [] as unknown[] };
  const worker = new SettlementWorker(queue, client, { firstDelayMs: 10, maxDelayMs: 40 }, { warn: (detail) => log.warnings.push(detail), error: (detail) => log.errors.push(detail) }, quickSleep);
  const runner = new RoundRunner(client, queue, worker, { bet: { attempts: 3, firstDelayMs: 10, maxDelayMs: 20 }, settleAttemptsWhileWaiting: 3 }, quickSleep);
  return { platform, queue, queueFile, client, worker, runner, log };
}

/** The n-th call to a path counts from 1. */
const nth = (calls: ReceivedCall[], call: ReceivedCall) => calls.filter((each) => each.path === call.path).length;

describe('seamless client', () => {
  it('signs the exact bytes it sends', async () => {
    const { client } = await setUp((call) => ok(transactionValue(call.body, 900)), ANSWER_TIMEOUT_MS);
    const body = { ...PLAYER, transactionId: 'bet-1', roundId: 'round-1', amountMinor: 1000 };
    expect((await client.sendOnce(seamlessBet, body)).kind).toBe('answered');
    const [call] = platform?.calls ?? [];
    expect(call?.headers['x-provider']).toBe('DEMO');
    expect(call?.headers['x-signature']).toBe(signatureOf(SECRET, String(call?.headers['x-timestamp']), call?.rawBody ?? ''));
    expect(JSON.parse(call?.rawBody ?? '')).toEqual(body);
  });

  it('tells answers, refusals and unavailability apart', async () => {
    const answers: ScriptedAnswer[] = [
      failure(409, 'INSUFFICIENT_FUNDS'),
      failure(503, 'MAINTENANCE'),
      failure(500, 'INTERNAL'),
      { status: 502, text: 'Bad Gateway' },
      'hang',
      'drop',
      { status: 200, json: { success: true, value: { unexpected: true } } },
    ];
    const { client } = await setUp((_call, calls) => answers[calls.length - 1] ?? failure(500, 'INTERNAL'));
    const body = { ...PLAYER, transactionId: 'bet-1', roundId: 'round-1', amountMinor: 1000 };
    const outcomes = [];
    for (let index = 0; index < answers.length; index += 1) outcomes.push(await client.sendOnce(seamlessBet, body));
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['refused', 'refused', 'unavailable', 'unavailable', 'unavailable', 'unavailable', 'unavailable']);
    expect(outcomes[0]).toMatchObject({ code: 'INSUFFICIENT_FUNDS', status: 409 });
    expect(outcomes[1]).toMatchObject({ code: 'MAINTENANCE', status: 503 });
    expect(outcomes[4]).toMatchObject({ reason: 'timeout' });
  });

  it('counts a platform that is not there as unavailable', async () => {
    const client = new SeamlessClient({ platformUrl: 'http://127.0.0.1:9', providerCode: 'DEMO', secret: SECRET, timeoutMs: 500 });
    const outcome = await client.sendOnce(seamlessBet, { ...PLAYER, transactionId: 'bet-1', roundId: 'round-1', amountMinor: 1000 });
    expect(outcome.kind).toBe('unavailable');
  });

  it('retries the same request after 5xx and timeouts, and stops at the limit', async () => {
    const { client } = await setUp((call, calls) => (calls.length === 1 ? failure(500, 'INTERNAL') : calls.length === 2 ? 'hang' : ok(transactionValue(call.body, 500))));
    const body = { ...PLAYER, transactionId: 'bet-7', roundId: 'round-7', amountMinor: 1000 };
    const outcome = await withRetries(() => client.sendOnce(seamlessBet, body), { attempts: 3, firstDelayMs: 1, maxDelayMs: 2 });
    expect(outcome.kind).toBe('answered');
    expect(platform?.calls.map((call) => call.rawBody)).toEqual([JSON.stringify(body), JSON.stringify(body), JSON.stringify(body)]);
  });

  it('gives up after the last try and reports the platform unavailable', async () => {
    const { client } = await setUp(() => failure(500, 'INTERNAL'), ANSWER_TIMEOUT_MS);
    const body = { ...PLAYER, transactionId: 'bet-8', roundId: 'round-8', amountMinor: 1000 };
    const outcome = await withRetries(() => client.sendOnce(seamlessBet, body), { attempts: 4, firstDelayMs: 1, maxDelayMs: 2 });
    expect(outcome).toMatchObject({ kind: 'unavailable', reason: 'INTERNAL: INTERNAL' });
    expect(platform?.calls).toHaveLength(4);
  });
});

describe('a round', () => {
  it('stakes, spins and closes the round with its win, then forgets it', async () => {
    const { runner, queueFile } = await setUp((call) => ok(transactionValue(call.body, call.path === BET ? 9_000 : 9_000 + Number(call.body.amountMinor))), ANSWER_TIMEOUT_MS);
    const result = await runner.play(PLAYER, DESIGN, LINE_BET_MINOR);
    expect(result.status).toBe('settled');
    const [bet] = platform?.callsTo(BET) ?? [];
    const [win] = platform?.callsTo(WIN) ?? [];
    expect(bet?.body).toMatchObject({ ...PLAYER, amountMinor: totalBetMinorOf(LINE_BET_MINOR) });
    const settled = result as Extract<RoundResult, { status: 'settled' }>;
    expect(win?.body).toMatchObject({ playerId: PLAYER.playerId, gameCode: PLAYER.gameCode, roundId: bet?.body.roundId, amountMinor: winMinorOf(settled.outcome, LINE_BET_MINOR), roundClosed: true });
    expect(win?.body).not.toHaveProperty('sessionToken');
    expect(win?.body.transactionId).not.toBe(bet?.body.transactionId);
    expect(settled.balanceMinor).toBe(9_000 + settled.winMinor);
    expect(platform?.callsTo(ROLLBACK)).toHaveLength(0);
    expect(JSON.parse(readFileSync(queueFile, 'utf8')).settlements).toEqual([]);
  });

  it('shows a refused stake to the player and neither retries it nor rolls it back', async () => {
    const { runner, queueFile } = await setUp(() => failure(409, 'INSUFFICIENT_FUNDS', 'The wallet holds less than the stake'), ANSWER_TIMEOUT_MS);
    expect(await runner.play(PLAYER, DESIGN, LINE_BET_MINOR)).toEqual({ status: 'refused', code: 'INSUFFICIENT_FUNDS', message: 'The wallet holds less than the stake' });
    expect(platform?.calls.map((call) => call.path)).toEqual([BET]);
    expect(JSON.parse(readFileSync(queueFile, 'utf8')).settlements).toEqual([]);
  });

  it('rolls back a stake that timed out on every try, naming the bet and its round', async () => {
    const { runner, queueFile } = await setUp((call) => (call.path === BET ? 'hang' : ok(transactionValue(call.body, 10_000))));
    const result = await runner.play(PLAYER, DESIGN, LINE_BET_MINOR);
    expect(result).toMatchObject({ status: 'cancelled', stakeReturned: true });
    const bets = platform?.callsTo(BET) ?? [];
    expect(bets).toHaveLength(3);
    expect(new Set(bets.map((bet) => bet.rawBody)).size).toBe(1);
    const [rollback] = platform?.callsTo(ROLLBACK) ?? [];
    expect(rollback?.body).toMatchObject({ playerId: PLAYER.playerId, gameCode: PLAYER.gameCode, roundId: bets[0]?.body.roundId, rolledBackTransactionId: bets[0]?.body.transactionId });
    expect(platform?.callsTo(WIN)).toHaveLength(0);
    expect(JSON.parse(readFileSync(queueFile, 'utf8')).settlements).toEqual([]);
  });

  it('keeps sending a rollback until the platform takes it, after the player stopped waiting', async () => {
    const { runner, worker, queueFile, log } = await setUp((call, calls) => {
      if (call.path === BET) return failure(500, 'INTERNAL');
      return nth(calls, call) <= 5 ? failure(500, 'INTERNAL') : ok(transactionValue(call.body, 10_000));
    });
    const result = await runner.play(PLAYER, DESIGN, LINE_BET_MINOR);
    expect(result).toMatchObject({ status: 'cancelled', stakeReturned: false });
    expect(JSON.parse(readFileSync(queueFile, 'utf8')).settlements).toHaveLength(1);
    await worker.idle();
    const rollbacks = platform?.callsTo(ROLLBACK) ?? [];
    expect(rollbacks).toHaveLength(6);
    expect(new Set(rollbacks.map((each) => each.rawBody)).size).toBe(1);
    expect(JSON.parse(readFileSync(queueFile, 'utf8')).settlements).toEqual([]);
    expect(log.warnings.length).toBeGreaterThanOrEqual(5);
  });

  it('owes a win it could not deliver and delivers it later with the same transaction id', async () => {
    const { runner, worker, queueFile } = await setUp((call, calls) => {
      if (call.path === BET) return ok(transactionValue(call.body, 9_000));
      return nth(calls, call) <= 4 ? (nth(calls, call) % 2 ? 'hang' : failure(503, 'INTERNAL')) : ok(transactionValue(call.body, 9_500));
    });
    const result = await runner.play(PLAYER, DESIGN, LINE_BET_MINOR);
    expect(result).toMatchObject({ status: 'win-pending', balanceMinor: 9_000 });
    await worker.idle();
    const wins = platform?.callsTo(WIN) ?? [];
    expect(wins).toHaveLength(5);
    expect(new Set(wins.map((win) => win.rawBody)).size).toBe(1);
    expect(platform?.callsTo(ROLLBACK)).toHaveLength(0);
    expect(JSON.parse(readFileSync(queueFile, 'utf8')).settlements).toEqual([]);
  });

  it('drops a settlement the platform refuses, and says so in the log', async () => {
    const { runner, worker, log } = await setUp((call) => (call.path === BET ? ok(transactionValue(call.body, 9_000)) : failure(400, 'VALIDATION_FAILED', 'roundId has no bet')), ANSWER_TIMEOUT_MS);
    expect(await runner.play(PLAYER, DESIGN, LINE_BET_MINOR)).toMatchObject({ status: 'win-refused', code: 'VALIDATION_FAILED' });
    await worker.idle();
    expect(platform?.callsTo(WIN)).toHaveLength(1);
    expect(log.errors).toHaveLength(1);
  });
});

describe('after a restart', () => {
  it('delivers the wins left queued and rolls back a stake that was in flight', async () => {
    const queueFile = path.join(dir, 'pending.json');
    const win = { id: 'win:round-a', kind: 'win', body: { playerId: 'p', gameCode: 'g', transactionId: 'win-a', roundId: 'round-a', amountMinor: 700, roundClosed: true } };
    const inFlight = { id: 'rollback:bet-b', kind: 'rollback', armed: true, body: { playerId: 'p', gameCode: 'g', transactionId: 'rollback-b', roundId: 'round-b', rolledBackTransactionId: 'bet-b' } };
    writeFileSync(queueFile, JSON.stringify({ version: 1, settlements: [win, inFlight] }));

    platform = await startScriptedPlatform((call, calls) => (calls.length <= 2 ? 'drop' : ok(transactionValue(call.body, 1_000))));
    const queue = await PendingSettlements.open(queueFile);
    expect(queue.deliverable().map((entry) => entry.id).sort()).toEqual(['rollback:bet-b', 'win:round-a']);
    const client = new SeamlessClient({ platformUrl: platform.url, providerCode: 'DEMO', secret: SECRET, timeoutMs: 150 });
    const worker = new SettlementWorker(queue, client, { firstDelayMs: 5, maxDelayMs: 10 }, silentLog, quickSleep);
    worker.resume();
    await worker.idle();
    expect(platform.callsTo(WIN).at(-1)?.body).toEqual(win.body);
    expect(platform.callsTo(ROLLBACK).at(-1)?.body).toEqual(inFlight.body);
    expect(JSON.parse(readFileSync(queueFile, 'utf8')).settlements).toEqual([]);
  });

  it('starts from an empty queue when there is no file yet', async () => {
    const queue = await PendingSettlements.open(path.join(dir, 'nested', 'pending.json'));
    expect(queue.all()).toEqual([]);
  });
});
