/**
 * The channel every instance LISTENs on, and what its payloads say. A payload names the member and
 * what changed, never the content: the content is read from member_notifications by the instance that
 * holds the member's sockets, so payloads stay far below Postgres' 8,000-byte limit and carry nothing a
 * member of another brand could read. A site notice names only the brand whose maintenance or region
 * blocks changed (decision 0020): it shares the channel, so each instance still has one LISTEN.
 */
export const MEMBER_NOTICE_CHANNEL = 'member_notices';

export type NoticeSubject =
  /** a row of member_notifications */
  | { what: 'notification'; notificationId: string }
  /** the balance moved (a win, a refund): ask for it again */
  | { what: 'balance' }
  /** notifications were marked read: the unread count changed */
  | { what: 'read' };

export type MemberNotice = { merchantCode: string; memberId: string } & NoticeSubject;

/** An operator changed the brand's maintenance or region blocks: every open page of it is told its status. */
export interface SiteNotice {
  merchantCode: string;
  what: 'site';
}

export type LiveNotice = MemberNotice | SiteNotice;

/** The payload's JSON as the SQL side writes it: `{"m": merchant, "u": member, "w": what, "id": notification}`. */
export function noticePayload(notice: MemberNotice): string {
  return JSON.stringify({ m: notice.merchantCode, u: notice.memberId, w: notice.what, ...(notice.what === 'notification' ? { id: notice.notificationId } : {}) });
}

/** A site notice's payload: `{"m": merchant, "w": "site"}`. */
export function sitePayload(merchantCode: string): string {
  return JSON.stringify({ m: merchantCode, w: 'site' });
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 64;

/** A payload of the channel, or null for anything else (another writer, a newer format). */
export function parseNoticePayload(payload: string): LiveNotice | null {
  let data: unknown;
  try {
    data = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { m, u, w, id } = data as Record<string, unknown>;
  if (w === 'site') return isText(m) ? { merchantCode: m, what: w } : null;
  if (!isText(m) || !isText(u)) return null;
  if (w === 'notification') return isText(id) ? { merchantCode: m, memberId: u, what: w, notificationId: id } : null;
  if (w === 'balance' || w === 'read') return { merchantCode: m, memberId: u, what: w };
  return null;
}
