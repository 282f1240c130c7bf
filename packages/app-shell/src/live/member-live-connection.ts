import { MEMBER_LIVE_CLOSE_CODES, MEMBER_LIVE_PATH, memberLiveMessageSchema, type MemberLiveMessage } from '@croupier/contract';
import { reconnectDelayMs } from './reconnect-delay';

/** Closes after which trying again changes nothing: the session ended, the account has no feed, no such brand. */
const FINAL_CLOSE_CODES: readonly number[] = [MEMBER_LIVE_CLOSE_CODES.notLoggedIn, MEMBER_LIVE_CLOSE_CODES.noLiveFeed, MEMBER_LIVE_CLOSE_CODES.unknownMerchant];

export interface MemberLiveOptions {
  /** the page's origin, or the platform's when it is served apart */
  origin: string;
  token: string;
  onMessage: (message: MemberLiveMessage) => void;
  /** the server closed for good (see FINAL_CLOSE_CODES); no new socket is opened */
  onRefused: (closeCode: number) => void;
  /** for tests: how a socket is made, and the randomness of the waits */
  createSocket?: (url: string) => WebSocket;
  random?: () => number;
}

export interface MemberLiveConnection {
  close(): void;
}

export function memberLiveUrl(origin: string): string {
  const url = new URL(origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = MEMBER_LIVE_PATH;
  url.search = '';
  return url.toString();
}

/**
 * The member's live socket, kept open: signed in by the first message (a token in the URL would be
 * written to access logs), opened again after a drop with a growing, jittered wait, which starts
 * over once a socket has been let in (its first message arrived).
 */
export function connectMemberLive(options: MemberLiveOptions): MemberLiveConnection {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  const url = memberLiveUrl(options.origin);
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;

  const open = () => {
    const current = createSocket(url);
    socket = current;
    current.onopen = () => current.send(JSON.stringify({ type: 'auth', token: options.token }));
    current.onmessage = (event: MessageEvent) => {
      let data: unknown;
      try {
        data = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const parsed = memberLiveMessageSchema.safeParse(data);
      if (!parsed.success || stopped) return;
      attempt = 0;
      options.onMessage(parsed.data);
    };
    current.onclose = (event: CloseEvent) => {
      if (stopped || socket !== current) return;
      socket = null;
      if (FINAL_CLOSE_CODES.includes(event.code)) {
        stopped = true;
        options.onRefused(event.code);
        return;
      }
      timer = setTimeout(open, reconnectDelayMs(attempt, options.random));
      attempt += 1;
    };
  };
  open();
  return {
    close: () => {
      stopped = true;
      clearTimeout(timer);
      const current = socket;
      socket = null;
      current?.close();
    },
  };
}
