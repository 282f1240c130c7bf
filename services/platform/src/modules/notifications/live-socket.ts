import type { WebSocket } from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import { MEMBER_LIVE_CLOSE_CODES, MEMBER_LIVE_PATH, memberLiveClientMessageSchema, type ErrorCode, type MemberLiveMessage } from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { ApiError } from '../../http/api-error';
import { normalizeClientIp } from '../../http/client-ip';
import type { SocketRoute } from '../../http/socket-routes';
import { SocketLiveness } from '../../http/socket-liveness';
import { HOUSE_ACCOUNT_TYPE, refuseTrial, selectMemberById } from '../accounts';
import { brandOfApiRequest } from '../brands';
import { authenticate, bearerTokenOf } from '../sessions';
import { merchantContext } from '../system';
import type { LiveMember, LiveSite, LiveSocket, MemberLiveHub } from './live-hub';

/** A page's socket that cannot keep up is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 256_000;
/** Unexpected failures close with the WebSocket code for an internal error. */
const INTERNAL_ERROR_CLOSE = 1011;
/** Sign-in refusals that last only while the site is closed: the socket stays open for the site's status. */
const WHILE_CLOSED: readonly ErrorCode[] = ['MAINTENANCE', 'REGION_RESTRICTED'];

function closeCodeOf(code: ErrorCode): number {
  if (code === 'NOT_LOGGED_IN') return MEMBER_LIVE_CLOSE_CODES.notLoggedIn;
  // A session that owes a password change gets no feed until the change issues its new session.
  if (code === 'TRIAL_RESTRICTED' || code === 'NON_MEMBER' || code === 'PASSWORD_CHANGE_REQUIRED') return MEMBER_LIVE_CLOSE_CODES.noLiveFeed;
  if (code === 'UNKNOWN_MERCHANT') return MEMBER_LIVE_CLOSE_CODES.unknownMerchant;
  return INTERNAL_ERROR_CLOSE;
}

/**
 * One page's socket. It hears its brand's site status from the start, guest or not (decision 0020).
 * It is signed in as a member by a session token, from the upgrade's Authorization header or from a
 * message (a browser cannot set headers; a token in the URL would land in access logs), and only for a
 * true member: free-play and house accounts, and bad tokens, are refused and closed. While the site is
 * closed to the caller a sign-in is refused with that reason and the socket stays open, so it can sign
 * in again once the site opens. Listeners are attached before anything is awaited, so a message sent at
 * once is not lost.
 */
class MemberLiveConnection implements LiveSocket {
  private signedIn: LiveMember | null = null;
  private signingIn = false;
  private leaveSite: (() => void) | null = null;
  private leave: (() => void) | null = null;
  private readonly liveness: SocketLiveness;
  private siteOf: LiveSite | null = null;

  constructor(
    private readonly deps: AppDeps,
    private readonly hub: MemberLiveHub,
    private readonly socket: WebSocket,
    private readonly request: FastifyRequest,
  ) {
    this.liveness = new SocketLiveness(socket);
  }

  get site(): LiveSite {
    if (!this.siteOf) throw new Error('notifications: a socket reached the hub before its brand was known');
    return this.siteOf;
  }

  get member(): LiveMember | null {
    return this.signedIn;
  }

  start(): void {
    this.socket.on('message', (data: Buffer) => this.onMessage(data));
    this.socket.on('close', () => {
      this.leaveSite?.();
      this.leave?.();
      this.leaveSite = null;
      this.leave = null;
    });
    let token: string | null;
    try {
      // The brand alone decides whose site status this is; the site may be closed to the caller.
      this.siteOf = { merchantCode: brandOfApiRequest(this.deps.brands, this.request).merchantCode, ip: normalizeClientIp(this.request.ip) };
      token = bearerTokenOf(this.request);
    } catch (error) {
      return this.refuse(error);
    }
    this.leaveSite = this.hub.open(this);
    if (token !== null) void this.signIn(token);
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
    if (!message.success) return this.refuse(new ApiError('NOT_LOGGED_IN', 'Please log in: the only message this socket takes is {"type":"auth","token":"<session token>"}'));
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
      this.leave = this.hub.join(this);
    } catch (error) {
      if (error instanceof ApiError && WHILE_CLOSED.includes(error.code)) return this.send({ type: 'error', code: error.code, message: error.message });
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

/** The pages' live socket at MEMBER_LIVE_PATH, installed with the server's other sockets. */
export function memberLiveRoute(deps: AppDeps, hub: MemberLiveHub): SocketRoute {
  return {
    path: MEMBER_LIVE_PATH,
    handle: (socket, request) => new MemberLiveConnection(deps, hub, socket, request).start(),
  };
}
