import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerPlayRoutes } from './play/routes';
import { PlayerSessions } from './play/player-sessions';
import { PendingSettlements } from './wallet/pending-settlements';
import type { RetryPolicy, Sleep } from './wallet/retry';
import { RoundRunner } from './wallet/round-runner';
import { SeamlessClient } from './wallet/seamless-client';
import { SettlementWorker } from './wallet/settlement-worker';

const ASSETS_DIR = path.resolve(import.meta.dirname, '../assets');
const require = createRequire(import.meta.url);
/** Bengali glyphs served with the page, so the game reads right on machines without a Bengali font. */
const bengaliFontFile = (weight: 400 | 700) => require.resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff2`);

export interface ProviderAppOptions {
  providerCode: string;
  secret: string;
  platformUrl: string;
  /** file of the durable settlement queue */
  queueFile: string;
  logLevel: string | false;
  /** limits of each request to the platform and of the retries; tests shorten them */
  timing?: Partial<ProviderTiming>;
  sleep?: Sleep;
}

export interface ProviderTiming {
  requestTimeoutMs: number;
  bet: RetryPolicy;
  settleAttemptsWhileWaiting: number;
  settleBackoff: Pick<RetryPolicy, 'firstDelayMs' | 'maxDelayMs'>;
}

/**
 * A request may take 5 s; a bet is tried 3 times within about 7 s before it is rolled back; the player
 * waits for 3 tries of a win, which then keeps being sent every 30 s at most until the platform takes it.
 */
export const DEFAULT_TIMING: ProviderTiming = {
  requestTimeoutMs: 5_000,
  bet: { attempts: 3, firstDelayMs: 250, maxDelayMs: 2_000 },
  settleAttemptsWhileWaiting: 3,
  settleBackoff: { firstDelayMs: 500, maxDelayMs: 30_000 },
};

export interface ProviderApp {
  app: FastifyInstance;
  worker: SettlementWorker;
  queue: PendingSettlements;
}

/** The provider's server: launch page, spin and balance calls for its page, and the settlement worker. */
export async function buildProviderApp(options: ProviderAppOptions): Promise<ProviderApp> {
  const timing = { ...DEFAULT_TIMING, ...options.timing };
  const app = Fastify({ logger: options.logLevel === false ? false : { level: options.logLevel } });
  const queue = await PendingSettlements.open(options.queueFile);
  const client = new SeamlessClient({ platformUrl: options.platformUrl, providerCode: options.providerCode, secret: options.secret, timeoutMs: timing.requestTimeoutMs });
  const worker = new SettlementWorker(queue, client, timing.settleBackoff, app.log, options.sleep);
  const rounds = new RoundRunner(client, queue, worker, { bet: timing.bet, settleAttemptsWhileWaiting: timing.settleAttemptsWhileWaiting }, options.sleep);
  const assets = {
    script: readFileSync(path.join(ASSETS_DIR, 'slot.js'), 'utf8'),
    styles: readFileSync(path.join(ASSETS_DIR, 'slot.css'), 'utf8'),
    fonts: { 'bengali-400.woff2': readFileSync(bengaliFontFile(400)), 'bengali-700.woff2': readFileSync(bengaliFontFile(700)) },
  };
  registerPlayRoutes(app, { client, rounds, sessions: new PlayerSessions(), assets });
  app.addHook('onClose', async () => worker.stop());
  return { app, worker, queue };
}
