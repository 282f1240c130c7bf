import type { FastifyBaseLogger } from 'fastify';
import { MEMBER_LIVE_CLOSE_CODES, WALLET_NOTIFICATION_KINDS, type MemberLiveMessage } from '@croupier/contract';
import type { Clock } from '../../clock';
import type { Database, Subscription } from '../../db/database';
import { liveSessions } from '../sessions/service';
import { MEMBER_NOTICE_CHANNEL, parseNoticePayload, type MemberNotice } from './notice-channel';
import { countUnread, selectNotificationWithUnread } from './repository';
import { notificationView } from './service';

/** Who a signed-in socket belongs to, and the session that let it in. */
export interface LiveMember {
  merchantCode: string;
  memberId: string;
  tokenHash: string;
}

/** A member's open socket as the hub sees it. */
export interface LiveSocket {
  readonly member: LiveMember;
  send(message: MemberLiveMessage): void;
  /** pings, or drops a socket that left the last two pings unanswered */
  heartbeat(): void;
  /** tells why, then closes */
  end(code: number, message: MemberLiveMessage): void;
}

const keyOf = (member: { merchantCode: string; memberId: string }) => `${member.merchantCode}\u0000${member.memberId}`;

/**
 * This instance's members' open sockets, and the one LISTEN that feeds them (docs/decisions/
 * 0020-live-notifications.md). A notice on the channel concerns one member; when that member has
 * sockets here, the notification is read from the table (once, whatever the number of sockets) and
 * pushed with the new unread count. Work for one member runs in order, so a later count never arrives
 * before an earlier one. After the listening connection comes back, everyone here is told the unread
 * count and to ask for the balance again: what was sent meanwhile was lost. Each heartbeat pings every
 * socket and closes those whose session has ended (logout, timeout, limit), in one read for all.
 */
export class MemberLiveHub {
  private readonly byMember = new Map<string, Set<LiveSocket>>();
  private readonly queues = new Map<string, Promise<void>>();
  private subscription: Subscription | null = null;
  private listenedBefore = false;
  private timer: NodeJS.Timeout | null = null;
  private beating: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly heartbeatMs: number,
  ) {}

  async start(): Promise<void> {
    this.subscription = await this.db.listen(MEMBER_NOTICE_CHANNEL, {
      onNotify: (payload) => this.onNotice(payload),
      onListening: () => {
        if (this.listenedBefore) this.catchUp();
        this.listenedBefore = true;
      },
      onConnectionLost: (error) => this.log.warn({ err: error }, 'the member notice listener lost its connection; opening it again'),
    });
    this.timer = setInterval(() => this.beat(), this.heartbeatMs);
    this.timer.unref();
  }

  /** Adds a signed-in socket and tells it the unread count; returns its removal. */
  join(socket: LiveSocket): () => void {
    const key = keyOf(socket.member);
    let sockets = this.byMember.get(key);
    if (!sockets) {
      sockets = new Set();
      this.byMember.set(key, sockets);
    }
    sockets.add(socket);
    this.inOrder(key, async () => socket.send({ type: 'unread', count: await countUnread(this.db, socket.member.merchantCode, socket.member.memberId) }));
    return () => {
      const held = this.byMember.get(key);
      held?.delete(socket);
      if (held?.size === 0) this.byMember.delete(key);
    };
  }

  /** How many sockets this instance holds (for tests and logs). */
  get socketCount(): number {
    let count = 0;
    for (const sockets of this.byMember.values()) count += sockets.size;
    return count;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.subscription?.close();
    await this.beating;
    await Promise.all(this.queues.values());
  }

  private onNotice(payload: string): void {
    const notice = parseNoticePayload(payload);
    if (!notice) return this.log.warn({ payload }, 'a member notice of an unknown shape was ignored');
    const key = keyOf(notice);
    if (!this.byMember.has(key)) return;
    this.inOrder(key, () => this.deliver(key, notice));
  }

  private async deliver(key: string, notice: MemberNotice): Promise<void> {
    if (notice.what === 'balance') return this.tell(key, [{ type: 'balance' }]);
    if (notice.what === 'read') return this.tell(key, [{ type: 'unread', count: await countUnread(this.db, notice.merchantCode, notice.memberId) }]);
    const found = await selectNotificationWithUnread(this.db, notice.merchantCode, notice.memberId, notice.notificationId);
    if (!found) return;
    const messages: MemberLiveMessage[] = [
      { type: 'notification', notification: notificationView(found.row) },
      { type: 'unread', count: found.unread },
    ];
    if (WALLET_NOTIFICATION_KINDS.includes(found.row.kind)) messages.push({ type: 'balance' });
    this.tell(key, messages);
  }

  /** After a reconnection: notices sent while the LISTEN was down are lost, so every member here catches up. */
  private catchUp(): void {
    for (const key of this.byMember.keys()) {
      this.inOrder(key, async () => {
        const member = this.byMember.get(key)?.values().next().value?.member;
        if (!member) return;
        this.tell(key, [{ type: 'unread', count: await countUnread(this.db, member.merchantCode, member.memberId) }, { type: 'balance' }]);
      });
    }
  }

  private tell(key: string, messages: readonly MemberLiveMessage[]): void {
    for (const socket of this.byMember.get(key) ?? []) for (const message of messages) socket.send(message);
  }

  /** Runs one member's work after the work before it, and forgets the chain once it is idle. */
  private inOrder(key: string, work: () => Promise<void>): void {
    const next = (this.queues.get(key) ?? Promise.resolve())
      .then(work)
      .catch((error: unknown) => this.log.error({ err: error }, 'a member notification could not be delivered'))
      .finally(() => {
        if (this.queues.get(key) === next) this.queues.delete(key);
      });
    this.queues.set(key, next);
  }

  private beat(): void {
    if (this.closed || this.beating) return;
    const sockets = [...this.byMember.values()].flatMap((each) => [...each]);
    for (const socket of sockets) socket.heartbeat();
    if (sockets.length === 0) return;
    this.beating = this.endSessionsThatEnded(sockets)
      .catch((error: unknown) => this.log.error({ err: error }, 'the sessions of live sockets could not be checked'))
      .finally(() => {
        this.beating = null;
      });
  }

  private async endSessionsThatEnded(sockets: readonly LiveSocket[]): Promise<void> {
    const live = await liveSessions(this.db, [...new Set(sockets.map((socket) => socket.member.tokenHash))], this.clock.nowMs());
    for (const socket of sockets) {
      if (live.has(socket.member.tokenHash)) continue;
      socket.end(MEMBER_LIVE_CLOSE_CODES.notLoggedIn, { type: 'error', code: 'NOT_LOGGED_IN', message: 'Please log in: the session has ended' });
    }
  }
}
