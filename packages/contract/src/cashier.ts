import { z } from 'zod';
import { DEPOSIT_CHANNEL_KINDS, DEPOSIT_STATUSES, PROOF_CONTENT_TYPES, PROOF_MAX_BYTES } from '@croupier/domain';
import { defineCall } from './call';
import { pagingQuery } from './query-numbers';
import { requestIdSchema } from './wallet';

/**
 * The cashier's deposit calls (SPEC §2 member centre `depositv2`). A manual transfer is asked for with
 * its amount and the transfer's reference, may carry a photo of the receipt, and stays pending until
 * an operator confirms the money arrived; only then does the wallet change. See
 * docs/decisions/0017-cashier.md.
 */

const noInput = z.object({}).strict();

/** Base64 of the largest photo, with room for the JSON around it. */
const PROOF_BODY_LIMIT_BYTES = Math.ceil(PROOF_MAX_BYTES / 3) * 4 + 4096;

/** A deposit to ask for: whole minor units above zero that a JavaScript number carries exactly. */
const depositAmountMinorSchema = z.number().int('must be a whole number of minor units').min(1, 'must be at least 1 minor unit').max(Number.MAX_SAFE_INTEGER);

export const depositChannelSchema = z.object({
  code: z.string(),
  /** MANUAL: transfer, then tell the reference; GATEWAY: pay on the gateway's page, credited on its signed notice */
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  method: z.enum(['BANK', 'MOBILE_WALLET', 'CARD']),
  name: z.string(),
  /** where a MANUAL channel's money is sent; null for a GATEWAY channel */
  receivingAccount: z.object({ holder: z.string(), number: z.string(), bank: z.string().optional() }).nullable(),
  minMinor: z.number().int(),
  maxMinor: z.number().int(),
  dailyMaxMinor: z.number().int(),
  /** what this member may still deposit through the channel today (pending deposits count) */
  remainingTodayMinor: z.number().int().min(0),
});
export type DepositChannelView = z.infer<typeof depositChannelSchema>;

export const depositSchema = z.object({
  depositId: z.string(),
  channelCode: z.string(),
  channelName: z.string(),
  channelKind: z.enum(DEPOSIT_CHANNEL_KINDS),
  amountMinor: z.number().int(),
  reference: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  /** why an operator rejected it */
  reason: z.string().nullable(),
  hasProof: z.boolean(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** when a gateway's deposit expired unpaid; kept when its gateway's notice decided it after */
  expiredAt: z.string().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

/** The channels the brand takes money through, with the limits left to this member today. */
export const getDepositChannels = defineCall({
  name: 'getDepositChannels',
  method: 'GET',
  path: '/wps/cashier/deposit/channels',
  auth: true,
  query: noInput,
  body: noInput,
  value: z.object({ channels: z.array(depositChannelSchema), currency: z.string(), scale: z.number().int() }),
});

/** Asks for a manual-transfer deposit; once per request id. */
export const createDeposit = defineCall({
  name: 'createDeposit',
  method: 'POST',
  path: '/wps/cashier/deposits',
  auth: true,
  query: noInput,
  body: z
    .object({
      channelCode: z.string().regex(/^[A-Z0-9_]{2,24}$/, 'is a channel code'),
      amountMinor: depositAmountMinorSchema,
      /** MANUAL channels: the transfer's transaction id; a GATEWAY channel makes its own */
      reference: z
        .string()
        .trim()
        .min(4, 'is at least 4 characters')
        .max(64, 'is at most 64 characters')
        .regex(/^[A-Za-z0-9 ._/#-]+$/, 'is the transaction id of the transfer: letters, digits, spaces and . _ / # -')
        .optional(),
      requestId: requestIdSchema,
      /**
       * A deposit bonus chosen on the form (decision 0047): joins it, if not joined yet, and binds it to
       * this deposit; refused as joinPromotion refuses (nothing is recorded then). null: no bonus, and a
       * deposit bonus joined before is let go. Left out, a deposit bonus joined in the last 30 minutes
       * binds to it.
       */
      promotionId: z.string().regex(/^[1-9][0-9]{0,17}$/, 'is a promotion id').nullable().optional(),
    })
    .strict(),
  /** checkoutUrl: for a GATEWAY channel, the gateway's page the player pays on; null for a MANUAL one */
  value: z.object({ deposit: depositSchema, checkoutUrl: z.string().nullable() }),
});

export const depositIdParamsSchema = z.object({ depositId: z.string().regex(/^[1-9][0-9]{0,17}$/, 'is a deposit id') }).strict();

/** Adds (or, while pending, replaces) the receipt photo of one of the member's deposits. */
export const attachDepositProof = defineCall({
  name: 'attachDepositProof',
  method: 'PUT',
  path: '/wps/cashier/deposits/:depositId/proof',
  auth: true,
  params: depositIdParamsSchema,
  query: noInput,
  body: z
    .object({
      contentType: z.enum(PROOF_CONTENT_TYPES, 'is image/png or image/jpeg'),
      dataBase64: z.string().min(1, 'is the photo in base64').max(Math.ceil(PROOF_MAX_BYTES / 3) * 4, 'is over 5 MB'),
    })
    .strict(),
  bodyLimitBytes: PROOF_BODY_LIMIT_BYTES,
  value: z.object({ deposit: depositSchema }),
});

/** The member's deposits, newest first. */
export const getDeposits = defineCall({
  name: 'getDeposits',
  method: 'GET',
  path: '/wps/cashier/deposits',
  auth: true,
  query: z
    .object({
      ...pagingQuery(100),
    })
    .strict(),
  body: noInput,
  value: z.object({ deposits: z.array(depositSchema), page: z.number().int(), totalPages: z.number().int() }),
});

/** The cashier desk of the operator console: deposits as an operator sees and decides them. */
export const deskDepositSchema = depositSchema.extend({
  merchantCode: z.string(),
  memberId: z.string(),
  username: z.string(),
  /** above the brand's threshold: two operators must approve */
  needsSecondApproval: z.boolean(),
  /** the operator whose approval is in, waiting for a second one */
  firstApprover: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type DeskDeposit = z.infer<typeof deskDepositSchema>;

export const getDeskDeposits = defineCall({
  name: 'getDeskDeposits',
  method: 'GET',
  path: '/bo/cashier/deposits',
  auth: true,
  query: z
    .object({
      merchantCode: z.string().regex(/^[A-Z0-9]{3,20}$/, 'is a merchant code'),
      status: z.enum(DEPOSIT_STATUSES).default('PENDING'),
      ...pagingQuery(100),
    })
    .strict(),
  body: noInput,
  value: z.object({ deposits: z.array(deskDepositSchema), page: z.number().int(), totalPages: z.number().int() }),
});

/**
 * Approves or rejects a pending deposit. An approval of an amount above the brand's threshold is the
 * first of two; the second must come from another operator, and only then does the money move.
 */
export const decideDeposit = defineCall({
  name: 'decideDeposit',
  method: 'POST',
  path: '/bo/cashier/deposits/:depositId/decision',
  auth: true,
  params: depositIdParamsSchema,
  query: noInput,
  body: z
    .object({
      decision: z.enum(['APPROVE', 'REJECT']),
      reason: z.string().trim().min(3, 'is at least 3 characters').max(200, 'is at most 200 characters').optional(),
    })
    .strict()
    .refine((body) => body.decision === 'APPROVE' || body.reason !== undefined, { message: 'is needed to reject: the player is told why', path: ['reason'] }),
  value: z.object({ deposit: deskDepositSchema }),
});

/** The path of a deposit's receipt photo for the console; it answers the image itself, not JSON. */
export const DESK_DEPOSIT_PROOF_PATH = '/bo/cashier/deposits/:depositId/proof';
