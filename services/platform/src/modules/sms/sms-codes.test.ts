import { describe, expect, it } from 'vitest';
import { useTestServer, send, sendOps, REPO_BRANDS } from '../../../testing/test-app';
import { FakeClock } from '../../../testing/fake-clock';
import { hostOf, latestSmsCode, nextIp, nextMobile, smsCount } from '../../../testing/accounts';
import { loadMerchantKeyring } from '../sealing';
import { parsePhone, type PhoneNumber } from './phone';
import { outboxSmsProvider } from './provider';
import { consumeSmsCode, sendSmsCode, type SmsContext } from './service';

const MINUTE_MS = 60_000;

describe('SMS codes', () => {
  const clock = new FakeClock();
  const server = useTestServer({ clock });

  const requestCode = (mobileNum: string, extra: Record<string, unknown> = {}) =>
    send(server.app, { method: 'POST', url: '/wps/verification/sms/register', host: hostOf('shonali'), ip: nextIp(), payload: { mobileNum, countryDialingCode: '+880', ...extra } });

  const phoneOf = (mobileNum: string): PhoneNumber => {
    const phone = parsePhone(mobileNum, '+880');
    if (typeof phone === 'string') throw new Error(`bad test number ${mobileNum}`);
    return phone;
  };
  const context = async (): Promise<SmsContext> => {
    const keyring = await loadMerchantKeyring(server.db, REPO_BRANDS);
    return { db: server.db, keys: keyring.of('SHONALI'), provider: outboxSmsProvider(server.db, clock), nowMs: clock.nowMs() };
  };
  const consume = async (mobileNum: string, code: string) => consumeSmsCode(await context(), 'register', phoneOf(mobileNum), code);

  it('sends a 6-digit code and says how long it lasts', async () => {
    const mobile = nextMobile();
    const response = await requestCode(mobile);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toEqual({ expiredMinutes: 5, sentAt: new Date(clock.nowMs()).toISOString() });
    expect(await latestSmsCode(server.app, 'shonali', mobile)).toMatch(/^\d{6}$/);
  });

  it('stores only an HMAC of the code', async () => {
    const mobile = nextMobile();
    await requestCode(mobile);
    const code = await latestSmsCode(server.app, 'shonali', mobile);
    const { rows } = await server.db.query<{ code_hmac: string }>('SELECT code_hmac FROM sms_codes WHERE mobile_number = $1', [mobile.slice(1)]);
    expect(rows[0]?.code_hmac).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.code_hmac).not.toContain(code);
  });

  it('refuses a new code while the countdown runs, saying how long is left', async () => {
    const mobile = nextMobile();
    await requestCode(mobile);
    clock.advance(MINUTE_MS);
    const early = await requestCode(mobile);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ code: 'SMS_COUNTDOWN', retryAfterSeconds: 240 });
    expect(early.headers['retry-after']).toBe('240');
    clock.advance(4 * MINUTE_MS);
    expect((await requestCode(mobile)).statusCode).toBe(200);
    expect(await smsCount(server.app, 'shonali', mobile)).toBe(2);
  });

  it('locks a number for five minutes after five sends in an hour', async () => {
    const mobile = nextMobile();
    for (let send = 0; send < 5; send += 1) {
      expect((await requestCode(mobile)).statusCode, `send ${send + 1}`).toBe(200);
      clock.advance(5 * MINUTE_MS);
    }
    const sixth = await requestCode(mobile);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'SMS_TOO_MANY_REQUESTS', retryAfterSeconds: 300 });
    clock.advance(2 * MINUTE_MS);
    expect((await requestCode(mobile)).json()).toMatchObject({ code: 'SMS_TOO_MANY_REQUESTS', retryAfterSeconds: 180 });
    clock.advance(3 * MINUTE_MS);
    expect((await requestCode(mobile)).statusCode).toBe(200);
    expect(await smsCount(server.app, 'shonali', mobile)).toBe(6);
  });

  it('accepts a code once; a replayed, wrong or missing one is refused', async () => {
    const mobile = nextMobile();
    await requestCode(mobile);
    const code = await latestSmsCode(server.app, 'shonali', mobile);
    await expect(consume(mobile, '  ')).rejects.toMatchObject({ code: 'SMS_MISSING_CODE' });
    await expect(consume(mobile, code === '000000' ? '111111' : '000000')).rejects.toMatchObject({ code: 'SMS_INVALID_CODE' });
    await consume(mobile, code);
    await expect(consume(mobile, code)).rejects.toMatchObject({ code: 'SMS_INVALID_CODE' });
  });

  it('accepts only the newest code of a number', async () => {
    const mobile = nextMobile();
    await requestCode(mobile);
    const first = await latestSmsCode(server.app, 'shonali', mobile);
    clock.advance(5 * MINUTE_MS);
    await requestCode(mobile);
    const second = await latestSmsCode(server.app, 'shonali', mobile);
    if (first !== second) await expect(consume(mobile, first)).rejects.toMatchObject({ code: 'SMS_INVALID_CODE' });
    await consume(mobile, second);
  });

  it('lets a code expire after five minutes', async () => {
    const mobile = nextMobile();
    await requestCode(mobile);
    const code = await latestSmsCode(server.app, 'shonali', mobile);
    clock.advance(5 * MINUTE_MS);
    await expect(consume(mobile, code)).rejects.toMatchObject({ code: 'SMS_CODE_EXPIRED' });
  });

  it('wears a code out after five wrong tries', async () => {
    const mobile = nextMobile();
    await requestCode(mobile);
    const code = await latestSmsCode(server.app, 'shonali', mobile);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let attempt = 0; attempt < 5; attempt += 1) await expect(consume(mobile, wrong)).rejects.toMatchObject({ code: 'SMS_INVALID_CODE' });
    await expect(consume(mobile, code)).rejects.toMatchObject({ code: 'SMS_INVALID_CODE' });
  });

  it('refuses a missing or malformed number before sending anything', async () => {
    expect((await requestCode('')).json()).toMatchObject({ code: 'SMS_MISSING_PHONE' });
    expect((await requestCode('01712')).json()).toMatchObject({ code: 'SMS_INVALID_PHONE' });
    expect((await requestCode('0171234567x')).json()).toMatchObject({ code: 'SMS_INVALID_PHONE' });
    expect((await requestCode('01712345678', { countryDialingCode: '+44' })).json()).toMatchObject({ code: 'SMS_INVALID_PHONE' });
    expect((await requestCode('01712345678', { note: 'x' })).json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'note' }] });
  });

  it('sends codes of different purposes independently but counts them together', async () => {
    const context0 = await context();
    const phone = phoneOf(nextMobile());
    await sendSmsCode(context0, 'register', phone, (code) => `code ${code}`);
    await sendSmsCode(context0, 'password', phone, (code) => `code ${code}`);
    await expect(sendSmsCode(context0, 'register', phone, (code) => `code ${code}`)).rejects.toMatchObject({ code: 'SMS_COUNTDOWN' });
  });

  it('reads the outbox only for a valid number', async () => {
    const response = await sendOps(server.app, { url: '/ops/brands/shonali/sms-outbox?mobileNum=12' });
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'mobileNum' }] });
  });
});
