import { describe, expect, it } from 'vitest';
import { useTestServer, send, sendOps } from '../../../testing/test-app';
import { FakeClock } from '../../../testing/fake-clock';
import { hostOf, nextIp } from '../../../testing/accounts';
import { MemoryRateLimiter } from './memory-limiter';
import { DEFAULT_RATE_LIMITS, generalPerMinuteFrom, rateLimitsWithGeneral, strictMultiplierFrom } from './settings';

describe('in-memory rate limiter', () => {
  it('allows the limit per window and says how long to wait', () => {
    const clock = new FakeClock(0);
    const limiter = new MemoryRateLimiter(clock);
    const rule = { limit: 3, windowMs: 10_000 };
    expect([limiter.take('a', rule), limiter.take('a', rule), limiter.take('a', rule)]).toEqual([null, null, null]);
    expect(limiter.take('a', rule)).toBe(10);
    expect(limiter.take('b', rule)).toBeNull();
    clock.advance(7_500);
    expect(limiter.take('a', rule)).toBe(3);
    clock.advance(2_500);
    expect(limiter.take('a', rule)).toBeNull();
  });

  it('forgets ended windows', () => {
    const clock = new FakeClock(0);
    const limiter = new MemoryRateLimiter(clock);
    limiter.take('a', { limit: 1, windowMs: 1000 });
    limiter.take('b', { limit: 1, windowMs: 5000 });
    clock.advance(2000);
    limiter.sweep();
    expect(limiter.size).toBe(1);
  });
});

describe('rate limit settings', () => {
  it('read RATE_LIMIT_PER_MINUTE', () => {
    expect(generalPerMinuteFrom(undefined)).toBe(DEFAULT_RATE_LIMITS.general.limit);
    expect(generalPerMinuteFrom(' 1200 ')).toBe(1200);
    expect(() => generalPerMinuteFrom('lots')).toThrow(/RATE_LIMIT_PER_MINUTE/);
    expect(() => generalPerMinuteFrom('0')).toThrow(/RATE_LIMIT_PER_MINUTE/);
    expect(rateLimitsWithGeneral(50).general).toEqual({ limit: 50, windowMs: 60_000 });
    expect(rateLimitsWithGeneral(50).strict).toEqual(DEFAULT_RATE_LIMITS.strict);
  });

  it('read RATE_LIMIT_STRICT_MULTIPLIER', () => {
    expect(strictMultiplierFrom(undefined)).toBe(1);
    expect(strictMultiplierFrom('20')).toBe(20);
    expect(() => strictMultiplierFrom('0.5')).toThrow(/RATE_LIMIT_STRICT_MULTIPLIER/);
    const scaled = rateLimitsWithGeneral(600, 20).strict;
    expect(scaled.login).toEqual({ limit: DEFAULT_RATE_LIMITS.strict.login.limit * 20, windowMs: DEFAULT_RATE_LIMITS.strict.login.windowMs });
    expect(scaled.freePlay.limit).toBe(100);
  });
});

describe('general limit per address', () => {
  const clock = new FakeClock();
  const server = useTestServer({ clock, rateLimits: rateLimitsWithGeneral(5) });

  it('answers RATE_LIMITED with when to come back', async () => {
    const ip = nextIp();
    for (let call = 0; call < 5; call += 1) expect((await send(server.app, { url: '/wps/system/status', host: hostOf('shonali'), ip })).statusCode).toBe(200);
    const limited = await send(server.app, { url: '/lgw/games/game_menus', host: hostOf('shonali'), ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', retryAfterSeconds: 60 });
    expect(limited.headers['retry-after']).toBe('60');
    expect((await send(server.app, { url: '/wps/system/status', host: hostOf('shonali'), ip: nextIp() })).statusCode).toBe(200);
    expect((await sendOps(server.app, { url: '/ops/brands', ip })).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await send(server.app, { url: '/wps/system/status', host: hostOf('shonali'), ip })).statusCode).toBe(200);
  });

  it('holds operator calls to the same limit, counted apart from the player calls of the address', async () => {
    const ip = nextIp();
    for (let call = 0; call < 5; call += 1) expect((await sendOps(server.app, { url: '/ops/brands', ip })).statusCode).toBe(200);
    const limited = await sendOps(server.app, { url: '/ops/brands', ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    // a token guesser gets no more tries than anyone
    expect((await send(server.app, { url: '/ops/brands', ip, opsToken: 'guess' })).json().code).toBe('RATE_LIMITED');
    expect((await send(server.app, { url: '/wps/system/status', host: hostOf('shonali'), ip })).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await sendOps(server.app, { url: '/ops/brands', ip })).statusCode).toBe(200);
  });
});

describe('strict limits', () => {
  const server = useTestServer({ rateLimits: { ...DEFAULT_RATE_LIMITS, strict: { ...DEFAULT_RATE_LIMITS.strict, login: { limit: 2, windowMs: 60_000 }, captcha: { limit: 1, windowMs: 60_000 } } } });

  it('hold each kind of call to its own budget per address', async () => {
    const ip = nextIp();
    const login = () => send(server.app, { method: 'POST', url: '/wps/session/login', host: hostOf('shonali'), ip, payload: {} });
    expect((await login()).json().code).toBe('DECRYPTION_FAILED');
    expect((await login()).json().code).toBe('DECRYPTION_FAILED');
    expect((await login()).json()).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 60 });
    const captcha = (key: string) => send(server.app, { url: `/wps/captcha?key=${key}`, host: hostOf('shonali'), ip });
    expect((await captcha('abcdefghijklmnop')).statusCode).toBe(200);
    expect((await captcha('bcdefghijklmnopq')).json().code).toBe('RATE_LIMITED');
  });
});
