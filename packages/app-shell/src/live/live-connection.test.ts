import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_LIVE_CLOSE_CODES, type MemberLiveMessage } from '@croupier/contract';
import { connectLive, liveUrl } from './live-connection';
import { LIVE_RECONNECT_FIRST_MS, LIVE_RECONNECT_MAX_MS, reconnectDelayMs } from './reconnect-delay';

/** A socket the test drives by hand: what the page sent, and the server's side of opening, messages and closes. */
class FakeSocket {
  readonly sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closedByPage = false;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(data);
  }
  close(): void {
    this.closedByPage = true;
  }
  open(): void {
    this.onopen?.();
  }
  message(message: MemberLiveMessage): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006): void {
    this.onclose?.({ code });
  }
}

describe('the reconnection wait', () => {
  it('doubles from the first wait up to the cap, half of it at random', () => {
    expect([0, 1, 2, 3].map((attempt) => reconnectDelayMs(attempt, () => 0))).toEqual([500, 1_000, 2_000, 4_000]);
    expect([0, 1, 2, 3].map((attempt) => reconnectDelayMs(attempt, () => 1))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(reconnectDelayMs(30, () => 1)).toBe(LIVE_RECONNECT_MAX_MS);
    expect(reconnectDelayMs(30, () => 0)).toBe(LIVE_RECONNECT_MAX_MS / 2);
    expect(reconnectDelayMs(0, () => 0.5)).toBe(LIVE_RECONNECT_FIRST_MS * 0.75);
  });

  it('is on the page’s own origin, as ws or wss', () => {
    expect(liveUrl('https://shonali.example:8443/member?page=x')).toBe('wss://shonali.example:8443/wps/live/member');
    expect(liveUrl('http://shonali.localhost:8080')).toBe('ws://shonali.localhost:8080/wps/live/member');
  });
});

const OPEN_SITE: MemberLiveMessage = { type: 'site', status: { status: 0, ip: '203.0.113.7', maintenance: null } };
const SITE_IN_MAINTENANCE: MemberLiveMessage = { type: 'site', status: { status: 1, ip: '203.0.113.7', maintenance: { title: 'Upgrade', message: 'Back at six', until: null } } };
const AUTH = JSON.stringify({ type: 'auth', token: 'tok-live' });

describe('the page’s live connection', () => {
  let sockets: FakeSocket[];
  const received: MemberLiveMessage[] = [];
  const refused: number[] = [];
  const connect = (random = () => 0, token: string | null = 'tok-live') =>
    connectLive({
      origin: 'http://shonali.localhost:8080',
      token,
      onMessage: (message) => received.push(message),
      onRefused: (code) => refused.push(code),
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket as unknown as WebSocket;
      },
      random,
    });

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    received.length = 0;
    refused.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('signs in with its first message, never in the URL, and hands on what the server says', () => {
    connect();
    const [socket] = sockets;
    expect(socket?.url).toBe('ws://shonali.localhost:8080/wps/live/member');
    socket?.open();
    expect(socket?.sent).toEqual([JSON.stringify({ type: 'auth', token: 'tok-live' })]);
    socket?.message({ type: 'unread', count: 3 });
    socket?.onmessage?.({ data: '{"type":"nonsense"}' });
    socket?.onmessage?.({ data: 'not json' });
    expect(received).toEqual([{ type: 'unread', count: 3 }]);
  });

  it('opens again after a drop, waiting longer each time until a socket is let in', () => {
    connect();
    sockets[0]?.drop();
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]?.drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2]?.drop();
    vi.advanceTimersByTime(1_999);
    expect(sockets).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(4);

    // let in: the next drop waits the first wait again
    sockets[3]?.open();
    sockets[3]?.message({ type: 'unread', count: 0 });
    sockets[3]?.drop(1001);
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(5);
  });

  it('spreads the waits of many pages with jitter', () => {
    connect(() => 0.9);
    sockets[0]?.drop();
    vi.advanceTimersByTime(949);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it('on a guest’s page, sends nothing and hands on the site status', () => {
    connect(() => 0, null);
    sockets[0]?.open();
    sockets[0]?.message(SITE_IN_MAINTENANCE);
    expect(sockets[0]?.sent).toEqual([]);
    expect(received).toEqual([SITE_IN_MAINTENANCE]);
  });

  it('goes on as a guest’s socket, for the site status, once the session ended or the account has no feed', () => {
    for (const code of [MEMBER_LIVE_CLOSE_CODES.notLoggedIn, MEMBER_LIVE_CLOSE_CODES.noLiveFeed]) {
      sockets = [];
      refused.length = 0;
      connect();
      sockets[0]?.open();
      sockets[0]?.drop(code);
      expect(refused).toEqual([code]);
      vi.advanceTimersByTime(500);
      expect(sockets).toHaveLength(2);
      sockets[1]?.open();
      expect(sockets[1]?.sent).toEqual([]);
      // Refused as a guest's socket (which sends nothing, so never is): no loop of new sockets.
      sockets[1]?.drop(code);
      vi.advanceTimersByTime(60_000);
      expect(sockets).toHaveLength(2);
    }
  });

  it('stops for good at a host that serves no brand', () => {
    connect();
    sockets[0]?.drop(MEMBER_LIVE_CLOSE_CODES.unknownMerchant);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(refused).toEqual([MEMBER_LIVE_CLOSE_CODES.unknownMerchant]);
  });

  it('signs in again on the same socket once it hears the site open after a sign-in refused for maintenance', () => {
    connect();
    const [socket] = sockets;
    socket?.open();
    socket?.message(SITE_IN_MAINTENANCE);
    socket?.message({ type: 'error', code: 'MAINTENANCE', message: 'Upgrade: Back at six' });
    expect(socket?.sent).toEqual([AUTH]);
    socket?.message(SITE_IN_MAINTENANCE);
    expect(socket?.sent).toEqual([AUTH]);
    socket?.message(OPEN_SITE);
    expect(socket?.sent).toEqual([AUTH, AUTH]);
    // Signed in: later news of the site asks for nothing more.
    socket?.message({ type: 'unread', count: 0 });
    socket?.message(OPEN_SITE);
    expect(socket?.sent).toEqual([AUTH, AUTH]);
    expect(sockets).toHaveLength(1);
    expect(received.map((message) => message.type)).toEqual(['site', 'error', 'site', 'site', 'unread', 'site']);
  });

  it('signs in again at once when the refusal for maintenance comes after the site was heard open', () => {
    connect();
    const [socket] = sockets;
    socket?.open();
    socket?.message(OPEN_SITE);
    socket?.message({ type: 'error', code: 'MAINTENANCE', message: 'Upgrade: Back at six' });
    expect(socket?.sent).toEqual([AUTH, AUTH]);
    // Refused again with no news of the site: it waits for the next status instead of asking in a loop.
    socket?.message({ type: 'error', code: 'MAINTENANCE', message: 'Upgrade: Back at six' });
    expect(socket?.sent).toEqual([AUTH, AUTH]);
    socket?.message(OPEN_SITE);
    expect(socket?.sent).toEqual([AUTH, AUTH, AUTH]);
  });

  it('closes its socket and opens no other once the page lets it go', () => {
    const connection = connect();
    connection.close();
    expect(sockets[0]?.closedByPage).toBe(true);
    sockets[0]?.drop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});
