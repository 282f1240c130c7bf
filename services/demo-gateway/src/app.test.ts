import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKOUT_LINK_TTL_MS, checkoutSigningText, GATEWAY_HEADERS, type CheckoutLink } from '@croupier/contract';
import { buildGatewayApp, type GatewayApp } from './app';
import { noticeSignature } from './signing';

const SECRET = 'a-secret-of-the-gateway-for-its-own-tests-only';

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A server in the platform's place that takes notices, answering each with the next status given. */
async function noticeTaker(statuses: number[]): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(statuses.shift() ?? 200, { 'content-type': 'application/json' }).end('{"success":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function signedLink(overrides: Partial<CheckoutLink> = {}, secret = SECRET): CheckoutLink {
  const fields = {
    order: '42',
    amountMinor: '150000',
    currency: 'BDT',
    scale: '2',
    merchant: 'Shonali',
    returnUrl: 'http://shonali.localhost:8080/member?page=depositv2&deposit=42',
    expiresAtMs: String(Date.now() + CHECKOUT_LINK_TTL_MS),
    ...overrides,
  };
  return { ...fields, sig: createHmac('sha256', secret).update(checkoutSigningText(fields)).digest('hex') };
}

const formOf = (link: CheckoutLink) => new URLSearchParams(Object.entries(link)).toString();

describe('the demo payment gateway', () => {
  const opened: GatewayApp[] = [];
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const gateway of opened.splice(0)) await gateway.app.close();
    for (const close of closers.splice(0)) await close();
  });
  const gatewayFor = (platformUrl: string) => {
    const gateway = buildGatewayApp({ gatewayCode: 'DEMOPAY', secret: SECRET, platformUrl, logLevel: false, timing: { firstDelayMs: 10, maxDelayMs: 40, requestTimeoutMs: 2_000 } });
    opened.push(gateway);
    return gateway;
  };

  it('shows the checkout page of a link the platform signed, with the amount in the currency', async () => {
    const { app } = gatewayFor('http://127.0.0.1:9');
    const page = await app.inject({ url: `/checkout?${formOf(signedLink())}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pay Shonali');
    expect(page.body).toContain('BDT 1,500.00');
  });

  it('refuses a link signed with another secret, a changed amount and a link that ran out', async () => {
    const { app } = gatewayFor('http://127.0.0.1:9');
    expect((await app.inject({ url: `/checkout?${formOf(signedLink({}, 'another-secret-another-secret-another'))}` })).statusCode).toBe(403);
    const tampered = { ...signedLink(), amountMinor: '1' };
    expect((await app.inject({ url: `/checkout?${formOf(tampered)}` })).statusCode).toBe(403);
    expect((await app.inject({ url: `/checkout?${formOf(signedLink({ expiresAtMs: String(Date.now() - 1) }))}` })).statusCode).toBe(410);
    expect((await app.inject({ url: '/checkout?order=1' })).statusCode).toBe(400);
    const forged = await app.inject({ method: 'POST', url: '/checkout/pay', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: formOf(tampered) });
    expect(forged.statusCode).toBe(403);
  });

  it('tells the platform of a payment with a signed notice, then sends the player back', async () => {
    const platform = await noticeTaker([200]);
    closers.push(platform.close);
    const { app } = gatewayFor(platform.url);
    const paid = await app.inject({ method: 'POST', url: '/checkout/pay', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: formOf(signedLink()) });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('http://shonali.localhost:8080/member?page=depositv2&deposit=42&payment=paid');
    expect(platform.received).toHaveLength(1);
    const [notice] = platform.received;
    const timestamp = String(notice?.headers[GATEWAY_HEADERS.timestamp]);
    expect(notice?.headers[GATEWAY_HEADERS.gateway]).toBe('DEMOPAY');
    expect(notice?.headers[GATEWAY_HEADERS.signature]).toBe(noticeSignature(SECRET, timestamp, notice?.body ?? ''));
    expect(JSON.parse(notice?.body ?? '{}')).toMatchObject({ order: '42', status: 'PAID', amountMinor: 150000, currency: 'BDT' });
  });

  it('sends the same notice again after a 5xx, and pays an order once however often the button is pressed', async () => {
    const platform = await noticeTaker([503, 500, 200, 200]);
    closers.push(platform.close);
    const { app } = gatewayFor(platform.url);
    const pay = () => app.inject({ method: 'POST', url: '/checkout/pay', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: formOf(signedLink()) });
    expect((await pay()).statusCode).toBe(303);
    expect(platform.received).toHaveLength(3);
    expect(new Set(platform.received.map((each) => each.body)).size).toBe(1);
    await pay();
    expect(platform.received).toHaveLength(4);
    expect(platform.received[3]?.body).toBe(platform.received[0]?.body);
    expect((await app.inject({ url: `/checkout?${formOf(signedLink())}` })).statusCode).toBe(409);
  });

  it('keeps sending in the background when the platform is away, and stops at a refusal', async () => {
    const platform = await noticeTaker([500, 500, 500, 502, 200]);
    closers.push(platform.close);
    const { app } = gatewayFor(platform.url);
    const declined = await app.inject({ method: 'POST', url: '/checkout/decline', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: formOf(signedLink({ order: '7' })) });
    expect(declined.headers.location).toContain('payment=failed');
    await expect.poll(() => platform.received.length, { timeout: 5_000 }).toBe(5);
    expect(JSON.parse(platform.received[4]?.body ?? '{}')).toMatchObject({ order: '7', status: 'FAILED' });

    const refusing = await noticeTaker([400, 200]);
    closers.push(refusing.close);
    const other = gatewayFor(refusing.url);
    await other.app.inject({ method: 'POST', url: '/checkout/pay', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: formOf(signedLink({ order: '8' })) });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(refusing.received).toHaveLength(1);
  });
});
