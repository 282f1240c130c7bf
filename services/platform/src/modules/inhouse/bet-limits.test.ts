import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getInHouseSettings } from '@croupier/contract';
import type { Brand } from '@croupier/brand-config';
import { REPO_BRANDS, buildTestApp, repoBrand } from '../../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import { assertLedgerConsistent } from '../ledger';
import { betLimitsOf } from './games';
import { BRAND, fundedPlayer, newRequestId, play, refusal, value, type InHouseTestServer } from './inhouse-testing';

/** The brand of the in-house tests with stake limits of its own for Dice and Mines; Crash keeps the default. */
function brandWithLimits(): Brand {
  const brand = repoBrand(BRAND);
  return { ...brand, inHouse: { ...brand.inHouse, limits: { DICE: { minBetMinor: 500, maxBetMinor: 2_000 }, MINES: { minBetMinor: 1_000, maxBetMinor: 1_000 } } } };
}

describe('stake limits from the brand file', () => {
  it('takes a game’s limits from the brand file, and 1 to 10,000 whole units where it sets none', () => {
    const brand = brandWithLimits();
    expect(betLimitsOf(brand, 'DICE')).toEqual({ minBetMinor: 500n, maxBetMinor: 2_000n });
    expect(betLimitsOf(brand, 'CRASH')).toEqual({ minBetMinor: 100n, maxBetMinor: 1_000_000n });
    expect(betLimitsOf(repoBrand(BRAND), 'DICE')).toEqual({ minBetMinor: 100n, maxBetMinor: 1_000_000n });
  });

  describe('on a running platform', () => {
    const server = {} as InHouseTestServer;
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase({ prepared: true });
      server.db = database.db;
      server.app = await buildTestApp(database.db, {}, [brandWithLimits(), ...REPO_BRANDS.filter((each) => each.code !== BRAND)]);
    });
    afterAll(async () => {
      await assertLedgerConsistent(server.db);
      await server.app?.close();
      await database?.dispose();
    });

    const dice = (token: string, amountMinor: number) =>
      play(server, token, 'POST', '/wps/bgs/dice/bet', { amountMinor, targetHundredths: 5000, direction: 'under', requestId: newRequestId() });

    it('refuses a stake outside the brand’s limits and takes one inside them', async () => {
      const { token } = await fundedPlayer(server, 100_000n);
      expect(await refusal(dice(token, 499), 400)).toBe('BET_LIMIT');
      expect(await refusal(dice(token, 2_001), 400)).toBe('BET_LIMIT');
      expect((await dice(token, 500)).statusCode).toBe(200);
      expect((await dice(token, 2_000)).statusCode).toBe(200);
    });

    it('tells the player the limits it applies', async () => {
      const { token } = await fundedPlayer(server, 0n);
      const settings = getInHouseSettings.value.parse(await value(play(server, token, 'GET', getInHouseSettings.path)));
      expect(settings.limits).toEqual({
        CRASH: { minBetMinor: 100, maxBetMinor: 1_000_000 },
        DICE: { minBetMinor: 500, maxBetMinor: 2_000 },
        MINES: { minBetMinor: 1_000, maxBetMinor: 1_000 },
      });
    });
  });
});
