import { useEffect, useRef, useState } from 'react';
import { CRASH_LIVE_PATH, crashLiveMessageSchema } from '@croupier/contract';
import { applyCrashMessage, INITIAL_CRASH_VIEW, withOwnBet, type CrashView } from './crash-view';

/** Waits before reconnecting: short at first, never long, so a dropped feed comes back quickly. */
const RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 4_000];

function feedUrl(origin: string | undefined): string {
  const base = new URL(origin ?? window.location.origin);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  base.pathname = CRASH_LIVE_PATH;
  return base.toString();
}

/**
 * The live Crash feed. A browser cannot set headers on a WebSocket, so a member's token goes in the
 * first message; the feed then sends a snapshot with the member's own bet. Guests watch without one.
 * A dropped socket is opened again after a pause; its first snapshot puts the page right.
 */
export function useCrashFeed(token: string | null, origin?: string) {
  const [view, setView] = useState<CrashView>(INITIAL_CRASH_VIEW);
  const socketRef = useRef<WebSocket | null>(null);
  useEffect(() => {
    let stopped = false;
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const socket = new WebSocket(feedUrl(origin));
      socketRef.current = socket;
      socket.onopen = () => {
        attempts = 0;
        if (token) socket.send(JSON.stringify({ type: 'auth', token }));
      };
      socket.onmessage = (event) => {
        let data: unknown;
        try {
          data = JSON.parse(String(event.data));
        } catch {
          return;
        }
        const parsed = crashLiveMessageSchema.safeParse(data);
        if (parsed.success) setView((shown) => applyCrashMessage(shown, parsed.data, Date.now()));
      };
      socket.onclose = () => {
        if (stopped) return;
        setView((shown) => ({ ...shown, connection: 'reconnecting' }));
        timer = setTimeout(connect, RECONNECT_DELAYS_MS[Math.min(attempts, RECONNECT_DELAYS_MS.length - 1)]);
        attempts += 1;
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socketRef.current?.close();
    };
  }, [token, origin]);
  return { view, recordOwnBet: (roundId: string, bet: NonNullable<CrashView['myBet']>) => setView((shown) => withOwnBet(shown, roundId, bet)) };
}
