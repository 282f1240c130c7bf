import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERROR_HTTP_STATUS, getPublicKey, type CallDefinition, type CallValue, type ErrorCode, type FieldError } from '@croupier/contract';
import { createStubSealingKey, openSealedBody, publishedKeyOf, type StubSealingKey } from './stub-sealing';

export interface StubFailure {
  code: ErrorCode;
  message: string;
  /** HTTP status; the contract's status for the code when left out */
  status?: number;
  fields?: FieldError[];
  captcha?: boolean;
  retryAfterSeconds?: number;
}

/** What a stub answers for one call: a value, or a failure with a code and message. */
export type StubAnswer<C extends CallDefinition> = { value: CallValue<C> } | { failure: StubFailure };

export interface StubRequest {
  method: string;
  path: string;
  /** values of the `:name` segments of the call's path */
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** The body as sent: parsed JSON, form fields as an object, or null without a body */
  body: unknown;
  /** For calls with a `secret` schema: the plaintext the stub opened from the sealed body */
  secret: unknown;
}

type AnyHandler = (request: StubRequest) => StubAnswer<CallDefinition> | Promise<StubAnswer<CallDefinition>>;

/** What a stub answers for a path that serves a file (a receipt photo): its bytes, or a failure. */
export type StubFileAnswer = { contentType: string; bytes: Uint8Array } | { failure: StubFailure };
type FileHandler = (request: StubRequest) => StubFileAnswer;

/** A route of the stub: method and path, `:name` segments standing for any one segment. */
interface StubRoute {
  method: string;
  path: string;
  pattern: RegExp;
  names: string[];
}

function routeOf(method: string, path: string): StubRoute {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { method, path, pattern: new RegExp(`^${source}$`), names };
}

/** The values of a route's `:name` segments in a request's path, or null when the route does not match it. */
function matchRoute(route: StubRoute, method: string, path: string): Record<string, string> | null {
  if (route.method !== method) return null;
  const match = route.pattern.exec(path);
  if (!match) return null;
  return Object.fromEntries(route.names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
}

export interface StubPlatform {
  url: string;
  /** Every request the stub has seen, oldest first. */
  requests: StubRequest[];
  answer<C extends CallDefinition>(call: C, handler: (request: StubRequest) => StubAnswer<C> | Promise<StubAnswer<C>>): void;
  /** Answers GET `path` (`:name` segments match any one segment) with bytes, as the console's photo paths do. */
  answerFile(path: string, handler: FileHandler): void;
  /** Requests seen for one call, oldest first. */
  requestsFor(call: CallDefinition): StubRequest[];
  /** Publishes a new sealing key; bodies sealed under the old one are refused with DECRYPTION_FAILED. */
  rotateSealingKey(): void;
  close(): Promise<void>;
}

function readBody(incoming: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    incoming.setEncoding('utf8');
    incoming.on('data', (chunk: string) => (text += chunk));
    incoming.on('end', () => resolve(text));
    incoming.on('error', reject);
  });
}

function parseBody(text: string, contentType: string | undefined): unknown {
  if (text === '') return null;
  if (contentType?.startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function sendJson(response: ServerResponse, status: number, payload: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(payload));
}

function sendFailure(response: ServerResponse, failure: StubFailure): void {
  const { status, ...rest } = failure;
  sendJson(response, status ?? ERROR_HTTP_STATUS[failure.code], { success: false, ...rest });
}

/**
 * A real HTTP server on 127.0.0.1 that answers contract calls with the platform's envelope (paths with
 * `:name` segments included), for tests that exercise the client, the shell or a feature end to end
 * without mocking fetch. It publishes a
 * sealing key and opens sealed bodies with node:crypto, as the platform does.
 */
export async function startStubPlatform(): Promise<StubPlatform> {
  const handlers = new Map<string, { route: StubRoute; call: CallDefinition; handler: AnyHandler }>();
  const files = new Map<string, { route: StubRoute; handler: FileHandler }>();
  const requests: StubRequest[] = [];
  let sealingKey: StubSealingKey = createStubSealingKey();
  const keyOf = (call: CallDefinition) => `${call.method} ${call.path}`;
  /** The first route of `entries` that matches, with the request's path values. */
  const find = <Entry extends { route: StubRoute }>(entries: Iterable<Entry>, method: string, path: string): { entry: Entry; params: Record<string, string> } | null => {
    for (const entry of entries) {
      const params = matchRoute(entry.route, method, path);
      if (params) return { entry, params };
    }
    return null;
  };

  const server: Server = createServer((incoming, response) => {
    // Tests run the client in jsdom, whose origin differs from the stub's.
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
    if (incoming.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    void readBody(incoming).then(async (text) => {
      const url = new URL(incoming.url ?? '/', 'http://stub.local');
      const request: StubRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        params: {},
        query: url.searchParams,
        headers: incoming.headers,
        body: parseBody(text, incoming.headers['content-type']),
        secret: undefined,
      };
      requests.push(request);
      const file = find(files.values(), request.method, request.path);
      if (file) {
        request.params = file.params;
        const answer = file.entry.handler(request);
        if ('failure' in answer) sendFailure(response, answer.failure);
        else response.writeHead(200, { 'Content-Type': answer.contentType }).end(Buffer.from(answer.bytes));
        return;
      }
      const found = find(handlers.values(), request.method, request.path);
      if (!found) {
        sendFailure(response, { code: 'NOT_FOUND', message: `no stub for ${request.method} ${request.path}` });
        return;
      }
      const entry = found.entry;
      request.params = found.params;
      if (entry.call.secret) {
        const opened = openSealedBody(sealingKey, request.body);
        if (!opened.opened) {
          sendFailure(response, { code: 'DECRYPTION_FAILED', message: `sealed body refused: ${opened.reason}` });
          return;
        }
        request.secret = opened.data;
      }
      try {
        const answer = await entry.handler(request);
        if ('value' in answer) sendJson(response, 200, { success: true, value: answer.value });
        else sendFailure(response, answer.failure);
      } catch (error) {
        sendFailure(response, { code: 'INTERNAL', message: String(error) });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const platform: StubPlatform = {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(call, handler) {
      handlers.set(keyOf(call), { route: routeOf(call.method, call.path), call, handler: handler as AnyHandler });
    },
    answerFile(path, handler) {
      files.set(path, { route: routeOf('GET', path), handler });
    },
    requestsFor: (call) => {
      const route = routeOf(call.method, call.path);
      return requests.filter((request) => matchRoute(route, request.method, request.path) !== null);
    },
    rotateSealingKey() {
      sealingKey = createStubSealingKey();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  platform.answer(getPublicKey, () => ({ value: publishedKeyOf(sealingKey) }));
  return platform;
}
