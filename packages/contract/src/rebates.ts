import { z } from 'zod';
import {
  GAME_TYPES,
  MAX_PAGE_SIZE_REBATE_HISTORY,
  REBATE_PAYOUT_MODES,
  REBATE_RATE_PPM_MAX,
  REBATE_RATE_STEP_PPM,
  REBATE_REPORT_MAX_DAYS,
  daysInRange,
} from '@croupier/domain';
import { defineCall } from './call';
import { wholeNumber } from './query-numbers';
import { MAX_RECORD_PAGE_NO, calendarDaySchema, recordCurrencySchema } from './records';
import { amountMinorSchema, requestIdSchema } from './wallet';

/**
 * The daily rebate (返水: cashback on valid bets; docs/decisions/0044-daily-rebate.md). A member's
 * valid bets of a calendar day in the brand's time zone (stakes less stakes given back, decision 0042)
 * earn a rate per game type, rounded down to minor units per type and capped per day; the sum is paid
 * as cash into the main wallet. Brands with `features.manualRebate` leave each finished day to the
 * member to claim within REBATE_CLAIM_DAYS on the manual rebate page; the others pay the previous day
 * at the brand's pay hour.
 *
 * The member's calls (summary, claim, history) are among the player's calls (ALL_CALLS); the console's
 * and the test aid's are operator calls; the tests of this file hold their paths apart from every other call.
 */

const noInput = z.object({}).strict();

/** The mode of a brand: MANUAL brands leave finished days to their members, AUTO brands pay them at the pay hour. */
export const REBATE_BRAND_MODES = ['MANUAL', 'AUTO'] as const;

const ratePpmSchema = z.number().int().min(0).max(REBATE_RATE_PPM_MAX);

/** One game type's part of a day: its valid bets, the rate applied and the rebate before the cap. */
export const rebateLineSchema = z.object({
  gameType: z.enum(GAME_TYPES),
  validBetMinor: amountMinorSchema,
  ratePpm: ratePpmSchema,
  /** floor(validBet × rate), before the day's cap */
  rebateMinor: amountMinorSchema,
});
export type RebateLine = z.infer<typeof rebateLineSchema>;

/** A day's figures for one member. */
export const rebateDaySchema = z.object({
  /** yyyy-mm-dd in the brand's time zone */
  day: z.string(),
  validBetMinor: amountMinorSchema,
  /** the lines' rebates summed, before the cap */
  rebateMinor: amountMinorSchema,
  /** what the day pays: the rebate, at most the daily cap */
  amountMinor: amountMinorSchema,
  /** true when the cap cut the rebate down */
  capped: z.boolean(),
  /** by game type, in the order of GAME_TYPES; types without valid bets are left out */
  lines: z.array(rebateLineSchema),
});
export type RebateDay = z.infer<typeof rebateDaySchema>;

export const claimableRebateDaySchema = rebateDaySchema.extend({
  /** ISO instant after which the day can no longer be claimed */
  claimableUntil: z.string(),
});
export type ClaimableRebateDay = z.infer<typeof claimableRebateDaySchema>;

/** A rebate paid: by the daily run (AUTO) or claimed by the member (CLAIM). */
export const rebatePayoutSchema = rebateDaySchema.extend({
  payoutId: z.string(),
  mode: z.enum(REBATE_PAYOUT_MODES),
  /** the daily cap in force when it was paid */
  capMinor: amountMinorSchema,
  /** ISO instant it was paid */
  paidAt: z.string(),
});
export type RebatePayout = z.infer<typeof rebatePayoutSchema>;

export const rebateRateSchema = z.object({ gameType: z.enum(GAME_TYPES), ratePpm: ratePpmSchema });
export type RebateRate = z.infer<typeof rebateRateSchema>;

/**
 * The manual rebate page's figures: what today's valid bets have earned so far (paid, or claimable,
 * once the day has ended), and the finished days of the claim window not yet paid, newest first. On
 * an AUTO brand nothing is claimable: the run pays each day at `nextPayAt`.
 */
export const getRebateSummary = defineCall({
  name: 'getRebateSummary',
  method: 'GET',
  path: '/wps/rebates/summary',
  auth: true,
  query: noInput,
  body: noInput,
  value: z.object({
    mode: z.enum(REBATE_BRAND_MODES),
    currency: recordCurrencySchema,
    timeZone: z.string(),
    /** today in the brand's time zone */
    today: z.string(),
    dailyCapMinor: amountMinorSchema,
    /** the hour of the day (brand's zone) an AUTO brand pays the previous day */
    payHour: z.number().int().min(0).max(23),
    /** how many days after its end a finished day can be claimed */
    claimDays: z.number().int().min(1),
    /** the rates of every game type, in the order of GAME_TYPES */
    rates: z.array(rebateRateSchema),
    accrual: rebateDaySchema,
    claimable: z.array(claimableRebateDaySchema),
    /** AUTO brands: the ISO instant of the next run's payout of a finished day; null on MANUAL brands */
    nextPayAt: z.string().nullable(),
  }),
});
export type RebateSummary = z.infer<typeof getRebateSummary.value>;

/**
 * Claims a finished day of the claim window (MANUAL brands; FEATURE_DISABLED elsewhere). The day's
 * rebate is paid once: a second claim of the day, from a double click or another tab, answers the
 * first payout with `replayed: true`. A day with nothing to pay, not finished or past the window is
 * NOT_FOUND.
 */
export const claimRebate = defineCall({
  name: 'claimRebate',
  method: 'POST',
  path: '/wps/rebates/claim',
  auth: true,
  query: noInput,
  body: z.object({ day: calendarDaySchema }).strict(),
  value: z.object({ payout: rebatePayoutSchema, replayed: z.boolean() }),
});
export type RebateClaim = z.infer<typeof claimRebate.value>;

/** The member's rebates paid, newest day first, a page at a time. */
export const getRebateHistory = defineCall({
  name: 'getRebateHistory',
  method: 'GET',
  path: '/wps/rebates/history',
  auth: true,
  query: z.object({ pageNo: wholeNumber(1, MAX_RECORD_PAGE_NO).optional(), pageSize: wholeNumber(1, MAX_PAGE_SIZE_REBATE_HISTORY).optional() }).strict(),
  body: noInput,
  value: z.object({
    payouts: z.array(rebatePayoutSchema),
    pageNo: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0),
    totalPages: z.number().int().min(0),
    /** every payout of the member, summed */
    totalPaidMinor: amountMinorSchema,
    currency: recordCurrencySchema,
    timeZone: z.string(),
  }),
});
export type RebateHistoryPage = z.infer<typeof getRebateHistory.value>;

/** Member calls of this file. */
export const REBATE_CALLS = [getRebateSummary, claimRebate, getRebateHistory] as const;

// ---------------------------------------------------------------------------------------------------
// The operator console (Authorization: Bearer of an operator session; brand named by merchantCode)
// ---------------------------------------------------------------------------------------------------

const merchantCodeSchema = z.string().regex(/^[A-Z0-9]{3,20}$/, 'is a merchant code');

export const rebateSettingsSchema = z.object({
  merchantCode: z.string(),
  mode: z.enum(REBATE_BRAND_MODES),
  timeZone: z.string(),
  /** every game type's rate for every member, in the order of GAME_TYPES */
  rates: z.array(rebateRateSchema),
  dailyCapMinor: amountMinorSchema,
  payHour: z.number().int().min(0).max(23),
  claimDays: z.number().int().min(1),
  /** ISO instant of the last change; the first start's defaults have the time they were written */
  updatedAt: z.string(),
});
export type RebateSettings = z.infer<typeof rebateSettingsSchema>;

/** Every role reads a brand's rates, cap and pay hour. */
export const boGetRebateSettings = defineCall({
  name: 'boGetRebateSettings',
  method: 'GET',
  path: '/bo/rebates/settings',
  auth: true,
  query: z.object({ merchantCode: merchantCodeSchema }).strict(),
  body: noInput,
  value: rebateSettingsSchema,
});

/** The rates, cap and pay hour as an operator sends them; checked by the server as here. */
export const rebateSettingsInputSchema = z
  .object({
    merchantCode: merchantCodeSchema,
    rates: z
      .array(
        z.object({
          gameType: z.enum(GAME_TYPES),
          ratePpm: z
            .number()
            .int('is a whole number of millionths')
            .min(0, 'is at least 0%')
            .max(REBATE_RATE_PPM_MAX, `is at most ${REBATE_RATE_PPM_MAX / 10_000}%`)
            .refine((rate) => rate % REBATE_RATE_STEP_PPM === 0, 'has at most two decimals as a percent'),
        }),
      )
      .length(GAME_TYPES.length, `names each of the ${GAME_TYPES.length} game types once`)
      .refine((rates) => new Set(rates.map((rate) => rate.gameType)).size === GAME_TYPES.length, `names each of the ${GAME_TYPES.length} game types once`),
    /** minor units; whole units of the currency are checked by the server against the brand's scale */
    dailyCapMinor: z.number().int('is a whole number of minor units').min(1, 'is more than 0').max(Number.MAX_SAFE_INTEGER),
    payHour: z.number().int('is a whole hour').min(0, 'is an hour from 0 to 23').max(23, 'is an hour from 0 to 23'),
  })
  .strict();
export type RebateSettingsInput = z.infer<typeof rebateSettingsInputSchema>;

/**
 * SUPERVISOR and ADMIN change a brand's rates, cap and pay hour (FORBIDDEN for a cashier), on brands
 * they work on. The change applies to every day not yet paid; it is written to the audit log
 * (`rebate.settings`) with the settings as they were and as they became, in the same transaction.
 */
export const boUpdateRebateSettings = defineCall({
  name: 'boUpdateRebateSettings',
  method: 'PUT',
  path: '/bo/rebates/settings',
  auth: true,
  query: noInput,
  body: rebateSettingsInputSchema,
  value: rebateSettingsSchema,
});

export const rebateReportTypeSchema = z.object({
  gameType: z.enum(GAME_TYPES),
  /** members paid who had valid bets of this type */
  members: z.number().int().min(0),
  validBetMinor: amountMinorSchema,
  /** before each member's cap */
  rebateMinor: amountMinorSchema,
});

export const rebateReportDaySchema = z.object({
  day: z.string(),
  /** AUTO brands: the run that paid the day (null until it has); MANUAL brands: null */
  paidByRunAt: z.string().nullable(),
  /** members paid for the day */
  members: z.number().int().min(0),
  validBetMinor: amountMinorSchema,
  rebateMinor: amountMinorSchema,
  /** what was paid, after the caps */
  amountMinor: amountMinorSchema,
  /** members whose rebate the cap cut down */
  cappedMembers: z.number().int().min(0),
  byType: z.array(rebateReportTypeSchema),
});
export type RebateReportDay = z.infer<typeof rebateReportDaySchema>;

/** Every role: what was paid for each day of the range (newest first), by game type. */
export const boGetRebateReport = defineCall({
  name: 'boGetRebateReport',
  method: 'GET',
  path: '/bo/rebates/report',
  auth: true,
  query: z
    .object({ merchantCode: merchantCodeSchema, from: calendarDaySchema, to: calendarDaySchema })
    .strict()
    .refine((query) => query.from <= query.to, { message: 'is on or after from', path: ['to'] })
    .refine((query) => query.from > query.to || daysInRange(query.from, query.to) <= REBATE_REPORT_MAX_DAYS, {
      message: `spans at most ${REBATE_REPORT_MAX_DAYS} days`,
      path: ['to'],
    }),
  body: noInput,
  value: z.object({
    merchantCode: z.string(),
    mode: z.enum(REBATE_BRAND_MODES),
    currency: recordCurrencySchema,
    timeZone: z.string(),
    days: z.array(rebateReportDaySchema),
    totals: z.object({ members: z.number().int().min(0), amountMinor: amountMinorSchema, validBetMinor: amountMinorSchema }),
  }),
});
export type RebateReport = z.infer<typeof boGetRebateReport.value>;

/** Console calls of this file. */
export const REBATE_CONSOLE_CALLS = [boGetRebateSettings, boUpdateRebateSettings, boGetRebateReport] as const;

// ---------------------------------------------------------------------------------------------------
// Test aid (X-Ops-Token; only outside production, like the outboxes' reads)
// ---------------------------------------------------------------------------------------------------

/**
 * Outside production only: a stake the member places on an in-house game at noon of a past day of the
 * claim window, through the ledger like any stake, so that a finished day with valid bets exists for
 * a journey to claim without waiting for midnight. The request id makes it once.
 */
export const opsPlacePastStake = defineCall({
  name: 'opsPlacePastStake',
  method: 'POST',
  path: '/ops/brands/:code/rebates/past-stakes',
  auth: false,
  params: z.object({ code: z.string().min(1).max(40) }).strict(),
  query: noInput,
  body: z
    .object({
      username: z.string().trim().min(1).max(64),
      day: calendarDaySchema,
      amountMinor: amountMinorSchema.refine((amount) => amount > 0, 'is more than 0'),
      requestId: requestIdSchema,
    })
    .strict(),
  value: z.object({ memberId: z.string(), postingId: z.string(), stakedAt: z.string(), replayed: z.boolean() }),
});

export const REBATE_OPS_TEST_CALLS = [opsPlacePastStake] as const;
