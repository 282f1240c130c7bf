import path from 'node:path';
import { gatewayDepositExpiryMsFrom, type GatewaySettings } from './modules/cashier';
import type { DemoProviderSettings } from './modules/demo';
import { generalPerMinuteFrom, strictMultiplierFrom } from './modules/rate-limit';
import { cdnOriginsFrom, type CdnOrigins } from './modules/system';
import { DEFAULT_HSTS_MAX_AGE_SECONDS } from './http/security-headers';
import { DEFAULT_CONSOLE_HOSTS } from './modules/web';
import { REPO_ROOT, dataDirFrom, databaseUrlFrom, dirFrom, hostFrom, portFrom } from './server-environment.mjs';

export { REPO_ROOT };

/** Everything main.ts reads from the environment, with the defaults a fresh checkout needs. */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  brandsDir: string;
  appsDir: string;
  /** CONSOLE_HOSTS: the host names the operator console answers on */
  consoleHosts: string[];
  opsToken: string | undefined;
  trustProxy: boolean | string[];
  /** HSTS_MAX_AGE_SECONDS: Strict-Transport-Security max-age on answers to https requests; 0 sends none */
  hstsMaxAgeSeconds: number;
  production: boolean;
  logLevel: string;
  /** requests one address may make to the player API per minute */
  rateLimitPerMinute: number;
  /** multiplies the strict per-address limits of login, register, SMS and the like */
  strictRateLimitMultiplier: number;
  /** DEMO_ACCOUNTS: write the demo players, agents and operators (public password) for new brands */
  demoAccounts: boolean;
  /**
   * ART_AT_START on (the default) or off: draw the catalogue's missing pictures before the server
   * answers (decision 0040). Off, each is drawn by its first request: for test servers started many
   * times over, which would otherwise draw the whole catalogue at each start.
   */
  artAtStart: boolean;
  /** DEMO_PROVIDER_*: the demo slot provider `pnpm start` runs beside the server */
  demoProvider: DemoProviderSettings | undefined;
  /** DEMO_GATEWAY_*: the stand-in payment gateway `pnpm start` runs beside the server */
  demoGateway: GatewaySettings | undefined;
  /** GATEWAY_DEPOSIT_EXPIRY_MINUTES (30 by default): a gateway deposit unpaid this long expires */
  gatewayDepositExpiryMs: number;
  /** SMS_PROVIDER_URL, SMS_API_KEY, SMS_SENDER, SMTP_URL and MAIL_FROM, for every brand or one (see messagingVariablesFrom) */
  messaging: MessagingVariables;
  /** IMAGE_CDNS and LAUNCH_GAME_CDNS: origins pages load art and launch games from; empty: the caller's own */
  cdnOrigins: CdnOrigins;
}

// The messaging variables live apart (messaging-variables.ts): the SMS and mail modules read them,
// and this file, which imports modules' doors, must not be loaded by a module.
export { MESSAGING_VARIABLES, brandSetting, messagingVariablesFrom, strayMessagingVariables } from './messaging-variables';
export type { MessagingVariable, MessagingVariables } from './messaging-variables';
import { messagingVariablesFrom, type MessagingVariables } from './messaging-variables';

/**
 * TRUST_PROXY: "true" trusts any proxy (only when nothing can reach the server around it), or a comma
 * list of proxy addresses or networks whose X-Forwarded-For (the caller's address) and
 * X-Forwarded-Proto (https, for Strict-Transport-Security) are believed. Unset or "false": none.
 */
export function trustProxyFrom(text: string | undefined): boolean | string[] {
  const value = text?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * HSTS_MAX_AGE_SECONDS: how long a browser that reached a site over https must keep to https there.
 * Unset: one year. 0 sends no Strict-Transport-Security at all (a site still moving to https).
 */
export function hstsMaxAgeFrom(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return DEFAULT_HSTS_MAX_AGE_SECONDS;
  const seconds = Number(text);
  if (!Number.isInteger(seconds) || seconds < 0) throw new Error(`HSTS_MAX_AGE_SECONDS must be a whole number of seconds, 0 or more, got "${text}"`);
  return seconds;
}

/** CONSOLE_HOSTS: a comma list of host names (no scheme, no port); backoffice.localhost when unset. */
export function consoleHostsFrom(text: string | undefined): string[] {
  const hosts = (text ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  if (hosts.length === 0) return [...DEFAULT_CONSOLE_HOSTS];
  const wrong = hosts.find((host) => !/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(host));
  if (wrong !== undefined) throw new Error(`CONSOLE_HOSTS must be host names such as backoffice.example.com, got "${wrong}"`);
  return hosts;
}

/**
 * DEMO_PROVIDER_SECRET turns the demo provider on: DEMO_PROVIDER_URL is where it listens (its launch
 * page is /launch there), DEMO_PROVIDER_CODE the code it signs with (DEMO by default).
 */
export function demoProviderFrom(env: NodeJS.ProcessEnv): DemoProviderSettings | undefined {
  const secret = env.DEMO_PROVIDER_SECRET?.trim();
  if (!secret) return undefined;
  if (secret.length < 16) throw new Error('DEMO_PROVIDER_SECRET must be at least 16 characters');
  const code = env.DEMO_PROVIDER_CODE?.trim() || 'DEMO';
  if (!/^[A-Za-z0-9_-]{2,32}$/.test(code)) throw new Error(`DEMO_PROVIDER_CODE must be 2 to 32 letters, digits, _ or -, got "${code}"`);
  const base = env.DEMO_PROVIDER_URL?.trim() || 'http://127.0.0.1:8081';
  let launchUrl: URL;
  try {
    launchUrl = new URL('/launch', base);
  } catch {
    throw new Error(`DEMO_PROVIDER_URL must be an http(s) URL, got "${base}"`);
  }
  if (launchUrl.protocol !== 'http:' && launchUrl.protocol !== 'https:') throw new Error(`DEMO_PROVIDER_URL must be an http(s) URL, got "${base}"`);
  return { code, secret, launchUrl: launchUrl.toString() };
}

/**
 * DEMO_GATEWAY_SECRET turns the stand-in payment gateway on: DEMO_GATEWAY_URL is where its checkout
 * page listens, DEMO_GATEWAY_CODE the code brand files name it by (DEMOPAY by default).
 */
export function demoGatewayFrom(env: NodeJS.ProcessEnv): GatewaySettings | undefined {
  const secret = env.DEMO_GATEWAY_SECRET?.trim();
  if (!secret) return undefined;
  if (secret.length < 32) throw new Error('DEMO_GATEWAY_SECRET must be at least 32 characters');
  const code = env.DEMO_GATEWAY_CODE?.trim() || 'DEMOPAY';
  if (!/^[A-Z0-9_]{2,24}$/.test(code)) throw new Error(`DEMO_GATEWAY_CODE must be 2 to 24 uppercase letters, digits or _, got "${code}"`);
  const checkoutUrl = env.DEMO_GATEWAY_URL?.trim() || 'http://127.0.0.1:8082';
  if (!/^https?:\/\/[^/\s]+/.test(checkoutUrl)) throw new Error(`DEMO_GATEWAY_URL must be an http(s) URL, got "${checkoutUrl}"`);
  return { code, secret, checkoutUrl };
}

/**
 * DEMO_ACCOUNTS "on" or "off": whether a start writes the demo accounts, whose password is public.
 * Unset, they are on for a development server and off in production, where they would be a way in.
 */
export function demoAccountsFrom(text: string | undefined, production: boolean): boolean {
  const value = text?.trim().toLowerCase() ?? '';
  if (value === '') return !production;
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`DEMO_ACCOUNTS must be on or off, got "${text}"`);
}

/** ART_AT_START "on" or "off"; unset is on. */
export function artAtStartFrom(text: string | undefined): boolean {
  const value = text?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`ART_AT_START must be on or off, got "${text}"`);
}

export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const production = env.NODE_ENV === 'production';
  return {
    port: portFrom(env.PORT),
    // PORT, HOST, DATABASE_URL and DATA_DIR are read by server-environment.mjs, which `pnpm ops` shares.
    host: hostFrom(env.HOST),
    databaseUrl: databaseUrlFrom(env.DATABASE_URL),
    dataDir: dataDirFrom(env.DATA_DIR),
    brandsDir: dirFrom(env.BRANDS_DIR, path.join(REPO_ROOT, 'brands')),
    appsDir: dirFrom(env.APPS_DIR, path.join(REPO_ROOT, 'apps')),
    consoleHosts: consoleHostsFrom(env.CONSOLE_HOSTS),
    opsToken: env.OPS_TOKEN?.trim() || undefined,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    hstsMaxAgeSeconds: hstsMaxAgeFrom(env.HSTS_MAX_AGE_SECONDS),
    production,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    rateLimitPerMinute: generalPerMinuteFrom(env.RATE_LIMIT_PER_MINUTE),
    strictRateLimitMultiplier: strictMultiplierFrom(env.RATE_LIMIT_STRICT_MULTIPLIER),
    demoAccounts: demoAccountsFrom(env.DEMO_ACCOUNTS, production),
    artAtStart: artAtStartFrom(env.ART_AT_START),
    demoProvider: demoProviderFrom(env),
    demoGateway: demoGatewayFrom(env),
    gatewayDepositExpiryMs: gatewayDepositExpiryMsFrom(env.GATEWAY_DEPOSIT_EXPIRY_MINUTES),
    messaging: messagingVariablesFrom(env),
    cdnOrigins: { image: cdnOriginsFrom('IMAGE_CDNS', env.IMAGE_CDNS), launch: cdnOriginsFrom('LAUNCH_GAME_CDNS', env.LAUNCH_GAME_CDNS) },
  };
}
