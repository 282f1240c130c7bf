import { z } from 'zod';
import { PAYMENT_PASSWORD_MAX_LENGTH, PAYMENT_PASSWORD_MIN_LENGTH, WITHDRAWAL_RECEIPTS, WITHDRAWAL_STATUSES } from '@croupier/domain';
import { defineCall } from './call';
import { pagingQuery } from './query-numbers';
import { sealedBodySchema } from './sealed';
import { requestIdSchema } from './wallet';

/**
 * The cashier's withdrawal calls (SPEC §2 member centre `withdraw`). The money asked for leaves the
 * wallet at once and is held until an operator pays it or gives it back. The payment password travels
 * sealed, as passwords do. See docs/decisions/0017-cashier.md, "Withdrawals".
 */

const noInput = z.object({}).strict();

export const withdrawChannelSchema = z.object({
  code: z.string(),
  method: z.enum(['BANK', 'MOBILE_WALLET']),
  name: z.string(),
  minMinor: z.number().int(),
  maxMinor: z.number().int(),
  dailyMaxMinor: z.number().int(),
  remainingTodayMinor: z.number().int().min(0),
});

export const payoutAccountSchema = z.object({
  payoutAccountId: z.string(),
  channelCode: z.string(),
  accountNumber: z.string(),
  holderName: z.string(),
  bankName: z.string().nullable(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const turnoverSchema = z.object({
  /** valid bets the last deposit asks for (its amount times the brand's percent) */
  requiredMinor: z.number().int().min(0),
  /** valid bets placed since that deposit: stakes taken, less stakes returned */
  doneMinor: z.number().int().min(0),
  remainingMinor: z.number().int().min(0),
});
export type Turnover = z.infer<typeof turnoverSchema>;

/** The member's active bonus as the withdraw page warns of it: a withdrawal before its wagering is done forfeits it (decision 0045). */
export const withdrawBonusSchema = z.object({
  /** what the locked BONUS wallet holds, lost to the withdrawal */
  bonusMinor: z.number().int().min(0),
  wageredMinor: z.number().int().min(0),
  requiredMinor: z.number().int().min(0),
});
export type WithdrawBonus = z.infer<typeof withdrawBonusSchema>;

export const withdrawalSchema = z.object({
  withdrawalId: z.string(),
  channelCode: z.string(),
  channelName: z.string(),
  payoutAccount: payoutAccountSchema,
  amountMinor: z.number().int(),
  status: z.enum(WITHDRAWAL_STATUSES),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** the player's word on what arrived; AUTO when the time to give it ran out */
  receipt: z.enum(WITHDRAWAL_RECEIPTS).nullable(),
  receivedMinor: z.number().int().nullable(),
  /** until when the player may say what arrived (AWAITING_RECEIPT) */
  receiptDueAt: z.string().nullable(),
  /** given back to the wallet when a dispute was settled that way */
  returnedMinor: z.number().int(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** What the withdraw page needs: channels, bound accounts, the money free to withdraw and the turnover. */
export const getWithdrawInfo = defineCall({
  name: 'getWithdrawInfo',
  method: 'GET',
  path: '/wps/cashier/withdraw',
  auth: true,
  query: noInput,
  body: noInput,
  value: z.object({
    channels: z.array(withdrawChannelSchema),
    payoutAccounts: z.array(payoutAccountSchema),
    /** the name payout accounts are held in; null until registered or given at the first binding */
    payeeName: z.string().nullable(),
    hasPaymentPassword: z.boolean(),
    /** the main wallet's balance: what a withdrawal can take */
    availableMinor: z.number().int().min(0),
    turnover: turnoverSchema,
    /** the active bonus a withdrawal now would forfeit; null when there is none */
    activeBonus: withdrawBonusSchema.nullable(),
    currency: z.string(),
    scale: z.number().int(),
  }),
});

/** Binds a payout account in the member's payee name; the first binding may give that name, for good. */
export const bindPayoutAccount = defineCall({
  name: 'bindPayoutAccount',
  method: 'POST',
  path: '/wps/cashier/payoutAccounts',
  auth: true,
  query: noInput,
  body: z
    .object({
      channelCode: z.string().regex(/^[A-Z0-9_]{2,24}$/, 'is a channel code'),
      accountNumber: z.string().trim().regex(/^[0-9A-Za-z -]{4,40}$/, 'is 4 to 40 letters, digits, spaces or -'),
      bankName: z.string().trim().min(1).max(60).optional(),
      /** only while the member has no payee name: it becomes theirs and cannot be changed here again */
      payeeName: z.string().trim().min(2, 'is at least 2 characters').max(100).regex(/^[\p{L}\p{M} .'-]+$/u, 'is letters, spaces, dots, dashes and apostrophes').optional(),
    })
    .strict(),
  value: z.object({ payoutAccount: payoutAccountSchema }),
});

/** What setting or changing the payment password sends, sealed: the login password always, the old payment password to change it. */
const paymentPasswordSecret = z
  .object({
    loginPassword: z.string().min(1, 'is required').max(128),
    oldPaymentPassword: z.string().min(1).max(PAYMENT_PASSWORD_MAX_LENGTH).optional(),
    paymentPassword: z
      .string()
      .min(PAYMENT_PASSWORD_MIN_LENGTH, `is at least ${PAYMENT_PASSWORD_MIN_LENGTH} characters`)
      .max(PAYMENT_PASSWORD_MAX_LENGTH, `is at most ${PAYMENT_PASSWORD_MAX_LENGTH} characters`),
    confirmPaymentPassword: z.string().max(PAYMENT_PASSWORD_MAX_LENGTH),
  })
  .strict()
  .refine((form) => form.paymentPassword === form.confirmPaymentPassword, { message: 'inconsistent twice', path: ['confirmPaymentPassword'] });

/** Sets the payment password, with the login password; changing it also needs the old one. */
export const setPaymentPassword = defineCall({
  name: 'setPaymentPassword',
  method: 'POST',
  path: '/wps/member/paymentPassword',
  auth: true,
  query: noInput,
  body: sealedBodySchema,
  secret: paymentPasswordSecret,
  value: z.object({ hasPaymentPassword: z.literal(true) }),
});

/**
 * A first payment password as the member's form checks it before sending: the call's own rules, plus
 * the one the server checks only once the login password is proven (a payment password that opens the
 * account too would protect nothing more). The forms read their bounds and problems from this schema.
 */
export const firstPaymentPasswordForm = paymentPasswordSecret.refine((form) => form.paymentPassword !== form.loginPassword, {
  message: 'is the login password',
  path: ['paymentPassword'],
});

/** Asks to be paid; the amount is held out of the main wallet at once. Once per request id. */
export const createWithdrawal = defineCall({
  name: 'createWithdrawal',
  method: 'POST',
  path: '/wps/cashier/withdrawals',
  auth: true,
  query: noInput,
  body: sealedBodySchema,
  secret: z
    .object({
      payoutAccountId: z.string().regex(/^[1-9][0-9]{0,17}$/, 'is a payout account id'),
      amountMinor: z.number().int('must be a whole number of minor units').min(1, 'must be at least 1 minor unit').max(Number.MAX_SAFE_INTEGER),
      paymentPassword: z.string().min(1, 'is required').max(PAYMENT_PASSWORD_MAX_LENGTH),
      requestId: requestIdSchema,
      /** the player saw that the withdrawal forfeits their active bonus and goes ahead (BONUS_FORFEIT_REQUIRED otherwise) */
      forfeitBonus: z.boolean().optional(),
    })
    .strict(),
  value: z.object({ withdrawal: withdrawalSchema }),
});

export const getWithdrawals = defineCall({
  name: 'getWithdrawals',
  method: 'GET',
  path: '/wps/cashier/withdrawals',
  auth: true,
  query: z.object(pagingQuery(100)).strict(),
  body: noInput,
  value: z.object({ withdrawals: z.array(withdrawalSchema), page: z.number().int(), totalPages: z.number().int() }),
});

const proofUploadSchema = z
  .object({
    contentType: z.enum(['image/png', 'image/jpeg'], 'is image/png or image/jpeg'),
    dataBase64: z.string().min(1, 'is the photo in base64').max(Math.ceil((5 * 1024 * 1024) / 3) * 4, 'is over 5 MB'),
  })
  .strict();

/**
 * SPEC §4 withdrawal confirmation: all received, part of it (how much arrived; the rest is disputed),
 * or nothing (with a photo of the account's statement).
 */
export const confirmWithdrawalReceipt = defineCall({
  name: 'confirmWithdrawalReceipt',
  method: 'POST',
  path: '/wps/cashier/withdrawals/:withdrawalId/receipt',
  auth: true,
  params: z.object({ withdrawalId: z.string().regex(/^[1-9][0-9]{0,17}$/, 'is a withdrawal id') }).strict(),
  query: noInput,
  body: z
    .object({
      receipt: z.enum(['RECEIVED', 'PARTIAL', 'NOT_RECEIVED']),
      receivedMinor: z.number().int('must be a whole number of minor units').min(1, 'must be at least 1 minor unit').max(Number.MAX_SAFE_INTEGER).optional(),
      proof: proofUploadSchema.optional(),
    })
    .strict()
    .refine((body) => body.receipt !== 'PARTIAL' || body.receivedMinor !== undefined, { message: 'is needed: how much arrived', path: ['receivedMinor'] })
    .refine((body) => body.receipt === 'PARTIAL' || body.receivedMinor === undefined, { message: 'is only for a partial receipt', path: ['receivedMinor'] })
    .refine((body) => body.receipt !== 'NOT_RECEIVED' || body.proof !== undefined, { message: 'is needed: a photo showing nothing arrived', path: ['proof'] }),
  bodyLimitBytes: Math.ceil((5 * 1024 * 1024) / 3) * 4 + 4096,
  value: z.object({ withdrawal: withdrawalSchema }),
});

export const withdrawalIdParamsSchema = z.object({ withdrawalId: z.string().regex(/^[1-9][0-9]{0,17}$/, 'is a withdrawal id') }).strict();

export const deskWithdrawalSchema = withdrawalSchema.extend({
  merchantCode: z.string(),
  memberId: z.string(),
  username: z.string(),
  needsSecondApproval: z.boolean(),
  firstApprover: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type DeskWithdrawal = z.infer<typeof deskWithdrawalSchema>;

export const getDeskWithdrawals = defineCall({
  name: 'getDeskWithdrawals',
  method: 'GET',
  path: '/bo/cashier/withdrawals',
  auth: true,
  query: z
    .object({
      merchantCode: z.string().regex(/^[A-Z0-9]{3,20}$/, 'is a merchant code'),
      status: z.enum(WITHDRAWAL_STATUSES).default('PENDING'),
      ...pagingQuery(100),
    })
    .strict(),
  body: noInput,
  value: z.object({ withdrawals: z.array(deskWithdrawalSchema), page: z.number().int(), totalPages: z.number().int() }),
});

/**
 * Settles a disputed withdrawal: RECEIVED_IN_FULL (the payment did arrive whole, as the operator
 * checked), or RETURN_UNRECEIVED (the part that did not arrive goes back to the player's wallet).
 */
export const resolveWithdrawal = defineCall({
  name: 'resolveWithdrawal',
  method: 'POST',
  path: '/bo/cashier/withdrawals/:withdrawalId/resolution',
  auth: true,
  params: withdrawalIdParamsSchema,
  query: noInput,
  body: z
    .object({
      resolution: z.enum(['RECEIVED_IN_FULL', 'RETURN_UNRECEIVED']),
      reason: z.string().trim().min(3, 'is at least 3 characters').max(200, 'is at most 200 characters'),
    })
    .strict(),
  value: z.object({ withdrawal: deskWithdrawalSchema }),
});

/**
 * PAY: the money was sent to the payout account (above the threshold, the first of two approvals).
 * REJECT: not paid, by decision; FAIL: the payment did not go through. Both give the held money back
 * to the wallet and need a reason the player reads.
 */
export const decideWithdrawal = defineCall({
  name: 'decideWithdrawal',
  method: 'POST',
  path: '/bo/cashier/withdrawals/:withdrawalId/decision',
  auth: true,
  params: withdrawalIdParamsSchema,
  query: noInput,
  body: z
    .object({
      decision: z.enum(['PAY', 'REJECT', 'FAIL']),
      reason: z.string().trim().min(3, 'is at least 3 characters').max(200, 'is at most 200 characters').optional(),
    })
    .strict()
    .refine((body) => body.decision === 'PAY' || body.reason !== undefined, { message: 'is needed to turn a withdrawal down: the player is told why', path: ['reason'] }),
  value: z.object({ withdrawal: deskWithdrawalSchema }),
});

/**
 * The path of the photo a player sent with a withdrawal they say never arrived, for the console; it
 * answers the image itself, not JSON.
 */
export const DESK_WITHDRAWAL_PROOF_PATH = '/bo/cashier/withdrawals/:withdrawalId/proof';
