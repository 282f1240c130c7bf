import { isoAt } from '../../clock';
import { toIsoString, type Queryable } from '../../db/database';
import type { NotificationKind } from '@croupier/domain';
import { MEMBER_NOTICE_CHANNEL } from './notice-channel';

export interface NotificationData {
  depositId?: string;
  withdrawalId?: string;
  reason?: string;
  awaitingReceipt?: boolean;
}

export interface NotificationRow {
  id: string;
  kind: NotificationKind;
  amountMinor: bigint;
  data: NotificationData;
  createdAt: string;
  readAt: string | null;
}

interface RawRow {
  id: string;
  kind: NotificationKind;
  amount_minor: string;
  data: NotificationData | string;
  created_at: unknown;
  read_at: unknown;
}

const COLUMNS = 'id::text AS id, kind, amount_minor::text AS amount_minor, data, created_at, read_at';

function rowOf(raw: RawRow): NotificationRow {
  return {
    id: raw.id,
    kind: raw.kind,
    amountMinor: BigInt(raw.amount_minor),
    // pg parses jsonb; a driver that hands back text is parsed here
    data: typeof raw.data === 'string' ? (JSON.parse(raw.data) as NotificationData) : raw.data,
    createdAt: toIsoString(raw.created_at),
    readAt: raw.read_at === null ? null : toIsoString(raw.read_at),
  };
}

/** The payload of a notification's NOTIFY, built in SQL from the new row's id (notice-channel.ts). */
const NOTIFICATION_PAYLOAD = `json_build_object('m', merchant_code, 'u', member_id::text, 'w', 'notification', 'id', id::text)::text`;

/**
 * Writes the row and NOTIFYs the channel in one statement of the caller's transaction; the NOTIFY is
 * delivered when, and only if, that transaction commits.
 */
export async function insertNotification(
  tx: Queryable,
  row: { merchantCode: string; memberId: string; kind: NotificationKind; amountMinor: bigint; data: NotificationData },
  nowMs: number,
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `WITH added AS (
       INSERT INTO member_notifications (merchant_code, member_id, kind, amount_minor, data, created_at)
       VALUES ($1, $2::bigint, $3, $4::bigint, $5::jsonb, $6::timestamptz)
       RETURNING id, merchant_code, member_id
     )
     SELECT id::text AS id, pg_notify('${MEMBER_NOTICE_CHANNEL}', ${NOTIFICATION_PAYLOAD}) FROM added`,
    [row.merchantCode, row.memberId, row.kind, row.amountMinor.toString(), JSON.stringify(row.data), isoAt(nowMs)],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('notifications: the insert returned no id');
  return id;
}

/** NOTIFYs the channel once per payload (the same payload twice in one statement is sent once). */
export async function notifyChannel(db: Queryable, payloads: readonly string[]): Promise<void> {
  if (payloads.length === 0) return;
  await db.query(`SELECT pg_notify('${MEMBER_NOTICE_CHANNEL}', payload) FROM unnest($1::text[]) AS payload`, [payloads]);
}

export async function selectNotifications(db: Queryable, merchantCode: string, memberId: string, limit: number, beforeId: string | null): Promise<NotificationRow[]> {
  const { rows } = await db.query<RawRow>(
    `SELECT ${COLUMNS} FROM member_notifications
     WHERE merchant_code = $1 AND member_id = $2::bigint AND ($3::bigint IS NULL OR id < $3::bigint)
     ORDER BY id DESC LIMIT $4`,
    [merchantCode, memberId, beforeId, limit],
  );
  return rows.map(rowOf);
}

export async function countUnread(db: Queryable, merchantCode: string, memberId: string): Promise<number> {
  const { rows } = await db.query<{ unread: number }>(
    'SELECT count(*)::int AS unread FROM member_notifications WHERE merchant_code = $1 AND member_id = $2::bigint AND read_at IS NULL',
    [merchantCode, memberId],
  );
  return rows[0]?.unread ?? 0;
}

/** One notification of the member, with the member's unread count, in one statement; null when it is not theirs. */
export async function selectNotificationWithUnread(db: Queryable, merchantCode: string, memberId: string, id: string): Promise<{ row: NotificationRow; unread: number } | null> {
  const { rows } = await db.query<RawRow & { unread: number }>(
    `SELECT ${COLUMNS},
       (SELECT count(*)::int FROM member_notifications u WHERE u.merchant_code = $1 AND u.member_id = $2::bigint AND u.read_at IS NULL) AS unread
     FROM member_notifications WHERE id = $3::bigint AND merchant_code = $1 AND member_id = $2::bigint`,
    [merchantCode, memberId, id],
  );
  const raw = rows[0];
  return raw ? { row: rowOf(raw), unread: raw.unread } : null;
}

/**
 * Marks the member's unread notifications up to `upToId` read and NOTIFYs the channel, in one
 * statement; answers the unread count after it. The count is taken from the statement's snapshot,
 * before the update, less the rows it updated.
 */
export async function markReadUpTo(db: Queryable, merchantCode: string, memberId: string, upToId: string, nowMs: number, payload: string): Promise<number> {
  const { rows } = await db.query<{ unread: number }>(
    `WITH marked AS (
       UPDATE member_notifications SET read_at = $4::timestamptz
       WHERE merchant_code = $1 AND member_id = $2::bigint AND read_at IS NULL AND id <= $3::bigint
       RETURNING id
     )
     SELECT ((SELECT count(*) FROM member_notifications WHERE merchant_code = $1 AND member_id = $2::bigint AND read_at IS NULL)
             - (SELECT count(*) FROM marked))::int AS unread,
            pg_notify('${MEMBER_NOTICE_CHANNEL}', $5)`,
    [merchantCode, memberId, upToId, isoAt(nowMs), payload],
  );
  return rows[0]?.unread ?? 0;
}
