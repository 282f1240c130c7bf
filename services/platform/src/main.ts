import type { AddressInfo } from 'node:net';
import { loadBrandsDir } from '@croupier/brand-config/node';
import { buildApp } from './app';
import { systemClock } from './clock';
import { readServerConfig } from './config';
import { openDatabase } from './db/open-database';
import { brandSendsSms, PRODUCTION_ARGON2_COST } from './modules/accounts';
import { drawCatalogueArt } from './modules/games';
import { mailDelivery, mailSettingsFor } from './modules/mail';
import { resolveOpsToken } from './modules/ops-access';
import { rateLimitsWithGeneral } from './modules/rate-limit';
import { smsDelivery, smsSettingsFor } from './modules/sms';
import { brandUrl, consoleUrl } from './modules/web';

/** How long shutdown may take before the process gives up waiting and exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function start(): Promise<void> {
  const config = readServerConfig(process.env);
  const brands = loadBrandsDir(config.brandsDir);
  if (brands.length === 0) throw new Error(`no brand files in ${config.brandsDir}. Fix: add brands/<code>.json or set BRANDS_DIR`);
  // Read before the database opens: a brand that would send codes to no one stops the start at once.
  const sms = smsSettingsFor(brands, config.messaging, { production: config.production, sendsSms: brandSendsSms });
  const mail = mailSettingsFor(brands, config.messaging);

  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, (error) => {
    console.error('database connection lost while idle:', error.message);
  });
  const app = await buildApp({
    db,
    brands,
    config: {
      appsDir: config.appsDir,
      consoleHosts: config.consoleHosts,
      opsToken: resolveOpsToken(config.dataDir, config.opsToken),
      checkResponses: !config.production,
      trustProxy: config.trustProxy,
      hstsMaxAgeSeconds: config.hstsMaxAgeSeconds,
      logLevel: config.logLevel,
      clock: systemClock,
      exposeOutboxes: !config.production,
      passwordCost: PRODUCTION_ARGON2_COST,
      rateLimits: rateLimitsWithGeneral(config.rateLimitPerMinute, config.strictRateLimitMultiplier),
      demoAccounts: config.demoAccounts,
      demoProvider: config.demoProvider,
      demoGateway: config.demoGateway,
      gatewayDepositExpiryMs: config.gatewayDepositExpiryMs,
      cdnOrigins: config.cdnOrigins,
    },
    sms: smsDelivery(sms, { production: config.production }),
    mail: mailDelivery(mail, { production: config.production }),
  }).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      console.error(`shutdown took longer than ${SHUTDOWN_GRACE_MS} ms; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error('shutdown failed:', error);
        process.exit(1);
      });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // Started by start.mjs: if that launcher dies without passing a signal on, its channel closes; stop too.
  if (process.send) process.on('disconnect', () => stop('SIGTERM'));

  // The catalogue's pictures (decision 0040): the whole catalogue at a first start, before the
  // platform answers, so its first visitors and a benchmark started right after meet no drawing in the
  // background; nothing at the next start. Another instance drawing them meanwhile is left to it.
  if (config.artAtStart) {
    const art = await drawCatalogueArt(db);
    if (art.drawn > 0) app.log.info({ drawn: art.drawn, ms: Math.round(art.ms) }, 'catalogue art drawn');
  }

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    await db.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const sites = brands.map((brand) => ({ code: brand.code, displayName: brand.displayName, url: brandUrl(brand, port) }));
  const operatorConsole = config.consoleHosts[0] === undefined ? null : consoleUrl(config.consoleHosts[0], port);
  app.log.info({ database: config.databaseUrl ? 'postgres' : 'embedded', sites, console: operatorConsole }, 'platform ready');
  // When started by tooling/scripts/start.mjs, tell it the real port so it can print the brand and console URLs.
  process.send?.({ type: 'listening', port, sites, console: operatorConsole });
}

start().catch((error: unknown) => {
  console.error(`The platform server did not start:\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
