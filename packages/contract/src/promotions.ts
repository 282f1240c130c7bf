import { z } from 'zod';
import { GAME_TYPES } from '@croupier/domain';
import { defineCall } from './call';
import { pagingQuery } from './query-numbers';
import { recordCurrencySchema } from './records';

/**
 * Promotions as a member sees them (SPEC §1 Rewards, §2 /promotions and rewardCenter, §4 activity
 * states, §5 promotion application, §7 claim raffle promotion; docs/decisions/0047-promotions.md).
 * The list is public (a guest sees every published promotion of the brand); with a session each one
 * carries the member's state and what they may do. Rewards go through the ledger: a bonus into the
 * locked BONUS wallet with its wagering (decision 0045), or cash into the main wallet.
 *
 * PROMOTION_CALLS lists the member's calls; they are among ALL_CALLS.
 */

const noInput = z.object({}).strict();
const languageSchema = z.enum(['bn', 'en']);
const amountSchema = z.number().int();

/** SPEC §1's kinds of promotion, each with its own rule for what a member does and gets. */
export const PROMOTION_KINDS = ['DEPOSIT_BONUS', 'JOIN_BONUS', 'APPLICATION', 'SIGN_IN', 'RAFFLE'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** The tabs of the promotions page. */
export const PROMOTION_CATEGORIES = ['WELCOME', 'DEPOSIT', 'DAILY', 'CASINO', 'SLOTS', 'SPORTS', 'OTHER'] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/**
 * Who may take part: every member; members who joined the brand within the promotion's last
 * NEW_MEMBER_DAYS; members with no confirmed deposit yet (a deposit bonus then needs the first one);
 * members with a confirmed deposit. VIP levels join this list when they exist.
 */
export const PROMOTION_SEGMENTS = ['ALL_MEMBERS', 'NEW_MEMBERS', 'FIRST_DEPOSIT', 'DEPOSITORS'] as const;
export type PromotionSegment = (typeof PROMOTION_SEGMENTS)[number];
export const NEW_MEMBER_DAYS = 7;

/** How often one member may take part: once ever, once per calendar day or per week (the brand's time zone). */
export const PROMOTION_FREQUENCIES = ['ONCE', 'DAILY', 'WEEKLY'] as const;
export type PromotionFrequency = (typeof PROMOTION_FREQUENCIES)[number];

/** What a reward becomes: a locked bonus with wagering, or cash in the main wallet. */
export const PROMOTION_REWARD_FORMS = ['BONUS', 'CASH'] as const;
export type PromotionRewardForm = (typeof PROMOTION_REWARD_FORMS)[number];

/**
 * SPEC §4's activity states, each reached by a rule:
 * COMING_SOON before the start; CLOSED after the end, once the budget is spent, when the operator ended
 * it, or when the member is outside its segment (blockedReason says which);
 * JOIN: a deposit bonus the member may join, or an application they may send;
 * JOINED: joined, waiting for the qualifying deposit (held PROMOTION_JOIN_HOLD_MS);
 * PROCESSING: the qualifying deposit was asked for and awaits confirmation;
 * ISSUED: the reward was paid (a deposit bonus credited, an application approved);
 * CLAIM: a reward is ready to take (a join bonus, today's sign-in, a raffle draw);
 * CLAIMED: taken for this period; SIGNED: today's sign-in done;
 * APPLYING: an application awaits the operator; REJECTED: it was turned down (the reason is shown and
 * the member may apply again while the promotion runs).
 */
export const PROMOTION_STATES = ['COMING_SOON', 'CLOSED', 'JOIN', 'JOINED', 'PROCESSING', 'ISSUED', 'CLAIM', 'CLAIMED', 'SIGNED', 'APPLYING', 'REJECTED'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];
/** The states in which a member can act: they count in availablePromoCount. */
export const ACTIONABLE_PROMOTION_STATES: readonly PromotionState[] = ['JOIN', 'CLAIM'];

export const PROMOTION_BLOCKED_REASONS = ['ENDED', 'BUDGET_SPENT', 'NOT_ELIGIBLE', 'WITHDRAWN'] as const;

/** How long a joined deposit bonus waits for its deposit: 30 minutes. */
export const PROMOTION_JOIN_HOLD_MS = 30 * 60_000;
/** Application limits of SPEC §5 and §9. */
export const PROMOTION_REMARK_MAX_CHARS = 140;
export const PROMOTION_APPLICATION_MAX_IMAGES = 3;
export const PROMOTION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** A sign-in promotion's ladder: the reward of day 1 to day n of a streak, then it starts again. */
export const PROMOTION_SIGN_IN_MAX_DAYS = 7;
export const PROMOTION_RAFFLE_MAX_PRIZES = 10;

export const promotionIdParamsSchema = z.object({ promotionId: z.string().regex(/^[1-9][0-9]{0,17}$/, 'is a promotion id') }).strict();

const contributionsSchema = z.array(z.object({ gameType: z.enum(GAME_TYPES), percent: z.number().int().min(0).max(100) }));

/** The reward's rules as the member reads them (and the console sets them). */
export const promotionRewardSchema = z.object({
  form: z.enum(PROMOTION_REWARD_FORMS),
  /** a fixed amount (join bonus, application, the raffle's and sign-in's are their own tables); 0 for a deposit bonus */
  amountMinor: amountSchema,
  /** a deposit bonus: percent of the deposit in basis points (10000 is 100 %), up to capMinor, for a deposit of at least minDepositMinor */
  percentBps: z.number().int().min(0),
  capMinor: amountSchema,
  minDepositMinor: amountSchema,
  /** the bonus's wagering: multiplier in hundredths (2000 is 20x) of the bonus or of bonus and deposit */
  wageringBase: z.enum(['BONUS', 'BONUS_AND_DEPOSIT']),
  multiplierHundredths: z.number().int().min(0),
  contributions: contributionsSchema,
  maxBetMinor: amountSchema.nullable(),
  maxCashoutMinor: amountSchema.nullable(),
  lifetimeDays: z.number().int().min(1),
});
export type PromotionReward = z.infer<typeof promotionRewardSchema>;

export const rafflePrizeSchema = z.object({ amountMinor: amountSchema, weight: z.number().int().min(1) });
export type RafflePrize = z.infer<typeof rafflePrizeSchema>;

/** The member's part in a promotion for the period now: what they joined, sent or took. */
export const promotionEntrySchema = z.object({
  entryId: z.string(),
  status: z.enum(['JOINED', 'PROCESSING', 'ISSUED', 'CLAIMED', 'APPLYING', 'REJECTED', 'LAPSED']),
  /** a joined deposit bonus waits for its deposit until then */
  holdUntil: z.string().nullable(),
  /** what was paid, once paid */
  paidMinor: amountSchema,
  remark: z.string().nullable(),
  imageCount: z.number().int().min(0),
  /** the operator's reason for turning an application down */
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type PromotionEntry = z.infer<typeof promotionEntrySchema>;

export const memberPromotionSchema = z.object({
  promotionId: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  category: z.enum(PROMOTION_CATEGORIES),
  /** in the language asked for */
  title: z.string(),
  summary: z.string(),
  /** sanitized on the server when saved; the page sanitizes it again before it is shown */
  bodyHtml: z.string(),
  /** the operator's banner, re-encoded; null: the page draws one from the category */
  bannerUrl: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  segment: z.enum(PROMOTION_SEGMENTS),
  frequency: z.enum(PROMOTION_FREQUENCIES),
  reward: promotionRewardSchema,
  /** SIGN_IN: the ladder, the member's streak before today and whether today is signed */
  signIn: z.object({ amountsMinor: z.array(amountSchema), streakDays: z.number().int().min(0), signedToday: z.boolean() }).nullable(),
  /** RAFFLE: the prizes and their weights, the seed's SHA-256 from the start and the seed after the end */
  raffle: z.object({ prizes: z.array(rafflePrizeSchema), seedSha256: z.string(), seed: z.string().nullable() }).nullable(),
  state: z.enum(PROMOTION_STATES),
  blockedReason: z.enum(PROMOTION_BLOCKED_REASONS).nullable(),
  /** whether this reader is a logged-in member (a guest's JOIN or CLAIM asks them to log in) */
  signedIn: z.boolean(),
  entry: promotionEntrySchema.nullable(),
});
export type MemberPromotion = z.infer<typeof memberPromotionSchema>;

/** The brand's published promotions (those ended up to 7 days ago too), soonest ending first; with a session, with the member's states. */
export const getPromotions = defineCall({
  name: 'getPromotions',
  method: 'GET',
  path: '/wps/promotions',
  auth: false,
  query: z.object({ language: languageSchema.optional(), category: z.enum(PROMOTION_CATEGORIES).optional() }).strict(),
  body: noInput,
  value: z.object({ promotions: z.array(memberPromotionSchema), currency: recordCurrencySchema }),
});

export const getPromotion = defineCall({
  name: 'getPromotion',
  method: 'GET',
  path: '/wps/promotions/:promotionId',
  auth: false,
  params: promotionIdParamsSchema,
  query: z.object({ language: languageSchema.optional() }).strict(),
  body: noInput,
  value: z.object({ promotion: memberPromotionSchema, currency: recordCurrencySchema }),
});

/**
 * What the member can act on now, for the header's and reward centre's badges (SPEC §3 public state's
 * availablePromoCount and availablePromo).
 */
export const getPromotionSummary = defineCall({
  name: 'getPromotionSummary',
  method: 'GET',
  path: '/wps/promotions/summary',
  auth: true,
  query: noInput,
  body: noInput,
  value: z.object({
    availablePromoCount: z.number().int().min(0),
    /** promotions whose reward waits to be taken (state CLAIM): the reward centre's count */
    claimableCount: z.number().int().min(0),
    availablePromo: z.array(z.object({ type: z.enum(['REFERRAL', ...PROMOTION_KINDS]), enabled: z.boolean() })),
  }),
});

/**
 * Joins a deposit bonus: the member's next deposit asked for within PROMOTION_JOIN_HOLD_MS qualifies.
 * Joining again while joined answers the same entry. Refusals: PROMOTION_NOT_FOUND,
 * PROMOTION_NOT_STARTED, PROMOTION_ENDED, PROMOTION_BUDGET_SPENT, PROMOTION_NOT_ELIGIBLE,
 * PROMOTION_ALREADY_TAKEN, PROMOTION_WRONG_ACTION, BONUS_ALREADY_ACTIVE, TRIAL_RESTRICTED.
 */
export const joinPromotion = defineCall({
  name: 'joinPromotion',
  method: 'POST',
  path: '/wps/promotions/:promotionId/join',
  auth: true,
  params: promotionIdParamsSchema,
  query: z.object({ language: languageSchema.optional() }).strict(),
  body: noInput,
  value: z.object({ promotion: memberPromotionSchema }),
});

/**
 * Takes a ready reward (a join bonus, today's sign-in, a raffle draw: SPEC §7 "claim raffle
 * promotion"), once per period; a repeat answers the first. Refusals as joinPromotion's.
 */
export const claimPromotion = defineCall({
  name: 'claimPromotion',
  method: 'POST',
  path: '/wps/promotions/:promotionId/claim',
  auth: true,
  params: promotionIdParamsSchema,
  query: z.object({ language: languageSchema.optional() }).strict(),
  body: noInput,
  value: z.object({ promotion: memberPromotionSchema, paidMinor: amountSchema }),
});

export const promotionImageSchema = z.object({
  contentType: z.enum(['image/png', 'image/jpeg']),
  /** at most PROMOTION_IMAGE_MAX_BYTES once decoded */
  dataBase64: z.string().min(1),
});

/**
 * Sends an application (SPEC §5): a remark of at most 140 characters and up to three PNG or JPEG
 * images of at most 5 MB each, re-encoded before they are kept. Once per request id. Refusals as
 * joinPromotion's, and PROMOTION_IMAGE_INVALID naming the image.
 */
export const applyPromotion = defineCall({
  name: 'applyPromotion',
  method: 'POST',
  path: '/wps/promotions/:promotionId/apply',
  auth: true,
  params: promotionIdParamsSchema,
  query: z.object({ language: languageSchema.optional() }).strict(),
  body: z
    .object({
      requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'is a request id of 8 to 64 letters, digits, - or _'),
      remark: z.string().max(PROMOTION_REMARK_MAX_CHARS, `is at most ${PROMOTION_REMARK_MAX_CHARS} characters`),
      images: z.array(promotionImageSchema).max(PROMOTION_APPLICATION_MAX_IMAGES, `is at most ${PROMOTION_APPLICATION_MAX_IMAGES} images`),
    })
    .strict(),
  // three images of 5 MB in base64, and room for the rest
  bodyLimitBytes: 21 * 1024 * 1024,
  value: z.object({ promotion: memberPromotionSchema }),
});

/** The member's promotion entries of every period, newest first: the reward history. */
export const getMyPromotionEntries = defineCall({
  name: 'getMyPromotionEntries',
  method: 'GET',
  path: '/wps/promotions/entries',
  auth: true,
  query: z.object({ ...pagingQuery(50), language: languageSchema.optional() }).strict(),
  body: noInput,
  value: z.object({
    entries: z.array(promotionEntrySchema.extend({ promotionId: z.string(), title: z.string(), kind: z.enum(PROMOTION_KINDS) })),
    page: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const PROMOTION_CALLS = [getPromotions, getPromotionSummary, getPromotion, joinPromotion, claimPromotion, applyPromotion, getMyPromotionEntries] as const;
