import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrashLiveMessage } from '@croupier/contract';
import type { Database } from '../../db/database';
import { FakeClock } from '../../../testing/fake-clock';
import { createLedgerTestDatabase } from '../../../testing/ledger';
import type { TestDatabase } from '../../../testing/test-database';
import { generateMerchantKeys, type MerchantKeys, merchantKeysFrom } from '../sealing';
import { CrashFeedMemory } from './crash-feed';
import type { CrashBetRow, CrashRoundRow } from './crash-repository';
import { selectCrashLease } from './crash-runner-repository';
import { CrashTable, type CrashTableSettings } from './crash-table';

const SETTINGS: CrashTableSettings = { bettingMs: 1_000, pauseMs: 500, chainLength: 50, pulseMs: 20, leaseMs: 3_000, idleStopMs: 60_000 };

function roundAt(id: string, startsAtMs: number, crashAtMs: number): CrashRoundRow {
  return {
    id,
    merchantCode: 'SHONALI',
    chainId: '1',
    chainRoundNumber: Number(id),
    chainCommitment: 'c'.repeat(64),
    chainPublishedAtMs: startsAtMs - 1_000,
    salt: null,
    beacon: null,
    roundHash: 'a'.repeat(64),
    crashPointHundredths: 150,
    houseEdgeBps: 100,
    bettingOpenedAtMs: startsAtMs - 1_000,
    startsAtMs,
    crashAtMs,
    status: 'open',
    settledAtMs: null,
  };
}

describe('the feed’s memory', () => {
  it('tells a round replaced between two reads as crashed, and phases the reads skipped in order', () => {
    const memory = new CrashFeedMemory(500);
    const first = roundAt('1', 10_000, 16_000);
    expect(memory.update(first, [], 9_500)).toEqual([]);
    const types = (messages: CrashLiveMessage[]) => messages.map((message) => message.type);
    expect(types(memory.update(first, [], 10_100))).toEqual(['running', 'tick']);
    const second = roundAt('2', 18_000, 20_000);
    expect(types(memory.update(second, [], 19_000))).toEqual(['crashed', 'betting', 'running', 'tick']);
    expect(types(memory.update({ ...second, status: 'crashed', settledAtMs: 20_050 }, [], 20_050))).toEqual(['crashed']);
    expect(memory.update({ ...second, status: 'crashed' }, [], 20_100)).toEqual([]);
  });
  it('tells a bet refunded after an outage before the crash that ends its round', () => {
    const memory = new CrashFeedMemory(500);
    const round = roundAt('3', 10_000, 16_000);
    const bet: CrashBetRow = {
      id: '7', roundId: '3', merchantCode: 'SHONALI', memberId: '1', playerName: 'm***', houseAccount: 'GAME_HOUSE', amountMinor: 500n, autoCashOutHundredths: null,
      status: 'open', cashOutHundredths: null, payoutMinor: 0n, balanceAfterMinor: 0n, placedAtMs: 9_500, settledAtMs: null, betPostingId: '70',
    };
    memory.update(round, [bet], 9_600);
    const refunded = { ...bet, status: 'refunded' as const, payoutMinor: 500n, settledAtMs: 40_000 };
    const messages = memory.update({ ...round, status: 'crashed', settledAtMs: 40_000 }, [refunded], 40_000);
    expect(messages.map((message) => message.type)).toEqual(['running', 'refund', 'crashed']);
    expect(messages[1]).toMatchObject({ type: 'refund', roundId: '3', bet: { betId: '7', status: 'refunded', payoutMinor: 500 } });
  });
});

describe('two instances sharing a merchant’s rounds', () => {
  let database: TestDatabase;
  let db: Database;
  let keys: MerchantKeys;
  const clock = new FakeClock();
  const log = Fastify({ logger: false }).log;
  const tables: CrashTable[] = [];
  const tableOf = (runnerId: string) => {
    const table = new CrashTable({ db, clock, keys, houseEdgeBps: 100, runnerId, settings: SETTINGS, log });
    tables.push(table);
    return table;
  };

  beforeAll(async () => {
    database = await createLedgerTestDatabase();
    db = database.db;
    keys = merchantKeysFrom('SHONALI', await generateMerchantKeys());
  });
  afterAll(async () => {
    for (const table of tables) await table.close();
    await database.dispose();
  });

  it('lets one run the rounds while the other relays them, and the other take over when the first stops', async () => {
    const first = tableOf('instance-a');
    const second = tableOf('instance-b');
    const heard: Record<string, CrashLiveMessage[]> = { a: [], b: [] };
    await first.watch({ memberId: null, send: (message) => heard.a?.push(message) });
    await second.watch({ memberId: null, send: (message) => heard.b?.push(message) });
    expect((await selectCrashLease(db, 'SHONALI'))?.runnerId).toBe('instance-a');

    const crashedIds = (messages: CrashLiveMessage[] = []) => messages.flatMap((message) => (message.type === 'crashed' ? [message.roundId] : []));
    const runners = new Set<string>();
    // Steps shorter than half a lease: a runner that pulses between them never lets its lease lapse.
    const step = async () => {
      clock.advance(1_000);
      await sleep(4 * SETTINGS.pulseMs);
      const lease = await selectCrashLease(db, 'SHONALI');
      if (lease) runners.add(lease.runnerId);
    };
    for (let round = 0; round < 2; round += 1) {
      const roundId = first.snapshotFor(null)?.round.roundId;
      if (!roundId) throw new Error('no round');
      for (let steps = 0; !(crashedIds(heard.a).includes(roundId) && crashedIds(heard.b).includes(roundId)); steps += 1) {
        if (steps > 400) throw new Error(`round ${roundId} never crashed`);
        await step();
      }
      while (first.snapshotFor(null)?.round.roundId === roundId) await step();
    }
    expect(crashedIds(heard.a)).toEqual(crashedIds(heard.b));
    expect([...runners]).toEqual(['instance-a']);

    // The first hands its lease back as it stops; the second runs the next step that falls due (the crash at the latest).
    await first.close();
    for (let steps = 0; (await selectCrashLease(db, 'SHONALI'))?.runnerId !== 'instance-b'; steps += 1) {
      if (steps > 400) throw new Error('the second instance never took over');
      await step();
    }
    // One chain, its rounds taken one at a time: none played twice, none skipped, at most one open.
    const { rows: played } = await db.query<{ number: number; status: string }>(
      "SELECT chain_round_number AS number, status FROM crash_rounds WHERE merchant_code = 'SHONALI' ORDER BY id",
    );
    expect(played.map((round) => round.number)).toEqual(played.map((_, index) => index + 1));
    expect(played.filter((round) => round.status === 'open').length).toBeLessThanOrEqual(1);
  }, 120_000);
});
