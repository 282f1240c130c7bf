import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, artAtStartFrom, consoleHostsFrom, demoAccountsFrom, hstsMaxAgeFrom, readServerConfig, trustProxyFrom } from './config';

describe('server configuration', () => {
  it('defaults to a local server on the embedded database', () => {
    const config = readServerConfig({});
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', databaseUrl: undefined, trustProxy: false, production: false, logLevel: 'info', rateLimitPerMinute: 600, strictRateLimitMultiplier: 1 });
    expect(config.dataDir).toBe(path.join(REPO_ROOT, '.data', 'platform'));
    expect(config.brandsDir).toBe(path.join(REPO_ROOT, 'brands'));
    expect(config.appsDir).toBe(path.join(REPO_ROOT, 'apps'));
  });

  it('reads the environment', () => {
    const config = readServerConfig({ PORT: '8099', HOST: '0.0.0.0', DATABASE_URL: 'postgres://x/y', DATA_DIR: '/tmp/d', NODE_ENV: 'production', OPS_TOKEN: 't', RATE_LIMIT_PER_MINUTE: '900', RATE_LIMIT_STRICT_MULTIPLIER: '10' });
    expect(config).toMatchObject({ port: 8099, host: '0.0.0.0', databaseUrl: 'postgres://x/y', dataDir: '/tmp/d', production: true, opsToken: 't', rateLimitPerMinute: 900, strictRateLimitMultiplier: 10 });
  });

  it('refuses a port that is not one', () => {
    expect(() => readServerConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readServerConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('reads HSTS_MAX_AGE_SECONDS, a year when unset and 0 for none', () => {
    expect(readServerConfig({}).hstsMaxAgeSeconds).toBe(31_536_000);
    expect(readServerConfig({ HSTS_MAX_AGE_SECONDS: '600' }).hstsMaxAgeSeconds).toBe(600);
    expect(hstsMaxAgeFrom('0')).toBe(0);
    expect(() => hstsMaxAgeFrom('-1')).toThrow(/HSTS_MAX_AGE_SECONDS/);
    expect(() => hstsMaxAgeFrom('a year')).toThrow(/HSTS_MAX_AGE_SECONDS/);
  });

  it('reads TRUST_PROXY as a switch or a list of proxies', () => {
    expect(trustProxyFrom(undefined)).toBe(false);
    expect(trustProxyFrom('false')).toBe(false);
    expect(trustProxyFrom('true')).toBe(true);
    expect(trustProxyFrom('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('serves the operator console on backoffice.localhost unless CONSOLE_HOSTS names other hosts', () => {
    expect(readServerConfig({}).consoleHosts).toEqual(['backoffice.localhost']);
    expect(consoleHostsFrom(' ')).toEqual(['backoffice.localhost']);
    expect(consoleHostsFrom('BO.Example.com, console.localhost')).toEqual(['bo.example.com', 'console.localhost']);
    for (const wrong of ['https://bo.example.com', 'bo.example.com:8443', 'bo..example.com', 'bo_example.com']) {
      expect(() => consoleHostsFrom(wrong), wrong).toThrow(/CONSOLE_HOSTS/);
    }
  });

  it('reads IMAGE_CDNS and LAUNCH_GAME_CDNS, none when unset, and refuses to start on an entry that is not an origin', () => {
    expect(readServerConfig({}).cdnOrigins).toEqual({ image: [], launch: [] });
    expect(readServerConfig({ IMAGE_CDNS: 'https://img1.example.com, https://img2.example.com/', LAUNCH_GAME_CDNS: 'https://play.example.com' }).cdnOrigins).toEqual({
      image: ['https://img1.example.com', 'https://img2.example.com'],
      launch: ['https://play.example.com'],
    });
    expect(() => readServerConfig({ IMAGE_CDNS: 'https://img1.example.com,img2.example.com' })).toThrow(/^IMAGE_CDNS .*"img2\.example\.com" is not one$/);
    expect(() => readServerConfig({ LAUNCH_GAME_CDNS: 'https://play.example.com/launch' })).toThrow(/^LAUNCH_GAME_CDNS .*"https:\/\/play\.example\.com\/launch" is not one$/);
  });

  it('writes the demo accounts in development and not in production unless DEMO_ACCOUNTS says', () => {
    expect(readServerConfig({}).demoAccounts).toBe(true);
    expect(readServerConfig({ NODE_ENV: 'production' }).demoAccounts).toBe(false);
    expect(readServerConfig({ NODE_ENV: 'production', DEMO_ACCOUNTS: 'on' }).demoAccounts).toBe(true);
    expect(readServerConfig({ DEMO_ACCOUNTS: ' OFF ' }).demoAccounts).toBe(false);
    expect(demoAccountsFrom('', true)).toBe(false);
    for (const wrong of ['yes', '1', 'true']) expect(() => demoAccountsFrom(wrong, false), wrong).toThrow(/DEMO_ACCOUNTS must be on or off, got "/);
  });

  it('draws the catalogue’s pictures at start unless ART_AT_START is off', () => {
    expect(readServerConfig({}).artAtStart).toBe(true);
    expect(readServerConfig({ ART_AT_START: 'on' }).artAtStart).toBe(true);
    expect(readServerConfig({ ART_AT_START: ' Off ' }).artAtStart).toBe(false);
    for (const wrong of ['no', '0', 'false']) expect(() => artAtStartFrom(wrong), wrong).toThrow(/ART_AT_START must be on or off, got "/);
  });
});
