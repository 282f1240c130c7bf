import { z } from 'zod';
import { GAME_TYPES, daysInRange } from '@croupier/domain';
import { BONUS_STATES } from './bonuses';
import { defineCall } from './call';
import { pagingQuery } from './query-numbers';
import { calendarDaySchema, recordCurrencySchema } from './records';

/**
 * The operator console's side of bonuses (decisions 0045 and 0046): a member's bonuses with their
 * wagering, an operator's credit (granted at once up to the brand's second-approval threshold, else a
 * request a second operator decides), cancelling the active bonus, and what bonuses credited and ended
 * day by day. Operator session calls under /bo/bonuses/, kept out of ALL_CALLS: BONUS_CONSOLE_CALLS lists them.
 */

const noInput = z.object({}).strict();
const merchantCodeSchema = z.string().regex(/^[A-Z0-9]{3,20}$/, 'is a merchant code');
const idSchema = (what: string) => z.string().regex(/^[1-9][0-9]{0,17}$/, `is a ${what} id`);
const amountSchema = z.number().int();

/** The longest a credited bonus may run, and the most days one report covers. */
export const BONUS_CREDIT_MAX_LIFETIME_DAYS = 90;
export const BONUS_REPORT_MAX_DAYS = 92;
/** The highest multiplier an operator may set: 100x (the database takes up to 1000x). */
export const BONUS_CREDIT_MAX_MULTIPLIER_HUNDREDTHS = 10_000;

export const BONUS_CREDIT_STATUSES = ['GRANTED', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export type BonusCreditStatus = (typeof BONUS_CREDIT_STATUSES)[number];

const contributionsSchema = z.array(z.object({ gameType: z.enum(GAME_TYPES), percent: z.number().int().min(0).max(100) }));

/** A member's bonus as an operator sees it: both titles, who gave it and why, and where its wagering stands. */
export const consoleBonusSchema = z.object({
  bonusId: z.string(),
  /** `operator` or `promotion:<id>` */
  origin: z.string(),
  titleEn: z.string(),
  titleBn: z.string(),
  status: z.enum(BONUS_STATES),
  amountMinor: amountSchema,
  depositMinor: amountSchema,
  wageringBase: z.enum(['BONUS', 'BONUS_AND_DEPOSIT']),
  multiplierHundredths: z.number().int().min(0),
  /** what counts so far, as of now for the active bonus, at its end for the others; never above the requirement */
  wageredMinor: amountSchema,
  requiredMinor: amountSchema,
  contributions: contributionsSchema,
  maxBetMinor: amountSchema.nullable(),
  maxCashoutMinor: amountSchema.nullable(),
  startedAt: z.string(),
  expiresAt: z.string(),
  endedAt: z.string().nullable(),
  /** who ended a forfeited bonus: `player`, `withdrawal` or the operator's username */
  endedBy: z.string().nullable(),
  releasedMinor: amountSchema,
  removedMinor: amountSchema,
  /** for an operator's credit: the request that gave it, its operators and its reason */
  creditRequestId: z.string().nullable(),
  creditedBy: z.string().nullable(),
  approvedBy: z.string().nullable(),
  reason: z.string().nullable(),
});
export type ConsoleBonus = z.infer<typeof consoleBonusSchema>;

/** An operator's credit: granted at once by one operator, or a request awaiting (or decided by) a second one. */
export const bonusCreditSchema = z.object({
  creditId: z.string(),
  merchantCode: z.string(),
  memberId: z.string(),
  username: z.string(),
  status: z.enum(BONUS_CREDIT_STATUSES),
  /** above the brand's threshold when asked: a second operator decides it */
  needsSecondApproval: z.boolean(),
  titleEn: z.string(),
  titleBn: z.string(),
  amountMinor: amountSchema,
  depositMinor: amountSchema,
  wageringBase: z.enum(['BONUS', 'BONUS_AND_DEPOSIT']),
  multiplierHundredths: z.number().int(),
  requiredMinor: amountSchema,
  contributions: contributionsSchema,
  maxBetMinor: amountSchema.nullable(),
  maxCashoutMinor: amountSchema.nullable(),
  lifetimeDays: z.number().int(),
  reason: z.string(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** why a second operator turned it down */
  rejectionReason: z.string().nullable(),
  /** the bonus it gave, once granted */
  bonusId: z.string().nullable(),
});
export type BonusCredit = z.infer<typeof bonusCreditSchema>;

/**
 * Every role: the member's bonuses newest first (the active one settled first, as the player's page
 * does), the locked BONUS wallet, and the member's credits awaiting a second operator. Audited as a read
 * (`member.bonuses`). A member of a brand the operator does not work on reads as none (NOT_FOUND).
 */
export const boGetMemberBonuses = defineCall({
  name: 'boGetMemberBonuses',
  method: 'GET',
  path: '/bo/bonuses/members/:memberId',
  auth: true,
  params: z.object({ memberId: idSchema('member') }).strict(),
  query: z.object({ merchantCode: merchantCodeSchema }).strict(),
  body: noInput,
  value: z.object({
    memberId: z.string(),
    username: z.string(),
    currency: recordCurrencySchema,
    /** what the locked BONUS wallet holds now */
    lockedMinor: amountSchema,
    /** the amount above which a credit needs a second operator; null when any amount is one operator's */
    secondApprovalAboveMinor: amountSchema.nullable(),
    bonuses: z.array(consoleBonusSchema),
    pendingCredits: z.array(bonusCreditSchema),
  }),
});

const titleSchema = z.string().trim().min(1, 'is required').max(80, 'is at most 80 characters');
const positiveMinorSchema = z.number().int('is a whole number of minor units').min(1, 'is at least 1 minor unit').max(Number.MAX_SAFE_INTEGER);
export const bonusReasonSchema = z.string().trim().min(3, 'is at least 3 characters').max(500, 'is at most 500 characters');

export const bonusCreditInputSchema = z
  .object({
    merchantCode: merchantCodeSchema,
    memberId: idSchema('member'),
    /** the operator's own key for this credit: the same key and terms answer the first credit again */
    requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'is 8 to 64 letters, digits, _ or -'),
    titleEn: titleSchema,
    titleBn: titleSchema,
    amountMinor: positiveMinorSchema,
    wageringBase: z.enum(['BONUS', 'BONUS_AND_DEPOSIT']),
    /** the qualifying deposit the requirement also multiplies; 0 unless the base is BONUS_AND_DEPOSIT */
    depositMinor: z.number().int('is a whole number of minor units').min(0, 'is not below 0').max(Number.MAX_SAFE_INTEGER),
    multiplierHundredths: z
      .number()
      .int('is a whole number of hundredths')
      .min(100, 'is at least 1x')
      .max(BONUS_CREDIT_MAX_MULTIPLIER_HUNDREDTHS, `is at most ${BONUS_CREDIT_MAX_MULTIPLIER_HUNDREDTHS / 100}x`),
    /** each game type once */
    contributions: contributionsSchema
      .length(GAME_TYPES.length, `names each of the ${GAME_TYPES.length} game types once`)
      .refine((each) => new Set(each.map((one) => one.gameType)).size === GAME_TYPES.length, `names each of the ${GAME_TYPES.length} game types once`)
      .refine((each) => each.some((one) => one.percent > 0), 'lets at least one game type count'),
    maxBetMinor: positiveMinorSchema.nullable(),
    maxCashoutMinor: positiveMinorSchema.nullable(),
    lifetimeDays: z.number().int('is a whole number of days').min(1, 'is at least 1 day').max(BONUS_CREDIT_MAX_LIFETIME_DAYS, `is at most ${BONUS_CREDIT_MAX_LIFETIME_DAYS} days`),
    reason: bonusReasonSchema,
  })
  .strict()
  .refine((input) => (input.wageringBase === 'BONUS_AND_DEPOSIT') === input.depositMinor > 0, {
    message: 'is above 0 exactly when the requirement counts a deposit',
    path: ['depositMinor'],
  })
  .refine((input) => input.maxCashoutMinor === null || input.maxCashoutMinor >= input.amountMinor, { message: 'is at least the bonus itself', path: ['maxCashoutMinor'] });
export type BonusCreditInput = z.infer<typeof bonusCreditInputSchema>;

/**
 * Every role: credits a bonus to a member. Up to the brand's second-approval threshold it is granted at
 * once (status GRANTED, `bonus` set); above it the request is recorded (PENDING) and nothing moves until
 * another operator approves it. Refusals: NOT_FOUND, FORBIDDEN, BONUS_ALREADY_ACTIVE, IDEMPOTENCY_CONFLICT.
 */
export const boCreditBonus = defineCall({
  name: 'boCreditBonus',
  method: 'POST',
  path: '/bo/bonuses/credits',
  auth: true,
  query: noInput,
  body: bonusCreditInputSchema,
  value: z.object({ credit: bonusCreditSchema, bonus: consoleBonusSchema.nullable() }),
});

/** Every role: a brand's credits, newest first, by status (PENDING: the second approver's queue). */
export const boGetBonusCredits = defineCall({
  name: 'boGetBonusCredits',
  method: 'GET',
  path: '/bo/bonuses/credits',
  auth: true,
  query: z.object({ merchantCode: merchantCodeSchema, status: z.enum(BONUS_CREDIT_STATUSES).optional(), ...pagingQuery(100) }).strict(),
  body: noInput,
  value: z.object({
    credits: z.array(bonusCreditSchema),
    currency: recordCurrencySchema,
    page: z.number().int(),
    totalPages: z.number().int(),
  }),
});

/**
 * Every role: another operator than the one who asked approves a pending credit, which grants the bonus
 * once however often or by how many it is pressed, or rejects it with a reason. Refusals:
 * SECOND_APPROVER_REQUIRED (the asker approving), ALREADY_DECIDED, BONUS_ALREADY_ACTIVE, NOT_FOUND.
 */
export const boDecideBonusCredit = defineCall({
  name: 'boDecideBonusCredit',
  method: 'POST',
  path: '/bo/bonuses/credits/:creditId/decision',
  auth: true,
  params: z.object({ creditId: idSchema('credit') }).strict(),
  query: noInput,
  body: z
    .object({ decision: z.enum(['APPROVE', 'REJECT']), reason: bonusReasonSchema.optional() })
    .strict()
    .refine((body) => body.decision === 'APPROVE' || body.reason !== undefined, { message: 'is required to reject', path: ['reason'] }),
  value: z.object({ credit: bonusCreditSchema, bonus: consoleBonusSchema.nullable() }),
});

/**
 * Every role: cancels the member's active bonus with a reason: its locked wallet goes back to the house
 * (FORFEITED). A bonus whose wagering was met in the meantime completes instead, as its next look would
 * have; one that already ended is ALREADY_DECIDED.
 */
export const boCancelBonus = defineCall({
  name: 'boCancelBonus',
  method: 'POST',
  path: '/bo/bonuses/:bonusId/cancel',
  auth: true,
  params: z.object({ bonusId: idSchema('bonus') }).strict(),
  query: noInput,
  body: z.object({ merchantCode: merchantCodeSchema, reason: bonusReasonSchema }).strict(),
  value: z.object({ bonus: consoleBonusSchema }),
});

const countAndMinor = z.object({ count: z.number().int().min(0), amountMinor: amountSchema });

export const bonusReportDaySchema = z.object({
  day: z.string(),
  /** credited into BONUS wallets (kind BONUS) */
  credited: countAndMinor,
  /** completed: what went to MAIN (BONUS_RELEASE) */
  released: countAndMinor,
  /** forfeited, expired and lost: what their locked wallets gave back to the house (BONUS_REMOVAL) */
  forfeited: countAndMinor,
  expired: countAndMinor,
  lost: countAndMinor,
  /** the part of completed bonuses above their cash-out cap, back to the house */
  cappedMinor: amountSchema,
});
export type BonusReportDay = z.infer<typeof bonusReportDaySchema>;

/** Every role: bonuses credited and ended per day of the brand's calendar, newest first, with the range's totals. */
export const boGetBonusReport = defineCall({
  name: 'boGetBonusReport',
  method: 'GET',
  path: '/bo/bonuses/report',
  auth: true,
  query: z
    .object({
      merchantCode: merchantCodeSchema,
      from: calendarDaySchema,
      to: calendarDaySchema,
      /** one giver's bonuses only: `operator`, or `promotion:<id>` for one promotion's (decision 0047) */
      origin: z.string().regex(/^(operator|promotion:[1-9][0-9]{0,17})$/, 'is operator or promotion:<id>').optional(),
    })
    .strict()
    .refine((query) => query.from <= query.to, { message: 'is on or after from', path: ['to'] })
    .refine((query) => query.from > query.to || daysInRange(query.from, query.to) <= BONUS_REPORT_MAX_DAYS, { message: `spans at most ${BONUS_REPORT_MAX_DAYS} days`, path: ['to'] }),
  body: noInput,
  value: z.object({
    merchantCode: z.string(),
    currency: recordCurrencySchema,
    timeZone: z.string(),
    days: z.array(bonusReportDaySchema),
    totals: bonusReportDaySchema.omit({ day: true }),
  }),
});
export type BonusReport = z.infer<typeof boGetBonusReport.value>;

/** Console calls of this file. */
export const BONUS_CONSOLE_CALLS = [boGetMemberBonuses, boCreditBonus, boGetBonusCredits, boDecideBonusCredit, boCancelBonus, boGetBonusReport] as const;
