import type { Clock } from './clock';
import type { Database } from './db/database';
import type { Argon2Cost, PasswordHasher } from './modules/accounts';
import type { BrandDirectory } from './modules/brands';
import type { HeldAnnouncements } from './modules/content';
import type { GatewaySettings } from './modules/cashier';
import type { DemoProviderSettings } from './modules/demo';
import type { CatalogueSnapshots } from './modules/games';
import type { MailProvider } from './modules/mail';
import type { MemoryRateLimiter, RateLimitSettings } from './modules/rate-limit';
import type { MerchantKeyring } from './modules/sealing';
import type { ProviderKeys } from './modules/seamless';
import type { SmsProvider } from './modules/sms';
import type { AccessRules, CdnOrigins } from './modules/system';

/** Settings buildApp needs; main.ts reads them from the environment, tests write them out. */
export interface AppConfig {
  /** folder holding apps/<code>/dist of each brand shell, and apps/backoffice/dist of the operator console */
  appsDir: string;
  /** host names the operator console answers on (backoffice.localhost when left out); no brand may claim one */
  consoleHosts?: readonly string[] | undefined;
  /** secret operators send in X-Ops-Token */
  opsToken: string;
  /** check every answer against its contract schema (tests and development) */
  checkResponses: boolean;
  /** Fastify trustProxy: false, true, or the proxy addresses whose X-Forwarded-For and X-Forwarded-Proto are believed */
  trustProxy: boolean | string[];
  /** Strict-Transport-Security max-age on answers to https requests (one year when left out); 0 sends none */
  hstsMaxAgeSeconds?: number | undefined;
  /** pino level, or false for no logs (tests) */
  logLevel: string | false;
  /** the server's time; tests pass one they can move forward */
  clock: Clock;
  /** operator reads of the SMS and mail outboxes and of captcha answers; never in production */
  exposeOutboxes: boolean;
  /** argon2id cost of new password hashes */
  passwordCost: Argon2Cost;
  rateLimits: RateLimitSettings;
  /** write the demo players, agents and operators (public password) for new brands; never by default in production */
  demoAccounts: boolean;
  /** the stand-in slot provider to register and connect to slot vendors at start; none when unset */
  demoProvider?: DemoProviderSettings | undefined;
  /** the payment gateway to register at start (the stand-in one in the demo); none when unset */
  demoGateway?: GatewaySettings | undefined;
  /** how long a gateway deposit waits for its notice before it expires (30 minutes when left out) */
  gatewayDepositExpiryMs?: number | undefined;
  /** how often live feeds ping their sockets; a socket that has not answered the last ping is dropped (default 30 s) */
  liveHeartbeatMs?: number | undefined;
  /** how often bonuses whose end is due are settled (30 s when left out); 0 never, for tests that settle them themselves */
  bonusSettleWakeMs?: number | undefined;
  /** IMAGE_CDNS and LAUNCH_GAME_CDNS: the hosts pages load art and launch games from; the caller's own origin where a list is empty or left out */
  cdnOrigins?: CdnOrigins | undefined;
}

/** What every module's routes are built from. */
export interface AppDeps {
  db: Database;
  brands: BrandDirectory;
  config: AppConfig;
  /** each merchant's sealing key pair and code secret */
  keyring: MerchantKeyring;
  passwords: PasswordHasher;
  /** per-address request counters of this process */
  limiter: MemoryRateLimiter;
  sms: SmsProvider;
  mail: MailProvider;
  /** each merchant's enabled catalogue, held in this process */
  catalogue: CatalogueSnapshots;
  /** each merchant's maintenance and region blocks, held in this process */
  access: AccessRules;
  /** each merchant's home banners and notices, held in this process */
  announcements: HeldAnnouncements;
  /** each game provider's signing secret and standing, held in this process */
  providers: ProviderKeys;
}
