import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SEAMLESS_HEADERS } from '@croupier/contract';
import { seamlessSignatureOf } from '../../../../services/platform/src/modules/seamless/signature';
import { LeanSeamlessClient, readAnswer } from './lean-seamless-client';

const PROVIDER = { code: 'LEAN', secret: 'lean-client-secret-0123456789' };

describe('reading an answer', () => {
  const answer = 'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nContent-Length: 10\r\n\r\n{"a":"\u00e9"}';

  it('waits for the whole head and body, then gives the status, the text and the bytes it took', () => {
    const bytes = Buffer.from(answer);
    expect(readAnswer(bytes.subarray(0, 30))).toBeNull();
    expect(readAnswer(bytes.subarray(0, bytes.length - 1))).toBeNull();
    expect(readAnswer(bytes)).toEqual({ status: 200, text: '{"a":"\u00e9"}', length: bytes.length, keepAlive: true });
  });

  it('says when the platform will close the socket after this answer', () => {
    expect(readAnswer(Buffer.from('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n'))).toMatchObject({ status: 503, text: '', keepAlive: false });
  });

  it('refuses answers it does not read, saying why', () => {
    expect(() => readAnswer(Buffer.from('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n'))).toThrow(/not read; the platform sends Content-Length/);
    expect(() => readAnswer(Buffer.from('HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\nhello'))).toThrow(/without a Content-Length/);
    expect(() => readAnswer(Buffer.from('SSH-2.0-OpenSSH\r\n\r\n'))).toThrow(/not an HTTP\/1.x status line/);
  });
});

describe('the lean client against a listening server', () => {
  let server: http.Server | undefined;
  let client: LeanSeamlessClient | undefined;
  afterEach(async () => {
    client?.close();
    if (server) await new Promise((resolve) => server?.close(resolve));
  });

  /** A server that checks each call's signature as the platform does and answers by the body's `answer`. */
  async function start(): Promise<{ origin: string; sockets: Set<unknown> }> {
    const sockets = new Set<unknown>();
    server = http.createServer((request, response) => {
      sockets.add(request.socket);
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const signed = seamlessSignatureOf(PROVIDER.secret, String(request.headers[SEAMLESS_HEADERS.timestamp]), body);
        const { answer, n } = JSON.parse(body) as { answer: string; n: number };
        if (answer === 'never') return;
        const [status, envelope] =
          request.headers[SEAMLESS_HEADERS.signature] !== signed || request.headers[SEAMLESS_HEADERS.provider] !== PROVIDER.code
            ? [401, { success: false, code: 'SIGNATURE_INVALID', message: 'bad signature' }]
            : answer === 'fail'
              ? [500, { success: false, code: 'INTERNAL', message: 'broken' }]
              : [200, { success: true, value: { n, path: request.url } }];
        const text = JSON.stringify(envelope);
        // as the platform answers: a length, not chunks
        response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
        response.end(text);
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sockets };
  }

  it('signs each call, carries many over few sockets and sorts the answers as a provider does', async () => {
    const { origin, sockets } = await start();
    client = new LeanSeamlessClient({ origin, provider: PROVIDER, sockets: 4, timeoutMs: 5_000 });
    const answers = await Promise.all(Array.from({ length: 64 }, (_, n) => client!.sendTo<{ n: number; path: string }>('/seamless/v1/bet', { answer: 'ok', n })));
    expect(answers.map((each) => (each.kind === 'answered' ? each.value.n : -1))).toEqual(Array.from({ length: 64 }, (_, n) => n));
    expect(answers[0]).toEqual({ kind: 'answered', value: { n: 0, path: '/seamless/v1/bet' } });
    expect(sockets.size).toBe(4);
    expect(await client.sendTo('/seamless/v1/bet', { answer: 'fail', n: 1 })).toEqual({ kind: 'unavailable', reason: 'HTTP 500 INTERNAL' });
    const wrong = new LeanSeamlessClient({ origin, provider: { code: PROVIDER.code, secret: 'another-secret-entirely-000' }, sockets: 1, timeoutMs: 5_000 });
    try {
      expect(await wrong.sendTo('/seamless/v1/bet', { answer: 'ok', n: 2 })).toEqual({ kind: 'refused', status: 401, code: 'SIGNATURE_INVALID', message: 'bad signature' });
    } finally {
      wrong.close();
    }
  });

  it('opens a new socket when the server closed an idle one', async () => {
    const { origin, sockets } = await start();
    client = new LeanSeamlessClient({ origin, provider: PROVIDER, sockets: 1, timeoutMs: 5_000 });
    expect((await client.sendTo('/a', { answer: 'ok', n: 1 })).kind).toBe('answered');
    server?.closeIdleConnections(); // as a keep-alive timeout does
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await client.sendTo('/b', { answer: 'ok', n: 2 })).toEqual({ kind: 'answered', value: { n: 2, path: '/b' } });
    expect(sockets.size).toBe(2);
  });

  it('gives up on a request past its limit, and the socket with it', async () => {
    const { origin } = await start();
    client = new LeanSeamlessClient({ origin, provider: PROVIDER, sockets: 1, timeoutMs: 300 });
    expect(await client.sendTo('/a', { answer: 'never', n: 1 })).toEqual({ kind: 'unavailable', reason: 'lean client: no answer within 300 ms' });
    expect(await client.sendTo('/b', { answer: 'ok', n: 2 })).toEqual({ kind: 'answered', value: { n: 2, path: '/b' } });
  });

  it('answers "unavailable" when nothing listens, and says why', async () => {
    const { origin } = await start();
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
    client = new LeanSeamlessClient({ origin, provider: PROVIDER, sockets: 1, timeoutMs: 5_000 });
    const outcome = await client.sendTo('/a', { answer: 'ok', n: 1 });
    expect(outcome.kind).toBe('unavailable');
    expect(outcome.kind === 'unavailable' && outcome.reason).toMatch(/ECONNREFUSED|closed the socket/);
  });
});
