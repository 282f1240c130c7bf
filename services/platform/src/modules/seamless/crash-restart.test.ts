import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../../db/postgres-database';
import { freePort, startPlatformProcess, type PlatformProcess, type PlatformProcessOptions } from '../../../testing/platform-process';
import { createScratchDatabase } from '../../../testing/scratch-database';
import { SeamlessHttpClient } from '../../../testing/seamless-http-client';
import { repoBrand } from '../../../testing/test-app';
import { balanceOf } from '../ledger';
import { deliverPlan } from '../../../testing/seamless-load/deliver';
import { checkEffects } from '../../../testing/seamless-load/effects';
import { planLoad } from '../../../testing/seamless-load/plan';
import { launchLoadPlayers } from '../../../testing/seamless-load/players';
import { gameHouseAccount } from './player-wallet';

/**
 * Crash-restart proof: the platform runs as its own process on a real Postgres, as deployed; providers'
 * senders drive the seamless API; the process is killed with SIGKILL twice mid-load (no shutdown: open
 * transactions die with their connections, answers in flight are lost) and started again on the same
 * database and port. The senders send again, unchanged, whatever got no answer, as a provider must.
 * Afterwards every transaction id must have had exactly one effect, the one its answers promise, and
 * the ledger must pass its own check. Needs a Postgres server (TEST_DATABASE_URL, as CI has): the
 * embedded database is one process's memory and cannot outlive a killed server.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL;
const DELIVERIES = 6_000;
const SENDERS = 32;
/** after this many finished deliveries the server is killed, and again after the second */
const KILL_AFTER = [1_500, 3_500];
const BRANDS = ['northstar', 'shonali'] as const;

describe.skipIf(!SERVER_URL)('the platform killed with SIGKILL under load and started again', () => {
  it(
    'leaves every provider transaction with exactly one effect and the ledger consistent',
    async () => {
      const scratch = await createScratchDatabase(SERVER_URL ?? '', 'croupier_crash');
      const options: PlatformProcessOptions = {
        databaseUrl: scratch.url,
        port: await freePort(),
        provider: { code: 'CRASHPROV', secret: randomBytes(24).toString('hex') },
        production: false,
      };
      let platform: PlatformProcess = await startPlatformProcess(options);
      const db = openPostgresDatabase(scratch.url, () => {});
      const client = new SeamlessHttpClient({ origin: platform.origin, provider: options.provider, sockets: SENDERS, timeoutMs: 10_000 });
      try {
        const seed = Date.now() % 1_000_000;
        const idPrefix = `c${seed}`;
        const brands = BRANDS.map(repoBrand);
        const players = await launchLoadPlayers(db, client, { brands, perBrand: 30, fundedMinor: (index) => (index % 5 === 0 ? 2_000n : 2_000_000n), usernamePrefix: `crash${seed}` });
        const houseBeforeMinor = new Map<string, bigint>();
        for (const brand of brands) houseBeforeMinor.set(brand.merchantCode, await balanceOf(db, gameHouseAccount(brand.merchantCode)));
        const plan = planLoad({ players, deliveries: DELIVERIES, duplicateShare: 0.1, shuffleWindow: SENDERS, seed, idPrefix });

        const restarts: Promise<void>[] = [];
        const crashAndRestart = async () => {
          await platform.kill();
          platform = await startPlatformProcess(options);
        };
        const records = await deliverPlan({
          client,
          plan,
          senders: SENDERS,
          retry: { firstDelayMs: 50, maxDelayMs: 1_000, giveUpAfterMs: 180_000 },
          onDelivered: (finished) => {
            if (KILL_AFTER.includes(finished)) restarts.push(crashAndRestart());
          },
        });
        await Promise.all(restarts);

        const report = await checkEffects({ db, providerCode: options.provider.code, idPrefix, plan, records, players, houseBeforeMinor, answersMayBeLost: true });
        console.info(`seamless crash-restart (seed ${seed}): killed ${restarts.length} times; ${JSON.stringify(report.counts)}`);
        expect(report.problems.slice(0, 40), `seed ${seed}: ${report.problems.length} problems`).toEqual([]);
        expect(restarts).toHaveLength(KILL_AFTER.length);
        // The kills must have cut requests off, or nothing was proven about them.
        expect(report.counts.retried).toBeGreaterThan(0);
      } finally {
        client.close();
        await platform.stop();
        await db.close();
        await scratch.drop();
      }
    },
    10 * 60_000,
  );
});
