import type { WebSocket } from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import type { Brand } from '@croupier/brand-config';
import { CRASH_LIVE_CLOSE_CODES, CRASH_LIVE_PATH, crashLiveClientMessageSchema, type CrashLiveMessage, type ErrorCode } from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { ApiError } from '../../http/api-error';
import type { SocketRoute } from '../../http/socket-routes';
import { SocketLiveness } from '../../http/socket-liveness';
import { HOUSE_ACCOUNT_TYPE, selectMemberById } from '../accounts';
import { authenticate, bearerTokenOf } from '../sessions';
import { merchantContext } from '../system';
import type { CrashWatcher } from './crash-table';
import type { CrashTables } from './crash-tables';

/** A watcher that cannot keep up with ticks is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1_000_000;
/** Unexpected failures close with the WebSocket code for an internal error. */
const INTERNAL_ERROR_CLOSE = 1011;
/**
 * Every socket is pinged this often. Browsers answer pings by themselves; a socket whose other end
 * vanished (a phone that lost its network, a proxy that dropped the connection without closing it)
 * never answers, and is dropped after two unanswered pings instead of being sent ticks for ever. Proxies that
 * close idle connections see traffic at least this often too.
 */
const DEFAULT_HEARTBEAT_MS = 30_000;

function closeCodeOf(code: ErrorCode): number {
  if (code === 'NOT_LOGGED_IN') return CRASH_LIVE_CLOSE_CODES.notLoggedIn;
  if (code === 'UNKNOWN_MERCHANT') return CRASH_LIVE_CLOSE_CODES.unknownMerchant;
  if (code === 'MAINTENANCE' || code === 'REGION_RESTRICTED') return CRASH_LIVE_CLOSE_CODES.siteClosed;
  return INTERNAL_ERROR_CLOSE;
}

/** The member behind a session token, checked as an HTTP call with auth:true checks it. */
async function viewerIdOf(deps: AppDeps, brand: Brand, token: string): Promise<string> {
  const session = await authenticate(deps.db, brand.merchantCode, token, deps.config.clock.nowMs());
  const member = await selectMemberById(deps.db, brand.merchantCode, session.memberId);
  if (!member || member.type === HOUSE_ACCOUNT_TYPE) throw new ApiError('NOT_LOGGED_IN', 'Please log in: this session has no member');
  return member.id;
}

/**
 * One watcher's socket. Listeners are attached before anything is awaited, so a message sent at once
 * is not lost; it is handled after the socket has joined its table.
 */
class CrashLiveConnection {
  private readonly watcher: CrashWatcher = { memberId: null, send: (message) => this.send(message) };
  private brand: Brand | null = null;
  private unwatch: (() => void) | null = null;
  private joined: Promise<void> = Promise.resolve();
  private readonly liveness: SocketLiveness;

  constructor(
    private readonly deps: AppDeps,
    private readonly tables: CrashTables,
    private readonly socket: WebSocket,
    private readonly request: FastifyRequest,
  ) {
    this.liveness = new SocketLiveness(socket);
  }

  start(heartbeatMs: number): void {
    this.socket.on('message', (data: Buffer) => void this.onMessage(data));
    const heartbeat = setInterval(() => this.liveness.beat(), heartbeatMs);
    this.socket.on('close', () => {
      clearInterval(heartbeat);
      this.unwatch?.();
    });
    this.joined = this.join(this.request);
  }

  private async join(request: FastifyRequest): Promise<void> {
    try {
      const { brand } = await merchantContext(this.deps, request, 'when-open');
      const token = bearerTokenOf(request);
      if (token !== null) this.watcher.memberId = await viewerIdOf(this.deps, brand, token);
      this.brand = brand;
      const unwatch = await this.tables.of(brand).watch(this.watcher);
      if (this.socket.readyState === this.socket.OPEN) this.unwatch = unwatch;
      else unwatch();
    } catch (error) {
      this.refuse(error);
    }
  }

  private async onMessage(data: Buffer): Promise<void> {
    await this.joined;
    const brand = this.brand;
    if (!brand || this.socket.readyState !== this.socket.OPEN) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data.toString('utf8'));
    } catch {
      parsed = undefined;
    }
    const message = crashLiveClientMessageSchema.safeParse(parsed);
    if (!message.success) return this.send({ type: 'error', code: 'VALIDATION_FAILED', message: 'Send {"type":"auth","token":"<session token>"}, the only message this feed takes' });
    try {
      this.watcher.memberId = await viewerIdOf(this.deps, brand, message.data.token);
      const state = this.tables.of(brand).snapshotFor(this.watcher.memberId);
      if (state) this.send({ type: 'snapshot', state });
    } catch (error) {
      this.refuse(error);
    }
  }

  /** Tells the client why, then closes: a refused token or a closed site ends the watch. */
  private refuse(error: unknown): void {
    const code: ErrorCode = error instanceof ApiError ? error.code : 'INTERNAL';
    if (!(error instanceof ApiError)) this.request.log.error({ err: error }, 'crash live feed failed');
    const message = error instanceof ApiError ? error.message : 'Something went wrong on the server; it has been logged';
    this.send({ type: 'error', code, message });
    this.socket.close(closeCodeOf(code), code);
  }

  private send(message: CrashLiveMessage): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.terminate();
      return;
    }
    this.socket.send(JSON.stringify(message));
  }
}

/**
 * The live Crash feed at CRASH_LIVE_PATH (installed with the server's other sockets, http/socket-routes.ts).
 * Guests watch; a session token, sent with the upgrade or in an auth message, adds the member's own bet
 * to the snapshots.
 */
export function crashLiveRoute(deps: AppDeps, tables: CrashTables): SocketRoute {
  return {
    path: CRASH_LIVE_PATH,
    handle: (socket, request) => {
      const connection = new CrashLiveConnection(deps, tables, socket, request);
      connection.start(deps.config.liveHeartbeatMs ?? DEFAULT_HEARTBEAT_MS);
    },
  };
}
