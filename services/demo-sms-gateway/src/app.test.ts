import { afterEach, describe, expect, it } from 'vitest';
import { buildSmsGatewayApp, INBOX_CAPACITY, type SmsGatewayApp } from './app';
import { smsGatewayPortFrom } from './address.mjs';
import { readSmsGatewayConfig } from './config';

const API_KEY = 'a-key-of-the-sms-gateway-for-its-own-tests-only';

describe('the demo SMS gateway', () => {
  const opened: SmsGatewayApp[] = [];
  afterEach(async () => {
    for (const gateway of opened.splice(0)) await gateway.app.close();
  });
  const gateway = () => {
    const built = buildSmsGatewayApp({ apiKey: API_KEY, logLevel: false, nowMs: () => Date.UTC(2026, 10, 28, 9, 30) });
    opened.push(built);
    return built.app;
  };
  const sendSms = (app: ReturnType<typeof gateway>, body: unknown, authorization = `App ${API_KEY}`) =>
    app.inject({ method: 'POST', url: '/sms/2/text/single', headers: { authorization, 'content-type': 'application/json' }, payload: JSON.stringify(body) });

  it('takes a message from a sender with the key and answers its id, as the provider does', async () => {
    const app = gateway();
    const sent = await sendSms(app, { from: 'Shonali', to: '8801712345678', text: 'Shonali: your verification code is 123456.' });
    expect(sent.statusCode, sent.body).toBe(200);
    const answer = sent.json();
    expect(answer).toMatchObject({ messages: [{ to: '8801712345678', status: { groupName: 'PENDING', name: 'PENDING_ACCEPTED' } }] });
    expect(answer.messages[0].messageId).toMatch(/^[0-9a-f]{20}$/);

    const inbox = await app.inject({ url: '/inbox?to=%2B8801712345678' });
    expect(inbox.json()).toEqual({
      messages: [{ messageId: answer.messages[0].messageId, from: 'Shonali', to: '8801712345678', text: 'Shonali: your verification code is 123456.', receivedAt: '2026-11-28T09:30:00.000Z' }],
    });
    expect((await app.inject({ url: '/inbox?to=8801799999999' })).json()).toEqual({ messages: [] });
  });

  it('refuses a missing or wrong key before reading the body, and keeps nothing', async () => {
    const app = gateway();
    for (const authorization of ['', `App ${API_KEY}x`, `Bearer ${API_KEY}`, API_KEY]) {
      const refused = await sendSms(app, { from: 'Shonali', to: '8801712345678', text: 'code 123456' }, authorization);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ requestError: { serviceException: { messageId: 'UNAUTHORIZED', text: 'Invalid login details' } } });
    }
    const badBody = await app.inject({ method: 'POST', url: '/sms/2/text/single', headers: { authorization: 'App wrong', 'content-type': 'application/json' }, payload: '{' });
    expect(badBody.statusCode).toBe(401);
    expect((await app.inject({ url: '/inbox' })).json()).toEqual({ messages: [] });
  });

  it('refuses a body that is not a message, in the provider’s shape', async () => {
    const app = gateway();
    for (const body of [{ from: 'Shonali', to: '8801712345678' }, { from: 'S', to: '8801712345678', text: 'x' }, { from: 'Shonali', to: '01712', text: 'x' }, { from: 'Shonali', to: '8801712345678', text: 'x', extra: 1 }]) {
      const refused = await sendSms(app, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().requestError.serviceException.messageId).toBe('BAD_REQUEST');
    }
    const notJson = await app.inject({ method: 'POST', url: '/sms/2/text/single', headers: { authorization: `App ${API_KEY}`, 'content-type': 'application/json' }, payload: '{' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().requestError.serviceException.messageId).toBe('BAD_REQUEST');
    expect((await app.inject({ url: '/inbox?to=abc' })).statusCode).toBe(400);
  });

  it('shows the newest messages on its page, escaped, with the code standing out', async () => {
    const app = gateway();
    await sendSms(app, { from: 'Northstar', to: '919876543210', text: 'Northstar: your code is 654321 <b>' });
    await sendSms(app, { from: 'Shonali', to: '8801712345678', text: 'Shonali: your code is 123456.' });
    const page = await app.inject({ url: '/' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body.indexOf('123456')).toBeLessThan(page.body.indexOf('654321'));
    expect(page.body).toContain('<strong class="code">654321</strong> &#60;b&#62;');
    const one = await app.inject({ url: '/?to=919876543210' });
    expect(one.body).toContain('654321');
    expect(one.body).not.toContain('Shonali: your code');
  });

  it('keeps the newest messages once full', async () => {
    const app = gateway();
    for (let index = 0; index <= INBOX_CAPACITY; index += 1) await sendSms(app, { from: 'Shonali', to: '8801712345678', text: `message ${index}` });
    const { messages } = (await app.inject({ url: '/inbox?to=8801712345678' })).json();
    expect(messages[0].text).toBe(`message ${INBOX_CAPACITY}`);
    expect(messages).toHaveLength(50);
  });

  it('listens on the port after the payment gateway’s unless told, and needs a long key', () => {
    expect(smsGatewayPortFrom({})).toBe(8083);
    expect(smsGatewayPortFrom({ GATEWAY_PORT: '8192' })).toBe(8193);
    expect(smsGatewayPortFrom({ GATEWAY_PORT: '8192', SMS_GATEWAY_PORT: '9000' })).toBe(9000);
    expect(() => smsGatewayPortFrom({ SMS_GATEWAY_PORT: 'x' })).toThrow(/SMS_GATEWAY_PORT/);
    expect(() => readSmsGatewayConfig({ SMS_GATEWAY_API_KEY: 'short' })).toThrow(/SMS_GATEWAY_API_KEY/);
    expect(readSmsGatewayConfig({ SMS_GATEWAY_API_KEY: API_KEY })).toMatchObject({ port: 8083, host: '127.0.0.1', apiKey: API_KEY });
  });
});
