import { z } from 'zod';
import { BET_RECORD_MAX_DAYS, BET_RECORD_SOURCES, BET_RECORD_STATUSES, BET_TRANSACTION_KINDS, GAME_TYPES, LANGUAGES, MAX_PAGE_SIZE_BET_RECORDS, daysInRange } from '@croupier/domain';
import { defineCall } from './call';
import { wholeNumber } from './query-numbers';
import { amountMinorSchema } from './wallet';

/**
 * The betting record (SPEC §2 member centre `personalHistoryCopy`): the member's bets of in-house and
 * provider games, one row per round, newest first. Dates are calendar days in the brand's time zone
 * (`timeZone` of the brand file, given back in every answer), so "today" means the same day to the
 * player, the pages and support. See docs/decisions/0014-betting-record.md.
 */

const noInput = z.object({}).strict();

/** A calendar day written yyyy-mm-dd that exists (no 2026-02-30). */
export const calendarDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'is a date written yyyy-mm-dd')
  .refine((text) => {
    const parsed = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
  }, 'is not a day of the calendar');

/**
 * A record id names one round of the member across both sources: `h~<round id>` for an in-house round,
 * `p~<provider>~<round id>` for a provider's. A provider's round ids are its own text, unique only per
 * provider, and may look like in-house ones, so the round id alone would be ambiguous.
 */
export const betRecordIdSchema = z.string().regex(/^(h~[1-9][0-9]{0,18}|p~[A-Za-z0-9_-]{2,32}~[A-Za-z0-9_.:-]{1,64})$/, 'is a betting record id');

export const betRecordSchema = z.object({
  recordId: betRecordIdSchema,
  /** the round id as its game knows it (the provider's own text, or the in-house round number) */
  roundId: z.string(),
  source: z.enum(BET_RECORD_SOURCES),
  gameId: z.string(),
  /** in the reader's language; the game's code when the catalogue no longer lists it */
  gameName: z.string(),
  /** null when the brand's catalogue no longer lists the game (its vendor was taken off the site) */
  gameType: z.enum(GAME_TYPES).nullable(),
  vendor: z.string(),
  /** ISO time of the round's first stake */
  placedAt: z.string(),
  /** the stakes that stand: a rolled-back stake counts 0 */
  stakeMinor: amountMinorSchema,
  payoutMinor: amountMinorSchema,
  /** payout minus stake: negative when the player lost */
  netMinor: z.number().int(),
  status: z.enum(BET_RECORD_STATUSES),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const betRecordSummarySchema = z.object({
  rounds: z.number().int().min(0),
  stakeMinor: amountMinorSchema,
  payoutMinor: amountMinorSchema,
  netMinor: z.number().int(),
});
export type BetRecordSummary = z.infer<typeof betRecordSummarySchema>;

export const recordCurrencySchema = z.object({ code: z.string(), symbol: z.string(), scale: z.number().int().min(0).max(4) });

/** The highest page number a record query takes; a page past the last one answers no rows. */
export const MAX_RECORD_PAGE_NO = 100_000;

/**
 * The range checks every record query makes of its `from` and `to` days: forwards, and at most
 * BET_RECORD_MAX_DAYS days, both counted.
 */
export function withDayRange<Schema extends z.ZodType<{ from: string; to: string }>>(schema: Schema): Schema {
  return schema
    .refine((query) => query.from <= query.to, { message: 'must be on or after from', path: ['to'] })
    .refine((query) => query.from > query.to || daysInRange(query.from, query.to) <= BET_RECORD_MAX_DAYS, {
      message: `covers at most ${BET_RECORD_MAX_DAYS} days`,
      path: ['to'],
    });
}

export const bettingRecordQuerySchema = withDayRange(
  z
    .object({
      from: calendarDaySchema,
      to: calendarDaySchema,
      gameType: z.enum(GAME_TYPES).optional(),
      pageNo: wholeNumber(1, MAX_RECORD_PAGE_NO).optional(),
      pageSize: wholeNumber(1, MAX_PAGE_SIZE_BET_RECORDS).optional(),
      language: z.enum(LANGUAGES).optional(),
    })
    .strict(),
);

/** The member's rounds placed from `from` to `to` (both days counted), a page of them and the whole range's totals. */
export const getBettingRecord = defineCall({
  name: 'getBettingRecord',
  method: 'GET',
  path: '/wps/member/bets',
  auth: true,
  query: bettingRecordQuerySchema,
  body: noInput,
  value: z.object({
    rows: z.array(betRecordSchema),
    pageNo: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0),
    totalPages: z.number().int().min(0),
    /** every round of the range and type, not only this page */
    summary: betRecordSummarySchema,
    currency: recordCurrencySchema,
    /** the IANA zone the days are counted in, for showing times as the brand counts them */
    timeZone: z.string(),
  }),
});
export type BettingRecordPage = z.infer<typeof getBettingRecord.value>;

export const betTransactionSchema = z.object({
  kind: z.enum(BET_TRANSACTION_KINDS),
  amountMinor: amountMinorSchema,
  at: z.string(),
  /** a bet a rollback returned */
  rolledBack: z.boolean(),
});
export type BetTransaction = z.infer<typeof betTransactionSchema>;

/** One round of the member with its money movements in order; in-house rounds link to their verifier. */
export const getBetRound = defineCall({
  name: 'getBetRound',
  method: 'GET',
  path: '/wps/member/bets/:recordId',
  auth: true,
  params: z.object({ recordId: betRecordIdSchema }).strict(),
  query: z.object({ language: z.enum(LANGUAGES).optional() }).strict(),
  body: noInput,
  value: z.object({
    record: betRecordSchema,
    transactions: z.array(betTransactionSchema),
    /** the brand's verifier page of an in-house round (`/bgs/verify?round=<id>`); null for provider rounds */
    verifierPath: z.string().nullable(),
    currency: recordCurrencySchema,
    timeZone: z.string(),
  }),
});
export type BetRound = z.infer<typeof getBetRound.value>;

export { wholeNumber } from './query-numbers';
