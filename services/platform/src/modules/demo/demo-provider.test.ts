import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { launchGame } from '@croupier/contract';
import { demoProviderFrom } from '../../config';
import { launch, newPlayer, someGame } from '../../../testing/play';
import { send, useTestServer } from '../../../testing/test-app';
import { connectDemoProvider } from './demo-provider';

const SETTINGS = { code: 'DEMO', secret: 'demo-provider-secret-for-tests', launchUrl: 'http://127.0.0.1:8081/launch' };

/** A built site, so the brand's home page is a page (HTML) and carries its framing policy. */
function builtSite(): string {
  const appsDir = mkdtempSync(path.join(tmpdir(), 'croupier-apps-'));
  mkdirSync(path.join(appsDir, 'site', 'dist'), { recursive: true });
  writeFileSync(path.join(appsDir, 'site', 'dist', 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  return appsDir;
}

describe('the demo provider at start', () => {
  const server = useTestServer({ demoProvider: SETTINGS, appsDir: builtSite() });

  it('connects every vendor with slot games, and leaves live-casino vendors under maintenance', async () => {
    const { rows } = await server.db.query<{ vassalage: string; launch_url: string | null; has_slots: boolean; only_live: boolean }>(
      `SELECT v.vassalage, v.launch_url,
              EXISTS (SELECT 1 FROM catalogue_games g WHERE g.vassalage = v.vassalage AND g.game_type = 'RNG') AS has_slots,
              NOT EXISTS (SELECT 1 FROM catalogue_games g WHERE g.vassalage = v.vassalage AND g.game_type <> 'LIVE') AS only_live
         FROM catalogue_vendors v ORDER BY v.vassalage`,
    );
    const connected = rows.filter((row) => row.has_slots).map((row) => row.vassalage);
    expect(connected.length).toBeGreaterThan(10);
    for (const row of rows) expect(row.launch_url, row.vassalage).toBe(row.has_slots ? SETTINGS.launchUrl : null);
    expect(rows.filter((row) => row.only_live).length).toBeGreaterThan(0);
    const { rows: providers } = await server.db.query('SELECT provider_code, secret, active FROM seamless_providers');
    expect(providers).toEqual([{ provider_code: 'DEMO', secret: SETTINGS.secret, active: true }]);

    // A second start changes nothing but a new secret; a new address moves every slot vendor.
    expect(await connectDemoProvider(server.db, { ...SETTINGS, secret: 'the-next-run-has-another-secret' }, Date.now())).toEqual([]);
    expect((await server.db.query('SELECT secret FROM seamless_providers')).rows).toEqual([{ secret: 'the-next-run-has-another-secret' }]);
    expect(await connectDemoProvider(server.db, { ...SETTINGS, launchUrl: 'http://127.0.0.1:9191/launch' }, Date.now())).toEqual(connected);
    expect(await connectDemoProvider(server.db, SETTINGS, Date.now())).toEqual(connected);
  });

  it('launches slots into the provider and lets brand pages frame it; live games stay under maintenance', async () => {
    const player = await newPlayer(server.app, 'northstar');
    const slot = launchGame.value.parse((await launch(server.app, 'northstar', player.token, await someGame(server.app, 'northstar', 'RNG'))).json().value);
    expect(slot.status === 'ready' && new URL(slot.url).origin).toBe('http://127.0.0.1:8081');
    const live = launchGame.value.parse((await launch(server.app, 'northstar', player.token, await someGame(server.app, 'northstar', 'LIVE'))).json().value);
    expect(live.status).toBe('maintenance');
    const page = await send(server.app, { url: '/', host: 'northstar.localhost' });
    expect(page.headers['content-security-policy']).toContain("frame-src 'self' http://127.0.0.1:8081");
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('reads its settings from the environment, off unless a secret is given', () => {
    expect(demoProviderFrom({})).toBeUndefined();
    expect(demoProviderFrom({ DEMO_PROVIDER_SECRET: 'a-secret-of-enough-length' })).toEqual({ code: 'DEMO', secret: 'a-secret-of-enough-length', launchUrl: 'http://127.0.0.1:8081/launch' });
    expect(demoProviderFrom({ DEMO_PROVIDER_SECRET: 'a-secret-of-enough-length', DEMO_PROVIDER_URL: 'http://127.0.0.1:8191', DEMO_PROVIDER_CODE: 'SLOTS' })).toEqual({
      code: 'SLOTS',
      secret: 'a-secret-of-enough-length',
      launchUrl: 'http://127.0.0.1:8191/launch',
    });
    expect(() => demoProviderFrom({ DEMO_PROVIDER_SECRET: 'short' })).toThrow(/16/);
    expect(() => demoProviderFrom({ DEMO_PROVIDER_SECRET: 'a-secret-of-enough-length', DEMO_PROVIDER_URL: 'ftp://x' })).toThrow(/DEMO_PROVIDER_URL/);
    expect(() => demoProviderFrom({ DEMO_PROVIDER_SECRET: 'a-secret-of-enough-length', DEMO_PROVIDER_CODE: 'no spaces' })).toThrow(/DEMO_PROVIDER_CODE/);
  });
});
