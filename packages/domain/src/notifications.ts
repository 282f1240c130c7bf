/**
 * The member's notifications (SPEC §3 "Notifications"; decision 0020): what a deposit's or a
 * withdrawal's decision tells the member.
 */

/**
 * What a notification tells. Balance changes after wins are not stored: the socket only hints
 * `{ type: 'balance' }`, so games cannot flood the list or the unread count.
 */
export const NOTIFICATION_KINDS = [
  'DEPOSIT_CONFIRMED',
  'DEPOSIT_REJECTED',
  /** paid out; `awaitingReceipt` when the brand waits for the player's word on what arrived */
  'WITHDRAWAL_PAID',
  'WITHDRAWAL_REJECTED',
  'WITHDRAWAL_FAILED',
  /** a disputed withdrawal settled: the part that did not arrive given back to the wallet */
  'WITHDRAWAL_RETURNED',
  /** a disputed withdrawal settled as received in full after all; no money moves */
  'WITHDRAWAL_DISPUTE_CLOSED',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Kinds whose decision moved money into or out of the main wallet: the balance is worth asking for again. */
export const WALLET_NOTIFICATION_KINDS: readonly NotificationKind[] = ['DEPOSIT_CONFIRMED', 'WITHDRAWAL_REJECTED', 'WITHDRAWAL_FAILED', 'WITHDRAWAL_RETURNED'];

/** The most notifications one page holds. */
export const NOTIFICATIONS_PAGE_MAX = 50;
