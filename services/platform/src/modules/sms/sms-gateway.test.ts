import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { REPO_ROOT, messagingVariablesFrom } from '../../config';
import { GOOD_PASSWORD, authed, createMember, hostOf, nextIp, nextMobile, sendSealed } from '../../../testing/accounts';
import { REPO_BRANDS, send, sendOps, testConfig } from '../../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import { brandSendsSms } from '../accounts';
import { capturedLog } from './captured-log';
import { smsDelivery } from './delivery';
import { startListeningProcess, type ListeningProcess } from './listening-process';
import { smsSettingsFor } from './settings';

const GATEWAY_DIR = path.join(REPO_ROOT, 'services', 'demo-sms-gateway');
const API_KEY = randomBytes(24).toString('hex');
const terms = { registerMethod: 'WEB', termsAccepted: true, ageConfirmed: true } as const;

interface InboxMessage {
  messageId: string;
  from: string;
  to: string;
  text: string;
}

describe('SMS through the demo SMS gateway in another process', () => {
  let gateway: ListeningProcess;
  let database: TestDatabase;
  /** sends with the gateway's key */
  let app: FastifyInstance;
  /** the same platform with a key the gateway does not know */
  let wrongKeyApp: FastifyInstance;
  const log = capturedLog();
  const wrongKeyLog = capturedLog();

  const appWith = (apiKey: string, captured: ReturnType<typeof capturedLog>) => {
    const settings = smsSettingsFor(REPO_BRANDS, messagingVariablesFrom({ SMS_PROVIDER_URL: `http://127.0.0.1:${gateway.port}`, SMS_API_KEY: apiKey }), { production: false, sendsSms: brandSendsSms });
    return buildApp({ db: database.db, brands: REPO_BRANDS, config: testConfig(), sms: (tools) => smsDelivery(settings, { production: false })({ ...tools, log: captured.log }) });
  };

  beforeAll(async () => {
    gateway = await startListeningProcess('src/main.ts', { cwd: GATEWAY_DIR, env: { SMS_GATEWAY_PORT: '0', SMS_GATEWAY_API_KEY: API_KEY, HOST: '127.0.0.1', LOG_LEVEL: 'warn' } });
    database = await createTestDatabase({ prepared: true });
    app = await appWith(API_KEY, log);
    wrongKeyApp = await appWith(`${API_KEY}-not-this-one`, wrongKeyLog);
  });
  afterAll(async () => {
    await app?.close();
    await wrongKeyApp?.close();
    await database?.dispose();
    await gateway?.stop();
  });

  /** What the gateway's inbox holds for a Bangladeshi number typed as 017…, newest first. */
  const inboxOf = async (mobileNum: string): Promise<InboxMessage[]> => {
    const response = await fetch(`http://127.0.0.1:${gateway.port}/inbox?to=880${mobileNum.slice(1)}`);
    return ((await response.json()) as { messages: InboxMessage[] }).messages;
  };
  const codeIn = async (mobileNum: string): Promise<string> => {
    await expect.poll(async () => (await inboxOf(mobileNum)).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const [newest] = await inboxOf(mobileNum);
    const code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1];
    if (!code) throw new Error(`no code in ${newest?.text}`);
    return code;
  };
  const requestCode = (target: FastifyInstance, kind: 'register' | 'noLogin', mobileNum: string) =>
    send(target, { method: 'POST', url: `/wps/verification/sms/${kind}`, host: hostOf('shonali'), ip: nextIp(), payload: { mobileNum, countryDialingCode: '+880' } });
  const outboxOf = async (target: FastifyInstance, mobileNum: string) => (await sendOps(target, { url: `/ops/brands/shonali/sms-outbox?mobileNum=${mobileNum}` })).json().value.messages;

  it('sends a register code through the provider API; the code read from the gateway’s inbox registers the player', async () => {
    const mobileNum = nextMobile();
    const sent = await requestCode(app, 'register', mobileNum);
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await codeIn(mobileNum);
    const [message] = await inboxOf(mobileNum);
    expect(message).toMatchObject({ from: 'Shonali', to: `880${mobileNum.slice(1)}` });
    expect(message?.text).toMatch(/^Shonali: (your verification code is|আপনার যাচাই কোড) \d{6}/);

    const form = { mobileNum, countryDialingCode: '+880', verificationCode: code, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, ...terms };
    const registered = await sendSealed(app, { method: 'PUT', url: '/wps/member/register/mobile', brand: 'shonali', ip: nextIp(), data: form });
    expect(registered.statusCode, registered.body).toBe(200);
    const info = await authed(app, 'shonali', registered.json().value.token, { url: '/wps/member/info' });
    expect(info.json().value.account).toBe(mobileNum);

    // Sent, so nothing in the outbox; the log names the gateway's message id and never the code.
    expect(await outboxOf(app, mobileNum)).toEqual([]);
    expect(log.lines).toContainEqual(expect.objectContaining({ level: 'info', message: 'SMS taken by the provider', data: expect.objectContaining({ merchantCode: 'SHONALI', messageId: message?.messageId }) }));
    expect(JSON.stringify(log.lines)).not.toContain(code);
  });

  it('sends a login code after answering, to a number with an account', async () => {
    const mobileNum = nextMobile();
    await createMember(app, 'shonali', { username: `sms${mobileNum.slice(-8)}`, password: GOOD_PASSWORD, type: 0, mobileNum });
    expect((await requestCode(app, 'noLogin', mobileNum)).statusCode).toBe(200);
    expect(await codeIn(mobileNum)).toMatch(/^\d{6}$/);
  });

  it('tells a register code refused by the gateway (a wrong API key) as SMS_QUOTA, logs why, and shows the code nowhere', async () => {
    const mobileNum = nextMobile();
    const refused = await requestCode(wrongKeyApp, 'register', mobileNum);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ success: false, code: 'SMS_QUOTA' });
    expect(refused.body).not.toMatch(/\d{6}/);
    expect(await inboxOf(mobileNum)).toEqual([]);
    expect(await outboxOf(wrongKeyApp, mobileNum)).toEqual([]);
    const failure = wrongKeyLog.lines.find((line) => line.level === 'error');
    expect(failure).toMatchObject({
      message: 'SMS not sent: the provider refused it (401)',
      data: { merchantCode: 'SHONALI', status: 401, providerError: { messageId: 'UNAUTHORIZED', text: 'Invalid login details' }, to: '+880 017*****' + mobileNum.slice(-3) },
    });
    expect(JSON.stringify(wrongKeyLog.lines)).not.toMatch(/verification code|যাচাই|\b\d{6}\b/);
    // The code stays reserved: asking again at once is the countdown, not another call to the provider.
    expect((await requestCode(wrongKeyApp, 'register', mobileNum)).json().code).toBe('SMS_COUNTDOWN');
  });

  it('answers a login code refused by the gateway as sent, as it answers a number with no account, and logs the failure', async () => {
    const mobileNum = nextMobile();
    await createMember(wrongKeyApp, 'shonali', { username: `key${mobileNum.slice(-8)}`, password: GOOD_PASSWORD, type: 0, mobileNum });
    const known = await requestCode(wrongKeyApp, 'noLogin', mobileNum);
    const unknown = await requestCode(wrongKeyApp, 'noLogin', nextMobile());
    expect(known.statusCode).toBe(200);
    expect(Object.keys(known.json().value)).toEqual(Object.keys(unknown.json().value));
    await expect.poll(() => wrongKeyLog.lines.filter((line) => line.level === 'error' && line.data.to === `+880 017*****${mobileNum.slice(-3)}`).length).toBe(1);
    expect(await inboxOf(mobileNum)).toEqual([]);
  });
});
