import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRASH_MAX_MULTIPLIER_HUNDREDTHS, crashMultiplierAt } from '@croupier/domain';
import { beaconRoundProblem, crashPointOf, generateCrashChain, previousChainHash, verifyChainLink } from '@croupier/provably-fair';
import type { Database } from '../../db/database';
import { createLedgerTestDatabase } from '../../../testing/ledger';
import type { TestDatabase } from '../../../testing/test-database';
import { generateMerchantKeys, type MerchantKeys, merchantKeysFrom } from '../sealing';
import { assertLedgerConsistent } from '../ledger';
import { ChainHashCache } from './crash-chains';
import { crashCashOutPayoutMinor, crashDelayMs } from './crash-curve';
import { drawnOrThrow, selectLatestCrashRound, type CrashRoundRow } from './crash-repository';
import { advanceCrashRounds, crashWorkDue, type CrashRunContext } from './crash-rounds';
import { LocalBeacon, LOCAL_BEACON_PERIOD_MS } from './local-beacon';
import { openSecret, sealSecret } from './secret-box';

describe('the crash curve', () => {
  it('reaches each point at the first millisecond the curve shows it', () => {
    for (const point of [100, 101, 150, 199, 200, 250, 1_000, 12_345, 100_000, 10_000_000, CRASH_MAX_MULTIPLIER_HUNDREDTHS]) {
      const delayMs = crashDelayMs(point);
      expect(crashMultiplierAt(delayMs), `${point}`).toBeGreaterThanOrEqual(point);
      if (delayMs > 0) expect(crashMultiplierAt(delayMs - 1), `${point}`).toBeLessThan(point);
    }
    expect(crashDelayMs(200)).toBe(11_553);
    expect(crashMultiplierAt(0)).toBe(100);
    expect(crashMultiplierAt(10 * 60 * 1000)).toBe(CRASH_MAX_MULTIPLIER_HUNDREDTHS);
  });

  it('pays cash-outs from integer multipliers, rounded down', () => {
    expect(crashCashOutPayoutMinor(10_000n, 150)).toBe(15_000n);
    expect(crashCashOutPayoutMinor(333n, 101)).toBe(336n);
    expect(crashCashOutPayoutMinor(1n, 199)).toBe(1n);
  });
});

describe('sealed secrets', () => {
  it('open with the merchant’s key and purpose only', async () => {
    const keys = merchantKeysFrom('SHONALI', await generateMerchantKeys());
    const other = merchantKeysFrom('NORTHSTAR', await generateMerchantKeys());
    const sealed = sealSecret(keys, 'server-seed', 'a'.repeat(64));
    expect(sealed).not.toContain('a'.repeat(8));
    expect(openSecret(keys, 'server-seed', sealed)).toBe('a'.repeat(64));
    expect(() => openSecret(keys, 'crash-chain-seed', sealed)).toThrow();
    expect(() => openSecret(other, 'server-seed', sealed)).toThrow();
    const [format, iv, tag, ciphertext = ''] = sealed.split('.');
    const changed = `${ciphertext.startsWith('A') ? 'B' : 'A'}${ciphertext.slice(1)}`;
    expect(() => openSecret(keys, 'server-seed', [format, iv, tag, changed].join('.'))).toThrow();
  });
});

describe('crash rounds from hash chains', () => {
  let database: TestDatabase;
  let db: Database;
  let keys: MerchantKeys;
  beforeAll(async () => {
    database = await createLedgerTestDatabase();
    db = database.db;
    keys = merchantKeysFrom('NORTHSTAR', await generateMerchantKeys());
  });
  afterAll(async () => {
    await assertLedgerConsistent(db);
    await database.dispose();
  });

  it('plays chains backwards from their commitment and starts the next chain when one runs out', async () => {
    const context: CrashRunContext = { keys, houseEdgeBps: 100, chains: new ChainHashCache(), timing: { bettingMs: 1_000, pauseMs: 500, chainLength: 3 } };
    let nowMs = Date.now();
    const rounds: CrashRoundRow[] = [];
    for (let played = 0; played < 7; played += 1) {
      await db.transaction((tx) => advanceCrashRounds(tx, context, nowMs));
      const stored = await selectLatestCrashRound(db, 'NORTHSTAR');
      if (!stored) throw new Error('no round opened');
      const round = drawnOrThrow(stored);
      expect(round).toMatchObject({ status: 'open', bettingOpenedAtMs: nowMs, startsAtMs: nowMs + 1_000, crashAtMs: nowMs + 1_000 + crashDelayMs(round.crashPointHundredths) });
      expect(round.crashPointHundredths).toBe(crashPointOf(round.roundHash, round.salt, 100));
      rounds.push(round);
      // nothing is due while it takes bets; at its crash and pause it settles and the next one opens
      expect(crashWorkDue(round, [], context.timing, nowMs + 999)).toBe(false);
      nowMs = round.crashAtMs + 500;
    }
    await db.transaction((tx) => advanceCrashRounds(tx, context, nowMs));

    expect(rounds.map((round) => round.chainRoundNumber)).toEqual([1, 2, 3, 1, 2, 3, 1]);
    const { rows: chains } = await db.query<{ id: string; commitment: string; revealed_seed: string | null; rounds_played: number }>(
      "SELECT id::text AS id, commitment, revealed_seed, rounds_played FROM crash_chains WHERE merchant_code = 'NORTHSTAR' ORDER BY id",
    );
    expect(chains.map((chain) => [chain.rounds_played, chain.revealed_seed === null])).toEqual([[3, false], [3, false], [2, true]]);
    for (const [index, chain] of chains.entries()) {
      const played = rounds.filter((round) => round.chainId === chain.id);
      const first = played[0];
      if (!first) throw new Error('a chain without rounds');
      expect(previousChainHash(first.roundHash)).toBe(chain.commitment);
      for (let next = 1; next < played.length; next += 1) expect(verifyChainLink(played[next - 1]?.roundHash ?? '', played[next]?.roundHash ?? '')).toBe(true);
      if (chain.revealed_seed && index < 2) expect(generateCrashChain(chain.revealed_seed, 3).roundHashes).toEqual(played.map((round) => round.roundHash));
    }
    const { rows: settled } = await db.query<{ open: number }>("SELECT count(*)::integer AS open FROM crash_rounds WHERE merchant_code = 'NORTHSTAR' AND status = 'open'");
    expect(settled[0]?.open).toBe(1);
  });

  it('names a beacon round due when betting closes, and draws the point only once the beacon has published it', async () => {
    const beacon = new LocalBeacon(db);
    const { publicKey } = await beacon.info();
    const context: CrashRunContext = { keys: merchantKeysFrom('SHONALI', await generateMerchantKeys()), houseEdgeBps: 100, chains: new ChainHashCache(), timing: { bettingMs: 1_000, pauseMs: 500, chainLength: 5 }, beacon };
    const openedAtMs = 1_764_300_000_050;
    await db.transaction((tx) => advanceCrashRounds(tx, context, openedAtMs));
    const opened = await selectLatestCrashRound(db, 'SHONALI');
    if (!opened?.beacon) throw new Error('no salted round opened');
    // Due at or after betting closes, within one beacon period: nobody knows the point while bets are taken.
    expect(opened.beacon.atMs).toBeGreaterThanOrEqual(opened.startsAtMs);
    expect(opened.beacon.atMs - opened.startsAtMs).toBeLessThan(LOCAL_BEACON_PERIOD_MS);
    expect(opened.chainPublishedAtMs).toBeLessThanOrEqual(opened.bettingOpenedAtMs);
    expect(opened).toMatchObject({ crashPointHundredths: null, crashAtMs: null, salt: null, beacon: { publicKey, signature: null } });
    expect(await beacon.read(opened.beacon.round, opened.startsAtMs - 1)).toBeNull();

    // Betting is over but the beacon round is not out yet: the runner waits.
    const beforeBeaconMs = opened.beacon.atMs - 1;
    expect(crashWorkDue(opened, [], context.timing, Math.max(opened.startsAtMs, beforeBeaconMs))).toBe(true);
    await db.transaction((tx) => advanceCrashRounds(tx, context, Math.max(opened.startsAtMs, beforeBeaconMs)));
    expect((await selectLatestCrashRound(db, 'SHONALI'))?.crashPointHundredths).toBeNull();

    await db.transaction((tx) => advanceCrashRounds(tx, context, opened.beacon?.atMs ?? 0));
    const drawn = drawnOrThrow((await selectLatestCrashRound(db, 'SHONALI')) as CrashRoundRow);
    const published = await beacon.read(opened.beacon.round, opened.beacon.atMs);
    if (!published) throw new Error('the beacon round is due');
    expect(beaconRoundProblem(publicKey, published)).toBeNull();
    expect(drawn).toMatchObject({ salt: published.randomness, beacon: { signature: published.signature }, startsAtMs: opened.startsAtMs });
    expect(drawn.crashPointHundredths).toBe(crashPointOf(drawn.roundHash, published.randomness, 100));
    expect(drawn.crashAtMs).toBe(drawn.startsAtMs + crashDelayMs(drawn.crashPointHundredths));
  });
});
