import { randomBytes } from 'node:crypto';
import type { Database } from '../../../../services/platform/src/db/database';
import { openPostgresDatabase } from '../../../../services/platform/src/db/postgres-database';
import { grantBonusIn } from '../../../../services/platform/src/modules/bonuses';
import { launchLoadPlayers } from '../../../../services/platform/testing/seamless-load/players';
import type { LoadPlayer } from '../../../../services/platform/testing/seamless-load/plan';
import { startPlatformProcess } from '../../../../services/platform/testing/platform-process';
import { createScratchDatabase } from '../../../../services/platform/testing/scratch-database';
import { SeamlessHttpClient } from '../../../../services/platform/testing/seamless-http-client';
import { repositoryBrand } from '../../../../services/platform/testing/seamless-seed';
import { assertPortFree, onInterrupt } from '../processes';
import { LeanSeamlessClient } from './lean-seamless-client';

/**
 * The platform as the wallet benchmark measures it: its own process (`node --import tsx src/main.ts`,
 * NODE_ENV=production, LOG_LEVEL=warn) on a fresh database of the local Postgres, a provider registered
 * with a secret made for the run, and players of each brand seeded with money and authenticated over
 * HTTP. Uses the platform's own test helpers, so the benchmark and the torture test set up alike.
 */

export interface WalletPlatformOptions {
  /** a Postgres server URL the run may create and drop databases on */
  serverUrl: string;
  port: number;
  /** keep-alive sockets of the provider's client */
  sockets: number;
  playersPerBrand: number;
  brands: readonly string[];
  /** the share of each brand's players (0 to 1) given an active bonus before the runs (decision 0045) */
  bonusShare?: number;
}

export interface WalletPlatform {
  /** the platform's database, for reading pg_stat_activity during runs */
  databaseUrl: string;
  /** the platform's process, for reading its CPU time */
  pid: number;
  /** the provider the run registered, whose calls these are */
  providerCode: string;
  client: SeamlessHttpClient;
  /** the same provider's calls, sent with little CPU: the measured runs use this one */
  lean: LeanSeamlessClient;
  /** by brand code */
  players: Map<string, LoadPlayer[]>;
  stop(): Promise<void>;
}

/**
 * An active bonus for every n-th player, so that a share of the calls meets one: the maximum-bet probe
 * finds a bonus and the answers add its wallet. Its wagering is out of reach, so it stays active through
 * the runs; it sets no maximum bet, so no stake is refused.
 */
async function grantBenchBonuses(db: Database, players: readonly LoadPlayer[], share: number): Promise<void> {
  if (share <= 0) return;
  const every = Math.max(1, Math.round(1 / share));
  for (const [index, player] of players.entries()) {
    if (index % every !== 0) continue;
    await db.transaction((tx) =>
      grantBonusIn(
        tx,
        {
          merchantCode: player.merchantCode,
          memberId: player.memberId,
          origin: 'operator',
          awardKey: `bench-${player.memberId}`,
          titleEn: 'Bench bonus',
          titleBn: 'বেঞ্চ বোনাস',
          terms: {
            amountMinor: 100_000n,
            depositMinor: 0n,
            wageringBase: 'BONUS',
            multiplierHundredths: 100_000,
            contributions: { RNG: 100 },
            maxBetMinor: null,
            maxCashoutMinor: null,
            lostBelowMinor: 0n,
            lifetimeMs: 24 * 3_600_000,
          },
        },
        Date.now(),
      ),
    );
  }
}

/** Enough that no stake of a run is refused for money. */
const FUNDED_MINOR = 1_000_000_000_000n;

export async function startWalletPlatform(options: WalletPlatformOptions): Promise<WalletPlatform> {
  await assertPortFree(options.port);
  const scratch = await createScratchDatabase(options.serverUrl, 'croupier_bench_wallet');
  const provider = { code: 'BENCH', secret: randomBytes(24).toString('hex') };
  const stops: (() => Promise<void>)[] = [() => scratch.drop()];
  const stop = async () => {
    for (const each of stops.reverse()) await each().catch((error: unknown) => console.error('bench:wallet: stopping failed:', error));
    stops.length = 0;
  };
  const forget = onInterrupt(stop);
  try {
    const platform = await startPlatformProcess({
      databaseUrl: scratch.url,
      port: options.port,
      provider,
      production: true,
      // A live start needs an SMS provider for brands that send codes (decision 0034); the run sends none.
      env: { SMS_PROVIDER_URL: 'http://127.0.0.1:9', SMS_API_KEY: 'wallet-bench-sends-no-sms' },
    });
    stops.push(() => platform.stop());
    const client = new SeamlessHttpClient({ origin: platform.origin, provider, sockets: options.sockets, timeoutMs: 30_000 });
    stops.push(async () => client.close());
    const lean = new LeanSeamlessClient({ origin: platform.origin, provider, sockets: options.sockets, timeoutMs: 30_000 });
    stops.push(async () => lean.close());
    // Seeding needs a connection of its own; it is closed before the runs, so only the platform's count then.
    const db = openPostgresDatabase(scratch.url, () => {});
    const players = new Map<string, LoadPlayer[]>();
    try {
      for (const code of options.brands) {
        const brand = repositoryBrand(code);
        const launched = await launchLoadPlayers(db, client, { brands: [brand], perBrand: options.playersPerBrand, fundedMinor: () => FUNDED_MINOR, usernamePrefix: `bench${code}` });
        players.set(code, launched);
        await grantBenchBonuses(db, launched, options.bonusShare ?? 0);
      }
    } finally {
      await db.close();
    }
    return {
      databaseUrl: scratch.url,
      pid: platform.pid,
      providerCode: provider.code,
      client,
      lean,
      players,
      stop: async () => {
        forget();
        await stop();
      },
    };
  } catch (error) {
    forget();
    await stop();
    throw error;
  }
}
