import { z } from 'zod';
import { MAIN_WALLET } from '@croupier/domain';
import { defineCall } from './call';

const noInput = z.object({}).strict();

/** Integer minor units of the brand's currency (DESIGN "Money"): never a float. */
export const amountMinorSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** A positive amount to move. */
const positiveAmountMinor = z.number().int().min(1, 'must be at least 1 minor unit').max(Number.MAX_SAFE_INTEGER);

/** `MAIN`, or the vassalage of a vendor whose games play against their own wallet (transfer-wallet brands). */
export const walletCodeSchema = z.string().regex(/^(MAIN|[A-Z0-9_]{2,16})$/, 'is MAIN or a vendor code');

/**
 * A client's request id: the idempotency key of one money movement the player asked for. The same id
 * sent again returns the first answer; with another payload it is refused (IDEMPOTENCY_CONFLICT).
 */
export const requestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'is 8 to 64 letters, digits, - or _');

export const walletBalanceSchema = z.object({
  wallet: walletCodeSchema,
  /** the vendor's display name, or the main wallet's label key `main` */
  name: z.string(),
  balanceMinor: amountMinorSchema,
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

export const balanceValueSchema = z.object({
  /** SPEC §3 public state: what the header shows, the main wallet plus every vendor wallet */
  balance: amountMinorSchema,
  currency: z.string(),
  currencySymbol: z.string(),
  /** decimal places of the brand's currency: 123456 with scale 2 is 1,234.56 */
  scale: z.number().int().min(0).max(4),
  /** SPEC §3 merchant wallet: true when the brand has one wallet only */
  isSingle: z.boolean(),
  /** the main wallet first, then vendor wallets that hold or ever held money */
  wallets: z.array(walletBalanceSchema),
  /** a trial (free-play) member plays with this demo balance only; it is never real money */
  demo: z.boolean(),
});
export type BalanceValue = z.infer<typeof balanceValueSchema>;

/** SPEC §7 getBalanceV2. */
export const getBalance = defineCall({
  name: 'getBalance',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  auth: true,
  query: noInput,
  body: noInput,
  value: balanceValueSchema,
});

/** SPEC §3 merchant wallet: value.isSingle. */
export const getMerchantWallet = defineCall({
  name: 'getMerchantWallet',
  method: 'GET',
  path: '/wps/system/merchantWallet',
  auth: false,
  query: noInput,
  body: noInput,
  value: z.object({ isSingle: z.boolean() }),
});

/** SPEC §7 wallet transfer between the main wallet and a vendor wallet, transfer-wallet brands only. */
export const walletTransfer = defineCall({
  name: 'walletTransfer',
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  auth: true,
  query: noInput,
  body: z
    .object({
      from: walletCodeSchema,
      to: walletCodeSchema,
      amountMinor: positiveAmountMinor,
      requestId: requestIdSchema,
    })
    .strict()
    .refine((body) => body.from !== body.to, { message: 'must differ from from', path: ['to'] })
    .refine((body) => body.from === MAIN_WALLET || body.to === MAIN_WALLET, { message: 'one side must be MAIN', path: ['to'] }),
  value: z.object({ transferId: z.string(), balance: balanceValueSchema }),
});

/**
 * Brings money left in vendor wallets back to MAIN (transfer-wallet brands): the whole balance of the
 * one vendor wallet named (the game the player just left), or of every vendor wallet ("bring back my
 * money"). The amounts are what the wallets hold when the server takes their locks; the request id
 * makes it happen once: sent again, it answers the first result, even one that found nothing to move.
 */
export const walletCollect = defineCall({
  name: 'walletCollect',
  method: 'POST',
  path: '/wps/v2/wallets/collect',
  auth: true,
  query: noInput,
  body: z
    .object({
      /** one vendor wallet; left out, every vendor wallet of the member */
      wallet: walletCodeSchema.refine((code) => code !== MAIN_WALLET, 'is a vendor wallet, not MAIN').optional(),
      requestId: requestIdSchema,
    })
    .strict(),
  value: z.object({
    /** the posting that moved the money; null when there was no vendor wallet to collect from */
    transferId: z.string().nullable(),
    /** what came back to MAIN, 0 when the wallets were empty */
    movedMinor: amountMinorSchema,
    balance: balanceValueSchema,
  }),
});
