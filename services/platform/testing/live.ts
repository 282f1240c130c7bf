import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { MEMBER_LIVE_PATH, memberLiveMessageSchema, type MemberLiveMessage } from '@croupier/contract';
import { hostOf } from './accounts';

type MessageOf<Type extends MemberLiveMessage['type']> = Extract<MemberLiveMessage, { type: Type }>;

/** Polls `read` until it answers something, in real time. */
export async function waitFor<T>(read: () => T | null | undefined | false | Promise<T | null | undefined | false>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await read();
    if (result !== null && result !== undefined && result !== false) return result;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The member socket's address on a listening app. */
export function liveUrlOf(app: FastifyInstance): string {
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${MEMBER_LIVE_PATH}`;
}

/**
 * A page's live socket as a browser opens it: on the brand's host (`ip` as the caller's address, which
 * the test server trusts from X-Forwarded-For), signed in by its first message when given a token (or,
 * with `bearer`, by the upgrade's Authorization header). Every message must be one the contract
 * describes; `receivedAtMs` holds when each arrived.
 */
export class LiveClient {
  readonly messages: MemberLiveMessage[] = [];
  readonly receivedAtMs: number[] = [];
  closed: { code: number; reason: string } | null = null;
  private readonly socket: WebSocket;
  private readonly opened: Promise<void>;

  constructor(url: string, brand: string, options: { token?: string; bearer?: string; ip?: string } = {}) {
    const headers: Record<string, string> = { host: hostOf(brand) };
    if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
    if (options.ip) headers['x-forwarded-for'] = options.ip;
    this.socket = new WebSocket(url, { headers });
    this.socket.on('message', (data: Buffer) => {
      this.messages.push(memberLiveMessageSchema.parse(JSON.parse(data.toString('utf8'))));
      this.receivedAtMs.push(Date.now());
    });
    this.socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
    });
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('open', () => {
        if (options.token) this.send({ type: 'auth', token: options.token });
        resolve();
      });
      this.socket.once('error', reject);
    });
  }

  ready(): Promise<void> {
    return this.opened;
  }

  /** Opened and signed in: the server's first message to a member is the unread count. */
  async signedIn(): Promise<this> {
    await this.ready();
    await this.next('unread');
    return this;
  }

  send(message: unknown): void {
    this.socket.send(JSON.stringify(message));
  }

  /** The first message of the type from index `from` on that passes `test`. */
  next<Type extends MemberLiveMessage['type']>(type: Type, test: (message: MessageOf<Type>) => boolean = () => true, from = 0): Promise<MessageOf<Type>> {
    return waitFor(() => this.messages.slice(from).find((message): message is MessageOf<Type> => message.type === type && test(message as MessageOf<Type>)), `a ${type} message`);
  }

  /** What the member's feed said: every message but the site status, which every page hears. */
  feed(): MemberLiveMessage[] {
    return this.messages.filter((message) => message.type !== 'site');
  }

  of<Type extends MemberLiveMessage['type']>(type: Type): MessageOf<Type>[] {
    return this.messages.filter((message): message is MessageOf<Type> => message.type === type);
  }

  closedWith(): Promise<{ code: number; reason: string }> {
    return waitFor(() => this.closed, 'the socket to close');
  }

  close(): void {
    this.socket.close();
  }
}
