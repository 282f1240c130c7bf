import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { SEAMLESS_HEADERS } from '@croupier/contract';
import { seamlessSignatureOf } from '../../../../services/platform/src/modules/seamless/signature';
import { seamlessOutcomeOf, type SeamlessOutcome } from '../../../../services/platform/testing/seamless-http-client';

/**
 * The wallet benchmark's provider side, kept light: signed seamless calls over keep-alive sockets of
 * its own, each request written in one piece and each answer read by its Content-Length, one request
 * per socket at a time. Node's HTTP client took about a quarter of a millisecond of CPU per call,
 * on the same two cores as the platform and Postgres; pgbench, TPC-B's driver, is C and takes next to
 * nothing. The answers are judged as the provider's client judges them (seamlessOutcomeOf).
 *
 * Only what the platform answers is read: HTTP/1.1, a status line, headers with Content-Length. An
 * answer in chunks, or bytes beyond the answer, ends the socket with an error that says so.
 */

export interface LeanSeamlessClientOptions {
  /** http://127.0.0.1:<port> */
  origin: string;
  provider: { code: string; secret: string };
  /** sockets at most; requests beyond them wait for one */
  sockets: number;
  /** one request's limit; checked once a second by one timer, not a timer per request */
  timeoutMs: number;
}

interface Pending {
  resolve: (answer: { status: number; text: string }) => void;
  reject: (error: Error) => void;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/** The status and the body of one answer, once all of it is in `buffer`; null while more is to come. */
export function readAnswer(buffer: Buffer): { status: number; text: string; length: number; keepAlive: boolean } | null {
  const headEnd = buffer.indexOf(HEAD_END);
  if (headEnd < 0) return null;
  const head = buffer.subarray(0, headEnd).toString('latin1');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1];
  if (!status) throw new Error(`lean client: not an HTTP/1.x status line: "${statusLine.slice(0, 80)}"`);
  let contentLength: number | undefined;
  let keepAlive = true;
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-length') contentLength = Number(value);
    else if (name === 'transfer-encoding') throw new Error(`lean client: answers in "${value}" are not read; the platform sends Content-Length`);
    else if (name === 'connection' && value.toLowerCase() === 'close') keepAlive = false;
  }
  if (contentLength === undefined || !Number.isInteger(contentLength) || contentLength < 0) throw new Error('lean client: an answer without a Content-Length');
  const bodyStart = headEnd + HEAD_END.length;
  if (buffer.length < bodyStart + contentLength) return null;
  return { status: Number(status), text: buffer.subarray(bodyStart, bodyStart + contentLength).toString('utf8'), length: bodyStart + contentLength, keepAlive };
}

/** One keep-alive socket carrying one request at a time. */
class Connection {
  private readonly socket: net.Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private pending: Pending | null = null;
  /** when the request under way was written (performance.now()), or null */
  sentAtMs: number | null = null;
  closed = false;

  constructor(host: string, port: number) {
    this.socket = net.connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => this.received(chunk));
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => this.fail(new Error('lean client: the platform closed the socket')));
  }

  send(request: string): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      if (this.closed) {
        reject(new Error('lean client: the socket was closed before the request'));
        return;
      }
      this.pending = { resolve, reject };
      this.sentAtMs = performance.now();
      this.socket.write(request, (error) => error && this.fail(error));
    });
  }

  destroy(): void {
    this.closed = true;
    this.socket.destroy();
  }

  private received(chunk: Buffer): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    let answer: ReturnType<typeof readAnswer>;
    try {
      answer = readAnswer(this.buffer);
    } catch (error) {
      this.fail(error as Error);
      return;
    }
    if (!answer) return;
    if (answer.length !== this.buffer.length) {
      this.fail(new Error('lean client: bytes after the answer, with no request waiting for them'));
      return;
    }
    this.buffer = Buffer.alloc(0);
    const pending = this.pending;
    this.pending = null;
    this.sentAtMs = null;
    if (!answer.keepAlive) this.destroy();
    pending?.resolve({ status: answer.status, text: answer.text });
  }

  fail(error: Error): void {
    this.destroy();
    const pending = this.pending;
    this.pending = null;
    this.sentAtMs = null;
    pending?.reject(error);
  }
}

export class LeanSeamlessClient {
  private readonly idle: Connection[] = [];
  private readonly busy = new Set<Connection>();
  private readonly watch: NodeJS.Timeout;
  private readonly waiting: ((connection: Connection) => void)[] = [];
  private opened = 0;
  private readonly host: string;
  private readonly port: number;

  constructor(private readonly options: LeanSeamlessClientOptions) {
    const url = new URL(options.origin);
    this.host = url.hostname;
    this.port = Number(url.port);
    this.watch = setInterval(() => this.endLateRequests(), 1_000);
    this.watch.unref();
  }

  async sendTo<Value>(path: string, body: unknown): Promise<SeamlessOutcome<Value>> {
    const rawBody = JSON.stringify(body);
    const timestamp = String(Date.now());
    const { code, secret } = this.options.provider;
    const request =
      `POST ${path} HTTP/1.1\r\nHost: ${this.host}:${this.port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(rawBody)}\r\n` +
      `${SEAMLESS_HEADERS.provider}: ${code}\r\n${SEAMLESS_HEADERS.timestamp}: ${timestamp}\r\n${SEAMLESS_HEADERS.signature}: ${seamlessSignatureOf(secret, timestamp, rawBody)}\r\n\r\n${rawBody}`;
    const connection = await this.connection();
    this.busy.add(connection);
    try {
      return seamlessOutcomeOf<Value>(await connection.send(request));
    } catch (error) {
      return { kind: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
    } finally {
      this.busy.delete(connection);
      this.release(connection);
    }
  }

  close(): void {
    clearInterval(this.watch);
    for (const connection of this.idle.splice(0)) connection.destroy();
    for (const connection of this.busy) connection.fail(new Error('lean client: closed'));
  }

  private endLateRequests(): void {
    const now = performance.now();
    for (const connection of this.busy) {
      if (connection.sentAtMs !== null && now - connection.sentAtMs > this.options.timeoutMs) connection.fail(new Error(`lean client: no answer within ${this.options.timeoutMs} ms`));
    }
  }

  private connection(): Promise<Connection> {
    // an idle socket the platform closed (its keep-alive timeout) is dropped, not used
    for (let idle = this.idle.pop(); idle; idle = this.idle.pop()) {
      if (!idle.closed) return Promise.resolve(idle);
      this.opened -= 1;
    }
    if (this.opened < this.options.sockets) {
      this.opened += 1;
      return Promise.resolve(new Connection(this.host, this.port));
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(connection: Connection): void {
    if (connection.closed) {
      this.opened -= 1;
      // a waiting request gets a new socket in place of the closed one
      const next = this.waiting.shift();
      if (next) {
        this.opened += 1;
        next(new Connection(this.host, this.port));
      }
      return;
    }
    const next = this.waiting.shift();
    if (next) next(connection);
    else this.idle.push(connection);
  }
}
