import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GAME_FRAME_BALANCE_MESSAGE } from '@croupier/contract';
import { buildProviderApp, type ProviderApp } from '../app';
import { failure, ok, startScriptedPlatform, transactionValue, type ScriptedAnswer, type ScriptedPlatform } from '../../testing/scripted-platform';

const AUTHENTICATED = { playerId: 'P0001', sessionToken: 's'.repeat(43), nickname: 'ra***01', gameCode: 'golden-fortune', language: 'bn', currency: 'BDT', scale: 2, balanceMinor: 123_456, demo: false };
const LAUNCH = `/launch?token=${'t'.repeat(43)}&game=golden-fortune&language=en&device=mobile&lobby=%2Frng`;

let platform: ScriptedPlatform | undefined;
let provider: ProviderApp | undefined;
let dir: string;

afterEach(async () => {
  await provider?.app.close();
  await platform?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function start(answer: (path: string, body: Record<string, unknown>) => ScriptedAnswer): Promise<ProviderApp> {
  dir = mkdtempSync(path.join(tmpdir(), 'demo-provider-routes-'));
  platform = await startScriptedPlatform((call) => answer(call.path, call.body));
  provider = await buildProviderApp({
    providerCode: 'DEMO',
    secret: 'routes-test-secret-0123456789',
    platformUrl: platform.url,
    queueFile: path.join(dir, 'pending.json'),
    logLevel: false,
    // No call here is meant to time out: the limit only has to outlast a busy machine's slowest answer.
    timing: { requestTimeoutMs: 10_000, bet: { attempts: 2, firstDelayMs: 1, maxDelayMs: 2 }, settleAttemptsWhileWaiting: 1, settleBackoff: { firstDelayMs: 1, maxDelayMs: 2 } },
  });
  return provider;
}

const pageData = (html: string) => JSON.parse(/id="slot-data">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as { session: string; balanceMinor: number; words: { spin: string } };

describe('launch page', () => {
  it('trades the token with the platform and draws the game in the page’s language', async () => {
    const { app } = await start((route) => (route === '/seamless/v1/authenticate' ? ok(AUTHENTICATED) : failure(404, 'NOT_FOUND')));
    const response = await app.inject({ url: LAUNCH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('frame-ancestors');
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('Golden Fortune');
    const data = pageData(response.body);
    expect(data).toMatchObject({ balanceMinor: 123_456, words: { spin: 'Spin' } });
    expect(platform?.calls.map((call) => call.body)).toEqual([{ launchToken: 't'.repeat(43) }]);

    const bengali = await app.inject({ url: LAUNCH.replace('language=en', 'language=bn') });
    expect(bengali.body).toContain('<html lang="bn">');
    expect(pageData(bengali.body).words.spin).toBe('স্পিন');
    const script = await app.inject({ url: '/assets/slot.js' });
    expect(script.headers['content-type']).toContain('javascript');
    // the page tells the site framing it when money moved, in the contract's words
    expect(script.body).toContain(`postMessage({ type: '${GAME_FRAME_BALANCE_MESSAGE}' }, '*')`);
    expect((await app.inject({ url: '/assets/slot.css' })).headers['content-type']).toContain('text/css');
  });

  it('says what went wrong when the token is refused, the platform is away or the link is incomplete', async () => {
    let answer: ScriptedAnswer = failure(401, 'LAUNCH_TOKEN_INVALID');
    const { app } = await start(() => answer);
    const refused = await app.inject({ url: LAUNCH });
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toContain('expired');
    answer = failure(500, 'INTERNAL');
    const away = await app.inject({ url: LAUNCH });
    expect(away.statusCode).toBe(503);
    expect(away.body).toContain('cannot reach');
    // The token works once, so authenticate is never sent twice.
    expect(platform?.calls).toHaveLength(2);
    const incomplete = await app.inject({ url: '/launch?game=golden-fortune&language=bn' });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.body).toContain('lang="bn"');
  });
});

describe('spins from the page', () => {
  it('plays a round for an open page and refuses unknown pages and bets not offered', async () => {
    const { app } = await start((route, body) => (route === '/seamless/v1/authenticate' ? ok(AUTHENTICATED) : ok(transactionValue(body, 100_000))));
    const data = pageData((await app.inject({ url: LAUNCH })).body);
    const played = await app.inject({ method: 'POST', url: '/play/spin', payload: { session: data.session, lineBetMinor: 100 } });
    expect(played.json()).toMatchObject({ status: 'settled', betMinor: 1_000, balanceMinor: 100_000 });
    expect(played.json().outcome.window).toHaveLength(5);
    const unknown = await app.inject({ method: 'POST', url: '/play/spin', payload: { session: 'nope', lineBetMinor: 100 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('GAME_SESSION_UNKNOWN');
    const odd = await app.inject({ method: 'POST', url: '/play/spin', payload: { session: data.session, lineBetMinor: 150 } });
    expect(odd.statusCode).toBe(400);
    const balance = await app.inject({ method: 'POST', url: '/play/balance', payload: { session: data.session } });
    expect(balance.json()).toEqual({ balanceMinor: 100_000 });
  });

  it('runs the spins of one page one after another', async () => {
    const { app } = await start((route, body) => (route === '/seamless/v1/authenticate' ? ok(AUTHENTICATED) : ok(transactionValue(body, 100_000))));
    const data = pageData((await app.inject({ url: LAUNCH })).body);
    const spins = await Promise.all(Array.from({ length: 5 }, () => app.inject({ method: 'POST', url: '/play/spin', payload: { session: data.session, lineBetMinor: 100 } })));
    for (const spin of spins) expect(spin.json().status).toBe('settled');
    const paths = platform?.calls.slice(1).map((call) => call.path) ?? [];
    // bet, win, bet, win...: no stake of one spin slips between another's stake and win.
    expect(paths).toEqual(Array.from({ length: 5 }, () => ['/seamless/v1/bet', '/seamless/v1/win']).flat());
  });
});
