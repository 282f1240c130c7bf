import type { WebSocket } from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import { MEMBER_LIVE_AUTH_TIMEOUT_MS, MEMBER_LIVE_CLOSE_CODES, MEMBER_LIVE_PATH, memberLiveClientMessageSchema, type ErrorCode, type MemberLiveMessage } from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { ApiError } from '../../http/api-error';
import type { SocketRoute } from '../../http/socket-routes';
import { SocketLiveness } from '../../http/socket-liveness';
import { HOUSE_ACCOUNT_TYPE, refuseTrial } from '../accounts/member-context';
import { selectMemberById } from '../accounts/repository';
import { authenticate, bearerTokenOf } from '../sessions/service';
import { merchantContext } from '../system/access';
import type { LiveMember, LiveSocket, MemberLiveHub } from './live-hub';

/** A member's socket that cannot keep up is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 256_000;
/** Unexpected failures close with the WebSocket code for an internal error. */
const INTERNAL_ERROR_CLOSE = 1011;

function closeCodeOf(code: ErrorCode): number {
  if (code === 'NOT_LOGGED_IN') return MEMBER_LIVE_CLOSE_CODES.notLoggedIn;
  // A session that owes a password change gets no feed until the change issues its new session.
  if (code === 'TRIAL_RESTRICTED' || code === 'NON_MEMBER' || code === 'PASSWORD_CHANGE_REQUIRED') return MEMBER_LIVE_CLOSE_CODES.noLiveFeed;
  if (code === 'UNKNOWN_MERCHANT') return MEMBER_LIVE_CLOSE_CODES.unknownMerchant;
  if (code === 'MAINTENANCE' || code === 'REGION_RESTRICTED') return MEMBER_LIVE_CLOSE_CODES.siteClosed;
  return INTERNAL_ERROR_CLOSE;
}

/**
 * One member's socket. It is let in by a session token, from the upgrade's Authorization header or
 * from the first message (a browser cannot set headers; a token in the URL would land in access logs),
 * and only for a true member: guests, free-play and house accounts are refused and closed. Listeners
 * are attached before anything is awaited, so a message sent at once is not lost.
 */
class MemberLiveConnection implements LiveSocket {
  private signedIn: LiveMember | null = null;
  private signingIn = false;
  private leave: (() => void) | null = null;
  private readonly liveness: SocketLiveness;
  private authTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly deps: AppDeps,
    private readonly hub: MemberLiveHub,
    private readonly socket: WebSocket,
    private readonly request: FastifyRequest,
  ) {
    this.liveness = new SocketLiveness(socket);
  }

  get member(): LiveMember {
    if (!this.signedIn) throw new Error('notifications: a socket joined the hub before signing in');
    return this.signedIn;
  }

  start(): void {
    this.socket.on('message', (data: Buffer) => this.onMessage(data));
    this.socket.on('close', () => {
      if (this.authTimer) clearTimeout(this.authTimer);
      this.leave?.();
      this.leave = null;
    });
    let token: string | null;
    try {
      token = bearerTokenOf(this.request);
    } catch (error) {
      return this.refuse(error);
    }
    if (token !== null) return void this.signIn(token);
    this.authTimer = setTimeout(() => {
      if (!this.signedIn && !this.signingIn) this.refuse(new ApiError('NOT_LOGGED_IN', 'Please log in: send {"type":"auth","token":"<session token>"} first'));
    }, MEMBER_LIVE_AUTH_TIMEOUT_MS);
    this.authTimer.unref();
  }

  private onMessage(data: Buffer): void {
    if (this.signedIn || this.signingIn) return this.send({ type: 'error', code: 'VALIDATION_FAILED', message: 'This socket is signed in already and takes no other message' });
    let parsed: unknown;
    try {
      parsed = JSON.parse(data.toString('utf8'));
    } catch {
      parsed = undefined;
    }
    const message = memberLiveClientMessageSchema.safeParse(parsed);
    if (!message.success) return this.refuse(new ApiError('NOT_LOGGED_IN', 'Please log in: the first message must be {"type":"auth","token":"<session token>"}'));
    void this.signIn(message.data.token);
  }

  /** The member behind the token, checked as an auth:true call checks it, then refused unless a true member. */
  private async signIn(token: string): Promise<void> {
    this.signingIn = true;
    try {
      const { brand } = await merchantContext(this.deps, this.request, 'when-open');
      const session = await authenticate(this.deps.db, brand.merchantCode, token, this.deps.config.clock.nowMs());
      const member = await selectMemberById(this.deps.db, brand.merchantCode, session.memberId);
      if (!member) throw new ApiError('NOT_LOGGED_IN', 'Please log in: the account of this session no longer exists');
      if (member.type === HOUSE_ACCOUNT_TYPE) throw new ApiError('NON_MEMBER', 'This account is not a member account and has no live notifications');
      // SPEC §4: free play fetches no unread messages; its money is not real, so nothing is told of it.
      refuseTrial(member);
      if (this.socket.readyState !== this.socket.OPEN) return;
      this.signedIn = { merchantCode: brand.merchantCode, memberId: member.id, tokenHash: session.tokenHash };
      if (this.authTimer) clearTimeout(this.authTimer);
      this.leave = this.hub.join(this);
    } catch (error) {
      this.refuse(error);
    } finally {
      this.signingIn = false;
    }
  }

  heartbeat(): void {
    this.liveness.beat();
  }

  end(code: number, message: MemberLiveMessage): void {
    this.send(message);
    this.socket.close(code, message.type === 'error' ? message.code : undefined);
  }

  /** Tells the client why, then closes. */
  private refuse(error: unknown): void {
    const code: ErrorCode = error instanceof ApiError ? error.code : 'INTERNAL';
    if (!(error instanceof ApiError)) this.request.log.error({ err: error }, 'member live socket failed');
    const message = error instanceof ApiError ? error.message : 'Something went wrong on the server; it has been logged';
    this.end(closeCodeOf(code), { type: 'error', code, message });
  }

  send(message: MemberLiveMessage): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.terminate();
      return;
    }
    this.socket.send(JSON.stringify(message));
  }
}

/** The member's live socket at MEMBER_LIVE_PATH, installed with the server's other sockets. */
export function memberLiveRoute(deps: AppDeps, hub: MemberLiveHub): SocketRoute {
  return {
    path: MEMBER_LIVE_PATH,
    handle: (socket, request) => new MemberLiveConnection(deps, hub, socket, request).start(),
  };
}
