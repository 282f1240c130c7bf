import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall, failureSchema } from '@croupier/contract';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { buildTestApp, send, sendOps } from '../../testing/test-app';
import { registerCall } from './register-call';

describe('HTTP edges', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase({ prepared: true });
    app = await buildTestApp(database.db);
    // A route that fails the way a bug would, to see what a client gets.
    app.get('/wps/test/explode', async () => {
      throw new Error('password=hunter2 at db.ts:42');
    });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('names the method and path of an unknown call', async () => {
    for (const url of ['/wps/nothing/here', '/lgw/games/nope', '/ops/nothing', '/wps']) {
      const response = await send(app, { url, host: 'shonali.localhost' });
      expect(response.statusCode, url).toBe(404);
      expect(failureSchema.parse(response.json())).toMatchObject({ code: 'NOT_FOUND', message: `No call GET ${url} on this server` });
    }
    const post = await send(app, { method: 'POST', url: '/lgw/unknown?x=1', host: 'shonali.localhost', payload: {} });
    expect(post.json().message).toBe('No call POST /lgw/unknown on this server');
  });

  it('answers a wrong method with METHOD_NOT_ALLOWED and the methods that work', async () => {
    const post = await send(app, { method: 'POST', url: '/wps/system/status', host: 'shonali.localhost', payload: {} });
    expect(post.statusCode).toBe(405);
    expect(post.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
    expect(post.headers.allow).toBe('GET, HEAD');
    const put = await sendOps(app, { method: 'PUT', url: '/ops/brands/shonali/maintenance', payload: {} });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('DELETE, POST');
    const get = await sendOps(app, { url: '/ops/brands/shonali/maintenance' });
    expect(get.statusCode).toBe(405);
  });

  it('lists every bad query field', async () => {
    const response = await send(app, { url: '/wps/system/status?lang=xx&debug=1', host: 'shonali.localhost' });
    expect(response.statusCode).toBe(400);
    const failure = failureSchema.parse(response.json());
    expect(failure.code).toBe('VALIDATION_FAILED');
    expect(failure.fields?.map((field) => field.field).sort()).toEqual(['debug', 'lang']);
    expect(failure.message).toContain('query');
  });

  it('refuses a repeated query key', async () => {
    const response = await send(app, { url: '/wps/system/status?lang=en&lang=bn', host: 'shonali.localhost' });
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'lang' }] });
  });

  it('explains malformed JSON, a wrong content type and an oversize body', async () => {
    const url = '/ops/brands/shonali/region-blocks';
    const malformed = await sendOps(app, { method: 'POST', url, payload: '{"cidr": ', headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ success: false, code: 'BAD_REQUEST', message: 'The request body is not valid JSON' });

    const text = await sendOps(app, { method: 'POST', url, payload: 'cidr=1.2.3.4', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });

    const form = await sendOps(app, { method: 'POST', url, payload: 'cidr=1.2.3.4', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.statusCode).toBe(415);

    const huge = await sendOps(app, { method: 'POST', url, payload: JSON.stringify({ cidr: 'x'.repeat(70 * 1024) }), headers: { 'content-type': 'application/json' } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });

    const empty = await sendOps(app, { method: 'POST', url, payload: '', headers: { 'content-type': 'application/json' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('refuses unknown body fields', async () => {
    const response = await sendOps(app, { method: 'POST', url: '/ops/brands/shonali/region-blocks', payload: { cidr: '1.2.3.4', note: 'x' } });
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'note' }] });
  });

  it('never sends a stack trace or the error text of a failure', async () => {
    const response = await send(app, { url: '/wps/test/explode', host: 'shonali.localhost' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, code: 'INTERNAL', message: 'Something went wrong on the server; it has been logged' });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('.ts');
  });

  it('refuses an answer that breaks the contract', async () => {
    const drifting = defineCall({
      name: 'testDrift',
      method: 'GET',
      path: '/wps/test/drift',
      auth: false,
      query: z.object({}).strict(),
      body: z.object({}).strict(),
      value: z.object({ count: z.number().int() }),
    });
    const strict = await buildTestApp(database.db);
    try {
      // 1.5 is a number to the type checker but not the integer the contract promises.
      registerCall(strict, drifting, { checkResponses: true, context: async () => null, handle: async () => ({ count: 1.5 }) });
      const response = await send(strict, { url: '/wps/test/drift', host: 'shonali.localhost' });
      expect(response.statusCode).toBe(500);
      expect(response.json().code).toBe('INTERNAL');
    } finally {
      await strict.close();
    }
  });

  it('sets the security headers on every answer', async () => {
    for (const url of ['/wps/system/status', '/', '/wps/missing']) {
      const response = await send(app, { url, host: 'shonali.localhost' });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['content-security-policy'], url).toContain("style-src 'self' 'unsafe-inline'");
      expect(response.headers['content-security-policy'], url).toContain("img-src 'self' data:");
      expect(response.headers['permissions-policy'], url).toContain('camera=()');
      expect(response.headers['permissions-policy'], url).toContain('geolocation=()');
    }
  });

  it('sends Strict-Transport-Security only to https requests, believing X-Forwarded-Proto from a trusted proxy only', async () => {
    const proxied = await buildTestApp(database.db, { trustProxy: ['127.0.0.1'] });
    try {
      const ask = (ip: string, headers: Record<string, string> = {}) => send(proxied, { url: '/wps/system/status', host: 'shonali.localhost', ip, headers });
      const viaProxy = await ask('127.0.0.1', { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' });
      expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000');
      expect((await send(proxied, { url: '/', host: 'shonali.localhost', ip: '127.0.0.1', headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security']).toBe('max-age=31536000');
      expect((await ask('127.0.0.1')).headers['strict-transport-security']).toBeUndefined();
      expect((await ask('127.0.0.1', { 'x-forwarded-proto': 'http' })).headers['strict-transport-security']).toBeUndefined();
      // anyone else saying https is not believed
      expect((await ask('203.0.113.7', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
    const untrusting = await send(app, { url: '/wps/system/status', host: 'shonali.localhost', headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusting.headers['strict-transport-security']).toBeUndefined();
    const off = await buildTestApp(database.db, { trustProxy: true, hstsMaxAgeSeconds: 0 });
    try {
      const response = await send(off, { url: '/wps/system/status', host: 'shonali.localhost', headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});
