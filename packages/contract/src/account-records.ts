import { z } from 'zod';
import { ACCOUNT_MOVEMENT_GROUPS, ACCOUNT_MOVEMENT_KINDS, GAME_TYPES, LANGUAGES, MAX_PAGE_SIZE_BET_RECORDS } from '@croupier/domain';
import { defineCall } from './call';
import { postingNoteSchema } from './posting-note';
import { MAX_RECORD_PAGE_NO, calendarDaySchema, recordCurrencySchema, wholeNumber, withDayRange } from './records';
import { amountMinorSchema, walletCodeSchema } from './wallet';

/**
 * The member's other records (SPEC §2 member centre): the account record (`transactionHistory`),
 * profit and loss (`personalProfit`) and bonus details (`bonusDetails`). Like the betting record they
 * take calendar days in the brand's time zone, at most 90 of them, and answer a page with the whole
 * range's totals. See docs/decisions/0018-account-records.md.
 */

const noInput = z.object({}).strict();

const pageNoSchema = wholeNumber(1, MAX_RECORD_PAGE_NO);
const pageSizeSchema = wholeNumber(1, MAX_PAGE_SIZE_BET_RECORDS);

const pageShape = {
  pageNo: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
  totalPages: z.number().int().min(0),
  currency: recordCurrencySchema,
  /** the IANA zone the days are counted in, for showing times as the brand counts them */
  timeZone: z.string(),
};

/** One entry of the ledger on one of the member's wallets. */
export const accountMovementSchema = z.object({
  /** the ledger entry's id: unique, and stable between pages */
  movementId: z.string(),
  /** ISO time the movement was posted */
  at: z.string(),
  kind: z.enum(ACCOUNT_MOVEMENT_KINDS),
  wallet: walletCodeSchema,
  /** the vendor's name of a vendor wallet; null for the main wallet, which the page names in the reader's language */
  walletName: z.string().nullable(),
  /** signed: positive when money came into the wallet, negative when it left */
  amountMinor: z.number().int(),
  /** the wallet's balance right after this movement */
  balanceMinor: amountMinorSchema,
  /** what the posting says about itself, as a code and parameters the page words (a deposit's id, channel and reference); null when it says nothing */
  note: postingNoteSchema.nullable(),
  /** the game round a stake, win or returned stake belongs to */
  roundId: z.string().nullable(),
  /** that round's game, in the reader's language; null when there is none or the catalogue no longer lists it */
  gameName: z.string().nullable(),
});
export type AccountMovement = z.infer<typeof accountMovementSchema>;

export const accountRecordSummarySchema = z.object({
  movements: z.number().int().min(0),
  /** every credit of the range, summed */
  inMinor: amountMinorSchema,
  /** every debit of the range, summed and written as a positive amount */
  outMinor: amountMinorSchema,
  /** in minus out: how much the member's wallets together gained (negative when they lost) */
  netMinor: z.number().int(),
});
export type AccountRecordSummary = z.infer<typeof accountRecordSummarySchema>;

export const accountRecordQuerySchema = withDayRange(
  z
    .object({
      from: calendarDaySchema,
      to: calendarDaySchema,
      group: z.enum(ACCOUNT_MOVEMENT_GROUPS).optional(),
      pageNo: pageNoSchema.optional(),
      pageSize: pageSizeSchema.optional(),
      language: z.enum(LANGUAGES).optional(),
    })
    .strict(),
);

/** SPEC §2 transactionHistory: every movement of the member's wallets from `from` to `to`, newest first, with money in and out over the whole range. */
export const getAccountRecord = defineCall({
  name: 'getAccountRecord',
  method: 'GET',
  path: '/wps/member/transactions',
  auth: true,
  query: accountRecordQuerySchema,
  body: noInput,
  value: z.object({
    rows: z.array(accountMovementSchema),
    /** every movement of the range and group, not only this page */
    summary: accountRecordSummarySchema,
    ...pageShape,
  }),
});
export type AccountRecordPage = z.infer<typeof getAccountRecord.value>;

/** Stakes and wins of rounds of one game type, or of every type; a wholly returned stake counts nowhere. */
export const profitFiguresSchema = z.object({
  /** rounds with a stake that stands */
  rounds: z.number().int().min(0),
  stakeMinor: amountMinorSchema,
  payoutMinor: amountMinorSchema,
  /** payout minus stake: negative when the player lost */
  netMinor: z.number().int(),
});
export type ProfitFigures = z.infer<typeof profitFiguresSchema>;

export const profitByTypeSchema = profitFiguresSchema.extend({
  /** null for games the brand's catalogue no longer lists */
  gameType: z.enum(GAME_TYPES).nullable(),
});
export type ProfitByType = z.infer<typeof profitByTypeSchema>;

export const profitDaySchema = profitFiguresSchema.extend({
  /** the calendar day in the brand's time zone, yyyy-mm-dd, that the rounds began on */
  day: calendarDaySchema,
  /** the day's figures per game type, in the order of GAME_TYPES */
  byType: z.array(profitByTypeSchema),
});
export type ProfitDay = z.infer<typeof profitDaySchema>;

export const profitRecordQuerySchema = withDayRange(
  z
    .object({
      from: calendarDaySchema,
      to: calendarDaySchema,
      pageNo: pageNoSchema.optional(),
      /** days a page */
      pageSize: pageSizeSchema.optional(),
    })
    .strict(),
);

/** SPEC §2 personalProfit: the member's profit and loss per day (newest first) and game type, from the rounds of the betting record. */
export const getProfitRecord = defineCall({
  name: 'getProfitRecord',
  method: 'GET',
  path: '/wps/member/profit',
  auth: true,
  query: profitRecordQuerySchema,
  body: noInput,
  value: z.object({
    /** the days with play of this page; a day without a round is left out */
    days: z.array(profitDaySchema),
    /** every round of the range */
    summary: profitFiguresSchema,
    /** every round of the range per game type, in the order of GAME_TYPES */
    byType: z.array(profitByTypeSchema),
    /** total and totalPages count days with play */
    ...pageShape,
  }),
});
export type ProfitRecordPage = z.infer<typeof getProfitRecord.value>;

export const bonusRecordSummarySchema = z.object({
  credits: z.number().int().min(0),
  amountMinor: amountMinorSchema,
});
export type BonusRecordSummary = z.infer<typeof bonusRecordSummarySchema>;

export const bonusRecordQuerySchema = withDayRange(
  z
    .object({
      from: calendarDaySchema,
      to: calendarDaySchema,
      pageNo: pageNoSchema.optional(),
      pageSize: pageSizeSchema.optional(),
      language: z.enum(LANGUAGES).optional(),
    })
    .strict(),
);

/**
 * SPEC §2 bonusDetails: bonuses credited to the member's wallets, newest first, as movements of the
 * ledger. No reward pays a bonus yet, so every range answers none until one does.
 */
export const getBonusRecord = defineCall({
  name: 'getBonusRecord',
  method: 'GET',
  path: '/wps/member/bonuses',
  auth: true,
  query: bonusRecordQuerySchema,
  body: noInput,
  value: z.object({
    rows: z.array(accountMovementSchema),
    summary: bonusRecordSummarySchema,
    ...pageShape,
  }),
});
export type BonusRecordPage = z.infer<typeof getBonusRecord.value>;
