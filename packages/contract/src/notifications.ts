import { z } from 'zod';
import { NOTIFICATIONS_PAGE_MAX, NOTIFICATION_KINDS } from '@croupier/domain';
import { defineCall } from './call';
import { ERROR_CODES } from './envelope';
import { systemStatusValue } from './system';

/**
 * The member's notifications (SPEC §3 "Notifications": deposit arrived or failed, withdrawal approved
 * or rejected, with amount and time) and the live socket that pushes them while the member is logged
 * in (SPEC §6). See docs/decisions/0020-live-notifications.md.
 */

const noInput = z.object({}).strict();
const notificationIdSchema = z.string().regex(/^[1-9][0-9]{0,17}$/, 'is a notification id');

export const memberNotificationSchema = z.object({
  notificationId: notificationIdSchema,
  kind: z.enum(NOTIFICATION_KINDS),
  /** minor units of the brand's currency: what was deposited, paid, turned down or given back */
  amountMinor: z.number().int().min(0),
  depositId: z.string().nullable(),
  withdrawalId: z.string().nullable(),
  /** why a deposit or withdrawal was turned down, or how a dispute was settled */
  reason: z.string().nullable(),
  awaitingReceipt: z.boolean(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type MemberNotification = z.infer<typeof memberNotificationSchema>;

/** The member's notifications, newest first, and how many are unread. */
export const getNotifications = defineCall({
  name: 'getNotifications',
  method: 'GET',
  path: '/wps/member/notifications',
  auth: true,
  query: z
    .object({
      pageSize: z.string().regex(/^\d{1,2}$/, 'is a whole number').transform(Number).pipe(z.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX)).optional(),
      /** the page after this notification: older ones only */
      before: notificationIdSchema.optional(),
    })
    .strict(),
  body: noInput,
  value: z.object({ notifications: z.array(memberNotificationSchema), unread: z.number().int().min(0) }),
});

/**
 * Marks read every notification up to and including `upToId` (the newest one the member has seen), so
 * one that arrives meanwhile stays unread. The member's other open pages are told the new count.
 */
export const markNotificationsRead = defineCall({
  name: 'markNotificationsRead',
  method: 'POST',
  path: '/wps/member/notifications/read',
  auth: true,
  query: noInput,
  body: z.object({ upToId: notificationIdSchema }).strict(),
  value: z.object({ unread: z.number().int().min(0) }),
});

// ---------------------------------------------------------------- the page's live socket

/**
 * A WebSocket at this path on the brand's host, which every page of the brand keeps open: on it a page
 * hears the site's status (SPEC §4 maintenance and region block) the moment an operator changes it,
 * guests too, as /wps/system/status would answer that caller. The member's own feed (notifications,
 * unread count, balance hints) comes only once the socket is signed in as a logged-in member (not free
 * play, SPEC §6): a browser sends `{ type: 'auth', token }` (a token in the URL would be written to
 * access logs); other clients may send `Authorization: Bearer <token>` with the upgrade. While the site
 * is closed to the caller a sign-in is answered with the MAINTENANCE or REGION_RESTRICTED error and the
 * socket stays open for the site's status; the page signs in again once it hears the site open.
 * See docs/decisions/0020-live-notifications.md.
 */
export const MEMBER_LIVE_PATH = '/wps/live/member';
/**
 * notLoggedIn: a bad token, or the session ended; noLiveFeed: a free-play or house account, which has
 * none; unknownMerchant: no brand at this host. A client does not reconnect after any of these with
 * the same token: nothing would change by trying again.
 */
export const MEMBER_LIVE_CLOSE_CODES = { notLoggedIn: 4401, noLiveFeed: 4403, unknownMerchant: 4421 } as const;

export const memberLiveClientMessageSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('auth'), token: z.string().min(1).max(200) }).strict()]);
export type MemberLiveClientMessage = z.infer<typeof memberLiveClientMessageSchema>;

export const memberLiveMessageSchema = z.discriminatedUnion('type', [
  /** the site's status for this caller: first when the socket opens, then whenever an operator changes it */
  z.object({ type: z.literal('site'), status: systemStatusValue }),
  /** a new notification, as the list call shows it */
  z.object({ type: z.literal('notification'), notification: memberNotificationSchema }),
  /** the unread count: first once the socket is signed in, then whenever it changes */
  z.object({ type: z.literal('unread'), count: z.number().int().min(0) }),
  /** the balance changed (a win, a decision, a refund): ask for it again */
  z.object({ type: z.literal('balance') }),
  /** a refusal; a close follows when it ends the socket */
  z.object({ type: z.literal('error'), code: z.enum(ERROR_CODES), message: z.string() }),
]);
export type MemberLiveMessage = z.infer<typeof memberLiveMessageSchema>;
