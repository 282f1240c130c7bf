/** The cashier (SPEC §2 member centre `depositv2` and `withdraw`; decision 0017): deposits, withdrawals, payout accounts. */

/** A receipt photo may be at most 5 MB (SPEC §9 uploads). */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;

/** EXPIRED: a gateway's deposit left unpaid past the server's expiry; its gateway's notice may still decide it. */
export const DEPOSIT_STATUSES = ['PENDING', 'CONFIRMED', 'REJECTED', 'EXPIRED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** MANUAL: transfer, then tell the reference; GATEWAY: pay on the gateway's page, credited on its signed notice. */
export const DEPOSIT_CHANNEL_KINDS = ['MANUAL', 'GATEWAY'] as const;

/** The payment password, asked for by withdrawals and transfers along the agent tree. */
export const PAYMENT_PASSWORD_MIN_LENGTH = 6;
export const PAYMENT_PASSWORD_MAX_LENGTH = 32;
/** A member binds at most this many payout accounts. */
export const MAX_PAYOUT_ACCOUNTS = 5;

/**
 * PENDING: asked for, the money held. AWAITING_RECEIPT: paid out, the player to confirm what arrived
 * (brands with withdrawal confirmation). DISPUTED: the player said part or nothing arrived; an operator
 * settles it. PAID: done. REJECTED / FAILED: turned down, the money given back.
 */
export const WITHDRAWAL_STATUSES = ['PENDING', 'AWAITING_RECEIPT', 'DISPUTED', 'PAID', 'REJECTED', 'FAILED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
/** The player's word on what arrived of a paid withdrawal; AUTO when the time to give it ran out. */
export const WITHDRAWAL_RECEIPTS = ['RECEIVED', 'PARTIAL', 'NOT_RECEIVED', 'AUTO'] as const;
