import type { MemberNotification } from '@croupier/contract';
import type { NotificationKind } from '@croupier/domain';
import type { Queryable } from '../../db/database';
import { toApiMinor } from '../ledger';
import { noticePayload, sitePayload } from './notice-channel';
import { countUnread, insertNotification, markReadUpTo, notifyChannel, selectNotifications, type NotificationData, type NotificationRow } from './repository';

/**
 * A member's notifications (docs/decisions/0020-live-notifications.md). Other modules tell a member
 * something with notifyMember, inside the transaction of the decision it tells: the row and its
 * NOTIFY commit with the decision or not at all. The live socket (live-hub.ts) pushes them.
 */

export interface MemberNoticeInput {
  merchantCode: string;
  memberId: string;
  kind: NotificationKind;
  /** minor units: what was deposited, paid, turned down or given back */
  amountMinor: bigint;
  depositId?: string;
  withdrawalId?: string;
  /** why it was turned down, or how a dispute was settled; the member reads it */
  reason?: string | null;
  /** WITHDRAWAL_PAID at a brand that waits for the player's word on what arrived */
  awaitingReceipt?: boolean;
}

function dataOf(notice: MemberNoticeInput): NotificationData {
  return {
    ...(notice.depositId === undefined ? {} : { depositId: notice.depositId }),
    ...(notice.withdrawalId === undefined ? {} : { withdrawalId: notice.withdrawalId }),
    ...(notice.reason ? { reason: notice.reason } : {}),
    ...(notice.awaitingReceipt ? { awaitingReceipt: true } : {}),
  };
}

/**
 * Stores a notification for the member and NOTIFYs every instance, in the caller's transaction:
 * Postgres delivers the NOTIFY at commit, so nothing is told of a decision that rolled back. Returns
 * the notification's id.
 */
export function notifyMember(tx: Queryable, notice: MemberNoticeInput, nowMs: number): Promise<string> {
  if ('transaction' in tx) throw new Error('notifications: notifyMember() runs inside the transaction of the decision it tells: pass the tx of db.transaction');
  const { merchantCode, memberId, kind, amountMinor } = notice;
  return insertNotification(tx, { merchantCode, memberId, kind, amountMinor, data: dataOf(notice) }, nowMs);
}

/**
 * Tells the member's open pages that the balance moved, with a NOTIFY in the caller's transaction
 * (delivered at commit, so a win that rolled back tells nothing). Nothing is stored.
 */
export function hintBalance(tx: Queryable, member: { merchantCode: string; memberId: string }): Promise<void> {
  return notifyChannel(tx, [noticePayload({ ...member, what: 'balance' })]);
}

/**
 * Tells every open page of the brand, on every instance, that its maintenance or region blocks
 * changed, with a NOTIFY in the caller's transaction (delivered at commit: a change that rolled back
 * tells nothing). Each instance drops its held copy of the brand's rules and pushes the new status.
 */
export function tellSiteChanged(tx: Queryable, merchantCode: string): Promise<void> {
  if ('transaction' in tx) throw new Error('notifications: tellSiteChanged() runs inside the transaction of the change it tells: pass the tx of db.transaction');
  return notifyChannel(tx, [sitePayload(merchantCode)]);
}

export function notificationView(row: NotificationRow): MemberNotification {
  return {
    notificationId: row.id,
    kind: row.kind,
    amountMinor: toApiMinor(row.amountMinor),
    depositId: row.data.depositId ?? null,
    withdrawalId: row.data.withdrawalId ?? null,
    reason: row.data.reason ?? null,
    awaitingReceipt: row.data.awaitingReceipt === true,
    createdAt: row.createdAt,
    readAt: row.readAt,
  };
}

export const NOTIFICATIONS_PAGE_SIZE = 20;

export async function memberNotifications(
  db: Queryable,
  member: { merchantCode: string; memberId: string },
  query: { pageSize?: number | undefined; before?: string | undefined },
): Promise<{ notifications: MemberNotification[]; unread: number }> {
  const rows = await selectNotifications(db, member.merchantCode, member.memberId, query.pageSize ?? NOTIFICATIONS_PAGE_SIZE, query.before ?? null);
  return { notifications: rows.map(notificationView), unread: await countUnread(db, member.merchantCode, member.memberId) };
}

/** Marks read up to `upToId`; the member's other open pages are told the new count through the channel. */
export async function markNotificationsRead(db: Queryable, member: { merchantCode: string; memberId: string }, upToId: string, nowMs: number): Promise<{ unread: number }> {
  const unread = await markReadUpTo(db, member.merchantCode, member.memberId, upToId, nowMs, noticePayload({ ...member, what: 'read' }));
  return { unread };
}
