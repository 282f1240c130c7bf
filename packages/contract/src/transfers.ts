import { z } from 'zod';
import { PAYMENT_PASSWORD_MAX_LENGTH } from '@croupier/domain';
import { defineCall } from './call';
import { sealedBodySchema } from './sealed';
import { amountMinorSchema, requestIdSchema } from './wallet';

/**
 * Money along the agent tree (SPEC §2 member centre `transferUpline`, §6 "agents transfer to a
 * downline, members to an upline"): from the caller's main wallet to another member's main wallet,
 * once per request id, with the payment password. The secret fields travel sealed, as passwords do.
 * See docs/decisions/0019-tree-transfers.md.
 */

const noInput = z.object({}).strict();

/** A positive amount to move, in integer minor units. */
const transferAmountMinor = z.number().int('must be a whole number of minor units').min(1, 'must be at least 1 minor unit').max(Number.MAX_SAFE_INTEGER, 'is more than any wallet holds');
const paymentPassword = z.string().min(1, 'is required').max(PAYMENT_PASSWORD_MAX_LENGTH);

/** What the caller moves money from: their main wallet, in the brand's currency. */
const senderWalletFields = {
  /** the main wallet's balance: the most a transfer can move */
  availableMinor: amountMinorSchema,
  currency: z.string(),
  currencySymbol: z.string(),
  /** decimal places of the brand's currency */
  scale: z.number().int().min(0).max(4),
  /** every transfer asks for it; without one the member sets it first (setPaymentPassword) */
  hasPaymentPassword: z.boolean(),
};

export const transferTargetsSchema = z.discriminatedUnion('role', [
  z.object({
    role: z.literal('member'),
    /** the agent the member registered under; null for a member without one, who cannot transfer */
    upline: z.object({ username: z.string() }).nullable(),
    ...senderWalletFields,
  }),
  // An agent's downline is not listed here: the agent names the account to pay.
  z.object({ role: z.literal('agent'), ...senderWalletFields }),
]);
export type TransferTargets = z.infer<typeof transferTargetsSchema>;

/** Where the page starts: the member's upline, or for an agent nothing but the balance. */
export const getTransferTargets = defineCall({
  name: 'getTransferTargets',
  method: 'GET',
  path: '/wps/member/transfers/targets',
  auth: true,
  query: noInput,
  body: noInput,
  value: transferTargetsSchema,
});

export const treeTransferSchema = z.object({
  transferId: z.string(),
  /** who received the money */
  toUsername: z.string(),
  amountMinor: z.number().int().min(1),
  /** the sender's main wallet right after this transfer (a repeated request answers the first figure) */
  balanceAfterMinor: amountMinorSchema,
  createdAt: z.string(),
});
export type TreeTransfer = z.infer<typeof treeTransferSchema>;

/** Members: from the main wallet to the upline's. Once per request id. */
export const transferToUpline = defineCall({
  name: 'transferToUpline',
  method: 'POST',
  path: '/wps/member/transfers/upline',
  auth: true,
  query: noInput,
  body: sealedBodySchema,
  secret: z.object({ amountMinor: transferAmountMinor, paymentPassword, requestId: requestIdSchema }).strict(),
  value: z.object({ transfer: treeTransferSchema }),
});

/**
 * Agents: from the main wallet to a direct or indirect downline, named by username. Any account
 * outside the agent's downline gets one refusal (NOT_IN_DOWNLINE), whether or not it exists.
 */
export const transferToDownline = defineCall({
  name: 'transferToDownline',
  method: 'POST',
  path: '/wps/member/transfers/downline',
  auth: true,
  query: noInput,
  body: sealedBodySchema,
  secret: z
    .object({
      username: z.string().trim().min(1, 'is required').max(64, 'is at most 64 characters'),
      amountMinor: transferAmountMinor,
      paymentPassword,
      requestId: requestIdSchema,
    })
    .strict(),
  value: z.object({ transfer: treeTransferSchema }),
});
