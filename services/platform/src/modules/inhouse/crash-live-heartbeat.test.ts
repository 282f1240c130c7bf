import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CRASH_LIVE_PATH } from '@croupier/contract';
import { FakeClock } from '../../../testing/fake-clock';
import { useTestServer } from '../../../testing/test-app';
import { eventually } from './crash-testing';
import { MERCHANT } from './inhouse-testing';

const HEARTBEAT_MS = 100;

/** A watcher's socket; `answersPings: false` plays a phone that lost its network without closing. */
function watcher(url: string, answersPings: boolean): { socket: WebSocket; closed: () => number | null; opened: Promise<void> } {
  const socket = new WebSocket(url, { headers: { merchant: MERCHANT }, autoPong: answersPings });
  let closedWith: number | null = null;
  socket.on('close', (code) => {
    closedWith = code;
  });
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, closed: () => closedWith, opened };
}

describe('the live crash feed’s heartbeat', () => {
  const server = useTestServer({ clock: new FakeClock(), liveHeartbeatMs: HEARTBEAT_MS });
  let url: string;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(server.app.server.address() as AddressInfo).port}${CRASH_LIVE_PATH}`;
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  it('drops a watcher that stops answering pings, and keeps one that answers', async () => {
    const silent = watcher(url, false);
    const alive = watcher(url, true);
    sockets.push(silent.socket, alive.socket);
    await Promise.all([silent.opened, alive.opened]);
    let pings = 0;
    alive.socket.on('ping', () => {
      pings += 1;
    });

    // dropped at the third heartbeat, two pings having gone unanswered (1006: no closing handshake)
    expect(await eventually(async () => silent.closed(), 'the silent socket to be dropped')).toBe(1006);
    // the answering one lives on through three more heartbeats (counted, not timed: a busy machine runs timers late)
    const pingsWhenSilentDropped = pings;
    await eventually(async () => pings >= pingsWhenSilentDropped + 3, 'three more pings to the answering socket');
    expect(alive.closed()).toBeNull();
    expect(alive.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('keeps an answering watcher through a stalled event loop, whose pong is read after the next heartbeat', async () => {
    const alive = watcher(url, true);
    sockets.push(alive.socket);
    await alive.opened;
    let pings = 0;
    alive.socket.on('ping', () => {
      pings += 1;
      if (pings !== 2) return;
      // the pong is written; block the loop past the next heartbeat, whose timer then runs before the
      // server reads that pong, as a long synchronous stretch on a busy host makes it
      const stallUntil = Date.now() + HEARTBEAT_MS * 3;
      while (Date.now() < stallUntil) {
        /* stalled */
      }
    });
    await eventually(async () => pings >= 5, 'three more pings after the stall');
    expect(alive.closed()).toBeNull();
  });
});
