import { MEMBER_LIVE_CLOSE_CODES, MEMBER_LIVE_PATH, memberLiveMessageSchema, type ErrorCode, type MemberLiveMessage } from '@croupier/contract';
import { SystemStatus } from '@croupier/domain';
import { reconnectDelayMs } from './reconnect-delay';

/** Refusals of the member's sign-in after which the same token would be refused again: the page goes on as a guest's. */
const SIGN_IN_REFUSALS: readonly number[] = [MEMBER_LIVE_CLOSE_CODES.notLoggedIn, MEMBER_LIVE_CLOSE_CODES.noLiveFeed];
/** Sign-in refusals that last while the site is closed to this caller; the socket stays open. */
const WHILE_CLOSED: readonly ErrorCode[] = ['MAINTENANCE', 'REGION_RESTRICTED'];

export interface LiveOptions {
  /** the page's origin, or the platform's when it is served apart */
  origin: string;
  /** the member's session token, or null on a guest's (or free play's) page, which hears the site status only */
  token: string | null;
  onMessage: (message: MemberLiveMessage) => void;
  /** the member's sign-in was refused for good (notLoggedIn, noLiveFeed); the socket goes on as a guest's */
  onRefused: (closeCode: number) => void;
  /** for tests: how a socket is made, and the randomness of the waits */
  createSocket?: (url: string) => WebSocket;
  random?: () => number;
}

export interface LiveConnection {
  close(): void;
}

export function liveUrl(origin: string): string {
  const url = new URL(origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = MEMBER_LIVE_PATH;
  url.search = '';
  return url.toString();
}

/**
 * The page's live socket, kept open (decision 0020): it hears the site's status, and with a
 * token it is signed in by its first message (a token in the URL would be written to access logs) and
 * hears the member's feed too. A sign-in refused while the site is closed is tried again on the same
 * socket once the site is heard open; one refused for good (the session ended, no feed for the
 * account) goes on without it. A drop is followed by a new socket after a growing, jittered wait,
 * which starts over once a socket has been heard from. Only an unknown brand ends it.
 */
export function connectLive(options: LiveOptions): LiveConnection {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  const url = liveUrl(options.origin);
  let token = options.token;
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;
  /** the sign-in was refused for a closed site: it is sent again when the site is heard open */
  let signInHeldBack = false;
  /** the last status heard, and whether a refusal since then has been answered by signing in again */
  let siteHeardOpen = false;
  let signedInAgainSinceSite = false;

  const signIn = (current: WebSocket) => {
    if (token !== null) current.send(JSON.stringify({ type: 'auth', token }));
  };

  const open = () => {
    const current = createSocket(url);
    socket = current;
    signInHeldBack = false;
    siteHeardOpen = false;
    current.onopen = () => signIn(current);
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
      const message = parsed.data;
      if (message.type === 'site') {
        siteHeardOpen = message.status.status === SystemStatus.Normal;
        signedInAgainSinceSite = false;
        if (siteHeardOpen && signInHeldBack) {
          signInHeldBack = false;
          signIn(current);
        }
      }
      if (message.type === 'error' && WHILE_CLOSED.includes(message.code)) {
        // Heard open already: the refusal was decided before the site opened, so the sign-in goes again
        // now (once per status heard); otherwise it waits for the site to open.
        if (siteHeardOpen && !signedInAgainSinceSite) {
          signedInAgainSinceSite = true;
          signIn(current);
        } else {
          signInHeldBack = true;
        }
      }
      options.onMessage(message);
    };
    current.onclose = (event: CloseEvent) => {
      if (stopped || socket !== current) return;
      socket = null;
      if (event.code === MEMBER_LIVE_CLOSE_CODES.unknownMerchant) {
        stopped = true;
        options.onRefused(event.code);
        return;
      }
      if (SIGN_IN_REFUSALS.includes(event.code)) {
        // Only a sign-in is refused so; a guest's socket that was would be refused again the same way.
        if (token === null) {
          stopped = true;
          return;
        }
        token = null;
        attempt = 0;
        options.onRefused(event.code);
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
