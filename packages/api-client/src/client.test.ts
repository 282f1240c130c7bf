import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { boGetMember, getAnnouncements, getSystemStatus, defineCall } from '@croupier/contract';
import { z } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, isRetryableError } from './index';

interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (request: SeenRequest, response: ServerResponse) => void;

let server: Server;
let baseUrl = '';
let handler: Handler = () => undefined;
const seen: SeenRequest[] = [];

function answer(response: ServerResponse, status: number, payload: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      seen.push(entry);
      handler(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen.length = 0;
});

const status = { status: 2, ip: '203.0.113.9', maintenance: null };

describe('callApi', () => {
  it('sends the merchant header, the query and no token for a guest, and returns the parsed value', async () => {
    handler = (_request, response) => answer(response, 200, { success: true, value: status });
    const client = createApiClient({ merchantCode: 'SHONALI', baseUrl });
    await expect(client.callApi(getSystemStatus, { query: { lang: 'bn' } })).resolves.toEqual(status);
    expect(seen[0]?.url).toBe('/wps/system/status?lang=bn');
    expect(seen[0]?.headers.merchant).toBe('SHONALI');
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('adds the bearer token read at call time', async () => {
    handler = (_request, response) => answer(response, 200, { success: true, value: status });
    let token: string | null = null;
    const client = createApiClient({ merchantCode: 'SHONALI', baseUrl, getToken: () => token });
    token = 'tok-123';
    await client.callApi(getSystemStatus);
    expect(seen[0]?.headers.authorization).toBe('Bearer tok-123');
  });

  it('sends no merchant header for a client of no brand, and fills the path of a call outside the player calls', async () => {
    const detail = {
      member: { memberId: '42', merchantCode: 'SHONALI', username: 'rahim', type: 0, mobile: null, createdAt: '2026-11-20T06:00:00.000Z', lastLoginAt: null, email: null, lastLoginIp: null, uplineId: null, uplineUsername: null },
      balance: { currency: { code: 'BDT', symbol: '৳', scale: 2 }, totalMinor: 0, wallets: [{ wallet: 'MAIN', name: null, balanceMinor: 0 }] },
    };
    handler = (_request, response) => answer(response, 200, { success: true, value: detail });
    const client = createApiClient({ baseUrl, getToken: () => 'operator-token' });
    expect(client.merchantCode).toBeUndefined();
    await expect(client.callApi(boGetMember, { params: { memberId: '42' }, query: { merchantCode: 'SHONALI' } })).resolves.toEqual(detail);
    expect(seen[0]?.url).toBe('/bo/members/42?merchantCode=SHONALI');
    expect(seen[0]?.headers.merchant).toBeUndefined();
    expect(seen[0]?.headers.authorization).toBe('Bearer operator-token');
  });

  it('sends a JSON body for a write call', async () => {
    const echo = defineCall({
      name: 'echo',
      method: 'POST',
      path: '/wps/test/echo',
      auth: false,
      query: z.object({}).strict(),
      body: z.object({ amountMinor: z.number().int() }).strict(),
      value: z.object({ received: z.number() }),
    });
    handler = (request, response) => answer(response, 200, { success: true, value: { received: JSON.parse(request.body).amountMinor } });
    const client = createApiClient({ merchantCode: 'SHONALI', baseUrl });
    await expect(client.callApi(echo, { body: { amountMinor: 500 } })).resolves.toEqual({ received: 500 });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
  });

  it('fills path parameters from the contract', async () => {
    const brandStatus = defineCall({
      name: 'brandStatus',
      method: 'GET',
      path: '/wps/test/brands/:code',
      auth: false,
      params: z.object({ code: z.string().min(1) }).strict(),
      query: z.object({}).strict(),
      body: z.object({}).strict(),
      value: z.object({ path: z.string() }),
    });
    handler = (request, response) => answer(response, 200, { success: true, value: { path: request.url } });
    const client = createApiClient({ merchantCode: 'SHONALI', baseUrl });
    await expect(client.callApi(brandStatus, { params: { code: 'north star' } })).resolves.toEqual({ path: '/wps/test/brands/north%20star' });
  });

  it('throws the server failure as an ApiError with code, message, fields and status', async () => {
    handler = (_request, response) =>
      answer(response, 400, { success: false, code: 'VALIDATION_FAILED', message: 'bad language', fields: [{ field: 'language', message: 'unknown' }] });
    const client = createApiClient({ merchantCode: 'SHONALI', baseUrl });
    const error = await client.callApi(getAnnouncements, { query: { language: 'en' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'bad language', status: 400, fields: [{ field: 'language', message: 'unknown' }] });
    expect(isRetryableError(error)).toBe(false);
  });

  it('refuses an answer that does not fit the contract', async () => {
    handler = (_request, response) => answer(response, 200, { success: true, value: { status: 7 } });
    const client = createApiClient({ merchantCode: 'SHONALI', baseUrl });
    await expect(client.callApi(getSystemStatus)).rejects.toMatchObject({ code: 'BAD_RESPONSE', status: 200 });
    handler = (_request, response) => answer(response, 502, '<html>bad gateway</html>');
    await expect(client.callApi(getSystemStatus)).rejects.toMatchObject({ code: 'BAD_RESPONSE', status: 502 });
  });

  it('refuses a query the contract does not allow before sending it', async () => {
    const client = createApiClient({ merchantCode: 'SHONALI', baseUrl });
    const wrongQuery = { lang: 'fr' } as unknown as { lang: 'bn' };
    await expect(client.callApi(getSystemStatus, { query: wrongQuery })).rejects.toMatchObject({ code: 'VALIDATION_FAILED', status: 0 });
    expect(seen).toHaveLength(0);
  });

  it('maps a timeout to the network error', async () => {
    handler = () => undefined; // never answers
    const client = createApiClient({ merchantCode: 'SHONALI', baseUrl, timeoutMs: 100 });
    const error = await client.callApi(getSystemStatus).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'NETWORK', status: 0, networkReason: 'timeout' });
    expect(isRetryableError(error)).toBe(true);
  });

  it('maps an unreachable platform to the network error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const client = createApiClient({ merchantCode: 'SHONALI', baseUrl: `http://127.0.0.1:${port}` });
    await expect(client.callApi(getSystemStatus)).rejects.toMatchObject({ code: 'NETWORK', networkReason: 'unreachable' });
  });

  it('passes a caller cancel through instead of reporting a network failure', async () => {
    handler = () => undefined;
    const client = createApiClient({ merchantCode: 'SHONALI', baseUrl, timeoutMs: 5_000 });
    const controller = new AbortController();
    const pending = client.callApi(getSystemStatus, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('asks the browser to keep a request alive past the page only when the caller says so', async () => {
    handler = (_request, response) => answer(response, 200, { success: true, value: status });
    const inits: RequestInit[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      inits.push(init ?? {});
      return realFetch(input, init);
    };
    try {
      const client = createApiClient({ merchantCode: 'SHONALI', baseUrl });
      await client.callApi(getSystemStatus, { keepalive: true });
      await client.callApi(getSystemStatus);
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(inits.map((init) => init.keepalive)).toEqual([true, undefined]);
  });
});
