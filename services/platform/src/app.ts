import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Brand } from '@croupier/brand-config';
import type { AppConfig, AppDeps } from './app-deps';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { installErrorHandling, JSON_BODY_LIMIT_BYTES } from './http/error-handling';
import { installFormBodyParser } from './http/form-body';
import { RouteRegistry } from './http/route-registry';
import { DEFAULT_HSTS_MAX_AGE_SECONDS, installSecurityHeaders } from './http/security-headers';
import { SocketRoutes } from './http/socket-routes';
import { PasswordHasher, registerAccountRoutes } from './modules/accounts';
import { registerBackofficeRoutes } from './modules/backoffice';
import { createBrandDirectory } from './modules/brands';
import { registerCaptchaRoutes } from './modules/captcha';
import { registerCashierRoutes, registerGateway } from './modules/cashier';
import { HeldAnnouncements, registerContentRoutes } from './modules/content';
import { registerContractOpsRoutes, registerContractRoutes, startContractSettlement } from './modules/agent-contracts';
import { connectDemoProvider, seedDemoData } from './modules/demo';
import { CatalogueSnapshots, engineOriginsOf, registerGameRoutes } from './modules/games';
import { anyOperatorExists, registerOperatorRoutes } from './modules/backoffice-operators';
import { registerBonusConsoleRoutes, registerBonusRoutes, startBonusSettling } from './modules/bonuses';
import { startHousekeeping } from './modules/housekeeping';
import { registerInHouseRoutes } from './modules/inhouse';
import { type MailProviderFactory, outboxMailProvider } from './modules/mail';
import { registerNotificationRoutes } from './modules/notifications';
import { registerOpsAccountRoutes, registerOpsLedgerRoutes, registerOpsRoutes } from './modules/ops-commands';
import { registerPlayRoutes } from './modules/play';
import { registerRecordRoutes } from './modules/records';
import { registerRebateConsoleRoutes, registerRebateRoutes, registerRebateTestRoutes, seedRebateSettings, startRebateRun } from './modules/rebates';
import { registerPromotionRoutes } from './modules/promotions';
import { registerRedEnvelopeRoutes, startRedEnvelopeClosing } from './modules/red-envelopes';
import { installGeneralRateLimit, MemoryRateLimiter } from './modules/rate-limit';
import { loadMerchantKeyring, registerSealingRoutes } from './modules/sealing';
import { ProviderKeys, registerSeamlessRoutes } from './modules/seamless';
import { outboxSmsProvider, registerSmsRoutes, type SmsProviderFactory } from './modules/sms';
import { AccessRules, registerSystemRoutes } from './modules/system';
import { registerTransferRoutes } from './modules/transfers';
import { registerAgentRoutes } from './modules/agents';
import { recordLedgerCurrencies } from './modules/ledger';
import { registerWalletRoutes } from './modules/wallet';
import { registerWebRoutes } from './modules/web';

export type { AppConfig } from './app-deps';

export interface BuildAppOptions {
  /** opened by the caller, who also closes it: closing the app leaves the database open */
  db: Database;
  brands: readonly Brand[];
  config: AppConfig;
  /** makes what delivers SMS (main.ts: each brand's provider, smsDelivery); the embedded outbox when omitted */
  sms?: SmsProviderFactory;
  /** makes what delivers mail (main.ts: each brand's SMTP server, mailDelivery); the embedded outbox when omitted */
  mail?: MailProviderFactory;
}

/**
 * The whole server, ready to listen or to take `inject` calls: migrations applied, demo data in place
 * for new brands, every route registered. Routes may still be added before the first request.
 */
export async function buildApp({ db, brands, config, sms, mail }: BuildAppOptions): Promise<FastifyInstance> {
  const directory = createBrandDirectory(brands);
  const app = Fastify({
    logger: config.logLevel === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
  });

  const migrated = await migrate(db);
  if (migrated.migrations.length > 0 || migrated.functions.length > 0 || migrated.checksumsUpdated.length > 0) {
    app.log.info({ migrations: migrated.migrations, functions: migrated.functions, checksumsUpdated: migrated.checksumsUpdated }, 'database migrated');
  }
  const passwords = new PasswordHasher(config.passwordCost);
  await recordLedgerCurrencies(db, directory.all, config.clock.nowMs());
  const seeded = await seedDemoData(db, directory.all, passwords, config.clock.nowMs(), { accounts: config.demoAccounts });
  await seedRebateSettings(db, directory.all, config.clock.nowMs());
  if (seeded.length > 0) app.log.info({ brands: seeded, demoAccounts: config.demoAccounts }, 'demo data written for new brands');
  if (!(await anyOperatorExists(db))) app.log.warn('no operator can sign in to the console yet: make the first with `pnpm ops operator create` (operator token)');
  if (config.demoProvider) {
    const connected = await connectDemoProvider(db, config.demoProvider, config.clock.nowMs());
    app.log.info({ provider: config.demoProvider.code, launchUrl: config.demoProvider.launchUrl, connected }, 'demo provider registered');
  }
  if (config.demoGateway) {
    await registerGateway(db, config.demoGateway, config.clock.nowMs());
    app.log.info({ gateway: config.demoGateway.code, checkoutUrl: config.demoGateway.checkoutUrl }, 'payment gateway registered');
  }
  const keyring = await loadMerchantKeyring(db, directory.all);

  // Calls take JSON, or a form where their contract says so; a text/plain body would otherwise reach the schemas as a bare string.
  app.removeContentTypeParser('text/plain');
  installFormBodyParser(app);
  const registry = new RouteRegistry();
  registry.install(app);
  installErrorHandling(app, registry);
  // A brand's pages may frame the engines connected to its vendors (the game page opens them in a frame).
  installSecurityHeaders(
    app,
    async (request) => {
      const brand = deps.brands.byHost(request.host);
      return brand ? engineOriginsOf(await deps.catalogue.of(brand.merchantCode)) : [];
    },
    { hstsMaxAgeSeconds: config.hstsMaxAgeSeconds ?? DEFAULT_HSTS_MAX_AGE_SECONDS, imageOrigins: config.cdnOrigins?.image },
  );
  const limiter = new MemoryRateLimiter(config.clock);
  installGeneralRateLimit(app, limiter, config.rateLimits.general);
  // The brand shells' build writes .br and .gz copies next to each file; send those when the browser takes them.
  await app.register(fastifyStatic, { serve: false, preCompressed: true });

  const deps: AppDeps = {
    db,
    brands: directory,
    config,
    keyring,
    passwords,
    limiter,
    sms: sms ? sms({ db, clock: config.clock, log: app.log }) : outboxSmsProvider(db, config.clock),
    mail: mail ? mail({ db, clock: config.clock, log: app.log }) : outboxMailProvider(db, config.clock),
    catalogue: new CatalogueSnapshots(db, config.clock),
    access: new AccessRules(db, config.clock),
    announcements: new HeldAnnouncements(db, config.clock),
    providers: new ProviderKeys(db, config.clock),
  };
  // Sends under way finish, and mails waiting to be tried again are logged as not sent, before the database closes.
  app.addHook('onClose', async () => {
    await Promise.all([deps.sms.close?.(), deps.mail.close?.()]);
  });
  registerSystemRoutes(app, deps);
  registerGameRoutes(app, deps);
  registerPlayRoutes(app, deps);
  registerWalletRoutes(app, deps);
  registerContentRoutes(app, deps);
  registerSealingRoutes(app, deps);
  registerCaptchaRoutes(app, deps);
  registerSmsRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerOpsRoutes(app, deps);
  registerOpsAccountRoutes(app, deps);
  registerOpsLedgerRoutes(app, deps);
  registerOperatorRoutes(app, deps);
  registerBackofficeRoutes(app, deps);
  registerSeamlessRoutes(app, deps);
  const sockets = new SocketRoutes();
  registerInHouseRoutes(app, deps, sockets);
  await registerNotificationRoutes(app, deps, sockets);
  registerRecordRoutes(app, deps);
  registerBonusRoutes(app, deps);
  registerBonusConsoleRoutes(app, deps);
  registerCashierRoutes(app, deps);
  registerTransferRoutes(app, deps);
  registerAgentRoutes(app, deps);
  registerContractRoutes(app, deps);
  registerContractOpsRoutes(app, deps);
  registerRedEnvelopeRoutes(app, deps);
  registerPromotionRoutes(app, deps);
  registerRebateRoutes(app, deps);
  registerRebateConsoleRoutes(app, deps);
  registerRebateTestRoutes(app, deps);
  registerWebRoutes(app, deps);
  await sockets.install(app);
  startHousekeeping(app, deps);
  startContractSettlement(app, deps);
  startBonusSettling(app, deps);
  startRebateRun(app, deps);
  startRedEnvelopeClosing(app, deps);
  return app;
}
