import { describe, expect, it } from 'vitest';
import { REPO_BRANDS, buildTestApp, send, sendOps, useTestServer } from '../../../testing/test-app';
import { FakeClock } from '../../../testing/fake-clock';
import { hostOf, nextIp } from '../../../testing/accounts';
import { loadMerchantKeyring, type MerchantKeyring } from '../sealing';
import { PNG_SIGNATURE } from './png';
import { solveCaptcha } from './service';

describe('captcha', () => {
  const clock = new FakeClock();
  const server = useTestServer({ clock });
  let keyring: MerchantKeyring | undefined;
  const keysOf = async () => {
    keyring ??= await loadMerchantKeyring(server.db, REPO_BRANDS);
    return keyring.of('SHONALI');
  };
  const draw = (key: string, ip = nextIp()) => send(server.app, { url: `/wps/captcha?key=${key}`, host: hostOf('shonali'), ip });
  const answerOf = async (key: string) => (await sendOps(server.app, { url: `/ops/brands/shonali/captchas/${key}` })).json().value.answer as string;
  const solve = async (key: string, answer: string) => solveCaptcha({ db: server.db, keys: await keysOf(), nowMs: clock.nowMs() }, key, answer);

  it('answers a PNG in base64 for a key the browser made up', async () => {
    const response = await draw('login-0123456789abcdef');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const png = Buffer.from(response.json().value, 'base64');
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(await answerOf('login-0123456789abcdef')).toMatch(/^[A-Z0-9]{4,5}$/);
  });

  it('refuses keys that are too short, too long or not letters, digits and dashes', async () => {
    for (const key of ['short', 'k'.repeat(65), 'has spaces in it!!!!', '']) {
      const response = await draw(encodeURIComponent(key));
      expect(response.json(), key).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'key' }] });
    }
  });

  it('redraws one key at most once a second, and the new picture replaces the old answer', async () => {
    const key = 'redraw-0123456789abcdef';
    await draw(key);
    const first = await answerOf(key);
    const tooSoon = await draw(key);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 1 });
    clock.advance(1000);
    expect((await draw(key)).statusCode).toBe(200);
    const second = await answerOf(key);
    if (first !== second) expect(await solve(key, first)).toBe(false);
  });

  it('accepts the answer once, in any case', async () => {
    const key = 'solve-0123456789abcdef';
    await draw(key);
    const answer = await answerOf(key);
    expect(await solve(key, ` ${answer.toLowerCase()} `)).toBe(true);
    expect(await solve(key, answer)).toBe(false);
  });

  it('uses a captcha up on a wrong answer too, and lets it expire after five minutes', async () => {
    const wrongKey = 'wrong-0123456789abcdef';
    await draw(wrongKey);
    const answer = await answerOf(wrongKey);
    expect(await solve(wrongKey, `${answer}X`)).toBe(false);
    expect(await solve(wrongKey, answer)).toBe(false);
    const oldKey = 'old-0123456789abcdefgh';
    await draw(oldKey);
    const oldAnswer = await answerOf(oldKey);
    clock.advance(5 * 60 * 1000 + 1);
    expect(await solve(oldKey, oldAnswer)).toBe(false);
  });

  it('stores only an HMAC of the answer', async () => {
    const key = 'stored-0123456789abcdef';
    await draw(key);
    const answer = await answerOf(key);
    const { rows } = await server.db.query<{ answer_hmac: string }>("SELECT answer_hmac FROM captchas WHERE captcha_key = $1", [key]);
    expect(rows[0]?.answer_hmac).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.answer_hmac).not.toContain(answer);
  });

  it('keeps answers in clear, and lets operators read them, only outside production', async () => {
    const production = await buildTestApp(server.db, { exposeOutboxes: false, clock });
    try {
      const key = 'prod-0123456789abcdefgh';
      expect((await send(production, { url: `/wps/captcha?key=${key}`, host: hostOf('shonali'), ip: nextIp() })).statusCode).toBe(200);
      const { rows } = await server.db.query('SELECT 1 FROM captcha_test_answers WHERE captcha_key = $1', [key]);
      expect(rows).toHaveLength(0);
      const read = await sendOps(production, { url: `/ops/brands/shonali/captchas/${key}` });
      expect(read.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
