import type { FastifyBaseLogger } from 'fastify';
import { MEMBER_LIVE_CLOSE_CODES, type MemberLiveMessage } from '@croupier/contract';
import { WALLET_NOTIFICATION_KINDS } from '@croupier/domain';
import type { Clock } from '../../clock';
import type { Database, Subscription } from '../../db/database';
import { liveSessions } from '../sessions';
import { type AccessRules, accessStateOf, systemStatus } from '../system';
import { MEMBER_NOTICE_CHANNEL, parseNoticePayload, type MemberNotice } from './notice-channel';
import { countUnread, selectNotificationWithUnread } from './repository';
import { notificationView } from './service';

/** Who a signed-in socket belongs to, and the session that let it in. */
export interface LiveMember {
  merchantCode: string;
  memberId: string;
  tokenHash: string;
}

/** Whose page a socket is: the brand, and the caller's address its site status is worked out for. */
export interface LiveSite {
  merchantCode: string;
  ip: string;
}

/** A page's open socket as the hub sees it: every one hears its site's status, a signed-in one its member's feed too. */
export interface LiveSocket {
  readonly site: LiveSite;
  /** null until the socket is signed in as a member */
  readonly member: LiveMember | null;
  send(message: MemberLiveMessage): void;
  /** pings, or drops a socket that left the last two pings unanswered */
  heartbeat(): void;
  /** tells why, then closes */
  end(code: number, message: MemberLiveMessage): void;
}

const keyOf = (member: { merchantCode: string; memberId: string }) => `${member.merchantCode}\u0000${member.memberId}`;
/** The work queue of a brand's site status; a merchant code has no ':', so it never meets a member's key. */
const siteKeyOf = (merchantCode: string) => `site:${merchantCode}`;

/**
 * This instance's open page sockets, and the one LISTEN that feeds them (docs/decisions/
 * 0020-live-notifications.md). A member notice concerns one member; when that
 * member has sockets here, the notification is read from the table (once, whatever the number of
 * sockets) and pushed with the new unread count. A site notice concerns one brand: the held copy of its
 * access rules is dropped here (so this instance's calls answer the change at once too) and every
 * socket of the brand is sent its status, worked out for its own address. Work for one member, or one
 * brand's status, runs in order, so a later count or status never arrives before an earlier one. After
 * the listening connection comes back, everyone here is told the site status, and members their unread
 * count and to ask for the balance again: what was sent meanwhile was lost. Each heartbeat pings every
 * socket and closes the signed-in ones whose session has ended (logout, timeout, limit), in one read.
 */
export class MemberLiveHub {
  /** every socket here, by brand */
  private readonly bySite = new Map<string, Set<LiveSocket>>();
  /** the signed-in ones, by member */
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
    private readonly access: AccessRules,
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

  /** Adds a page's socket, signed in or not, and tells it the site status; returns its removal. */
  open(socket: LiveSocket): () => void {
    const { merchantCode } = socket.site;
    let sockets = this.bySite.get(merchantCode);
    if (!sockets) {
      sockets = new Set();
      this.bySite.set(merchantCode, sockets);
    }
    sockets.add(socket);
    this.inOrder(siteKeyOf(merchantCode), () => this.tellStatus(merchantCode, [socket]));
    return () => {
      const held = this.bySite.get(merchantCode);
      held?.delete(socket);
      if (held?.size === 0) this.bySite.delete(merchantCode);
    };
  }

  /** Adds a socket once it has signed in and tells it the unread count; returns its removal. */
  join(socket: LiveSocket): () => void {
    if (!socket.member) throw new Error('notifications: a socket joined the members before signing in');
    const key = keyOf(socket.member);
    let sockets = this.byMember.get(key);
    if (!sockets) {
      sockets = new Set();
      this.byMember.set(key, sockets);
    }
    sockets.add(socket);
    const { merchantCode, memberId } = socket.member;
    this.inOrder(key, async () => socket.send({ type: 'unread', count: await countUnread(this.db, merchantCode, memberId) }));
    return () => {
      const held = this.byMember.get(key);
      held?.delete(socket);
      if (held?.size === 0) this.byMember.delete(key);
    };
  }

  /** How many sockets this instance holds, signed in or not (for tests and logs). */
  get socketCount(): number {
    let count = 0;
    for (const sockets of this.bySite.values()) count += sockets.size;
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
    if (notice.what === 'site') return this.onSiteChanged(notice.merchantCode);
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

  private onSiteChanged(merchantCode: string): void {
    this.access.drop(merchantCode);
    if (!this.bySite.has(merchantCode)) return;
    this.inOrder(siteKeyOf(merchantCode), () => this.tellStatus(merchantCode, [...(this.bySite.get(merchantCode) ?? [])]));
  }

  /** Sends each socket the brand's status as the status call would answer it from the socket's address. */
  private async tellStatus(merchantCode: string, sockets: readonly LiveSocket[]): Promise<void> {
    const rules = await this.access.of(merchantCode);
    for (const socket of sockets) socket.send({ type: 'site', status: systemStatus({ ip: socket.site.ip, access: accessStateOf(rules, socket.site.ip) }) });
  }

  /** After a reconnection: notices sent while the LISTEN was down are lost, so every page and member here catches up. */
  private catchUp(): void {
    this.access.dropAll();
    for (const merchantCode of this.bySite.keys()) this.onSiteChanged(merchantCode);
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

  /** Runs one member's (or one brand's status) work after the work before it, and forgets the chain once it is idle. */
  private inOrder(key: string, work: () => Promise<void>): void {
    const next = (this.queues.get(key) ?? Promise.resolve())
      .then(work)
      .catch((error: unknown) => this.log.error({ err: error }, 'a live message could not be delivered'))
      .finally(() => {
        if (this.queues.get(key) === next) this.queues.delete(key);
      });
    this.queues.set(key, next);
  }

  private beat(): void {
    if (this.closed || this.beating) return;
    for (const sockets of this.bySite.values()) for (const socket of sockets) socket.heartbeat();
    const signedIn = [...this.byMember.values()].flatMap((each) => [...each].flatMap((socket) => (socket.member ? [{ socket, member: socket.member }] : [])));
    if (signedIn.length === 0) return;
    this.beating = this.endSessionsThatEnded(signedIn)
      .catch((error: unknown) => this.log.error({ err: error }, 'the sessions of live sockets could not be checked'))
      .finally(() => {
        this.beating = null;
      });
  }

  private async endSessionsThatEnded(sockets: readonly { socket: LiveSocket; member: LiveMember }[]): Promise<void> {
    const live = await liveSessions(this.db, [...new Set(sockets.map(({ member }) => member.tokenHash))], this.clock.nowMs());
    for (const { socket, member } of sockets) {
      if (live.has(member.tokenHash)) continue;
      socket.end(MEMBER_LIVE_CLOSE_CODES.notLoggedIn, { type: 'error', code: 'NOT_LOGGED_IN', message: 'Please log in: the session has ended' });
    }
  }
}
