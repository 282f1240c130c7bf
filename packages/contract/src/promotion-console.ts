import { z } from 'zod';
import { defineCall } from './call';
import {
  PROMOTION_CATEGORIES,
  PROMOTION_FREQUENCIES,
  PROMOTION_KINDS,
  PROMOTION_RAFFLE_MAX_PRIZES,
  PROMOTION_SEGMENTS,
  PROMOTION_SIGN_IN_MAX_DAYS,
  promotionIdParamsSchema,
  promotionImageSchema,
  promotionRewardSchema,
  rafflePrizeSchema,
} from './promotions';
import { pagingQuery } from './query-numbers';

/**
 * The operator console's promotions (docs/decisions/0047-promotions.md): the builder (kind, rules,
 * contributions, schedule, budget, segment, texts per language), publishing behind a second operator
 * (a promotion spends the brand's money), ending one early, its banner, and the review queue of
 * applications with their images. Operator session calls under /bo/promotions, kept out of ALL_CALLS:
 * PROMOTION_CONSOLE_CALLS lists them. Every change is written to the audit log.
 */

const noInput = z.object({}).strict();
const merchantCodeSchema = z.string().regex(/^[A-Z0-9]{3,20}$/, 'is a merchant code');
const instantSchema = z.iso.datetime({ offset: true });
const amountSchema = z.number().int();

/** DRAFT: editable; PENDING: waiting for a second operator; PUBLISHED: live in its window; ENDED: closed by an operator. */
export const PROMOTION_STATUSES = ['DRAFT', 'PENDING', 'PUBLISHED', 'ENDED'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** The longest text of a promotion's page, in characters of HTML. */
export const PROMOTION_BODY_MAX_CHARS = 20_000;
/** The longest a promotion may run: a year. */
export const PROMOTION_MAX_WINDOW_MS = 366 * 24 * 60 * 60_000;

const textsSchema = (max: number) => z.object({ en: z.string().trim().min(1, 'is needed').max(max, `is at most ${max} characters`), bn: z.string().trim().min(1, 'is needed').max(max, `is at most ${max} characters`) }).strict();

/** What an operator writes: everything of a promotion but its state and its money spent. */
export const promotionDraftSchema = z
  .object({
    merchantCode: merchantCodeSchema,
    kind: z.enum(PROMOTION_KINDS),
    category: z.enum(PROMOTION_CATEGORIES),
    titles: textsSchema(80),
    summaries: textsSchema(200),
    /** HTML; sanitized when saved (links, lists, emphasis, headings, tables; no script, style or frames) */
    bodies: textsSchema(PROMOTION_BODY_MAX_CHARS),
    startsAt: instantSchema,
    endsAt: instantSchema,
    segment: z.enum(PROMOTION_SEGMENTS),
    frequency: z.enum(PROMOTION_FREQUENCIES),
    /** the most the promotion may pay in all: never exceeded, however many members take part at once */
    budgetMinor: amountSchema.min(1),
    reward: promotionRewardSchema,
    /** SIGN_IN: day 1 to day n of a streak (1 to PROMOTION_SIGN_IN_MAX_DAYS) */
    signInAmountsMinor: z.array(amountSchema.min(1)).max(PROMOTION_SIGN_IN_MAX_DAYS),
    /** RAFFLE: the prizes, each drawn with its weight's share (a prize of 0 is "better luck next time") */
    rafflePrizes: z.array(rafflePrizeSchema).max(PROMOTION_RAFFLE_MAX_PRIZES),
  })
  .strict();
export type PromotionDraft = z.infer<typeof promotionDraftSchema>;

export const consolePromotionSchema = promotionDraftSchema.extend({
  promotionId: z.string(),
  status: z.enum(PROMOTION_STATUSES),
  spentMinor: amountSchema,
  /** members who took part (entries other than lapsed), and how many wait in the review queue */
  entryCount: z.number().int(),
  pendingApplications: z.number().int(),
  bannerUrl: z.string().nullable(),
  raffleSeedSha256: z.string().nullable(),
  createdBy: z.string(),
  submittedBy: z.string().nullable(),
  approvedBy: z.string().nullable(),
  endedBy: z.string().nullable(),
  /** why it was ended early; for a draft, why a second operator returned it */
  endReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConsolePromotion = z.infer<typeof consolePromotionSchema>;

export const boGetPromotions = defineCall({
  name: 'boGetPromotions',
  method: 'GET',
  path: '/bo/promotions',
  auth: true,
  query: z.object({ merchantCode: merchantCodeSchema.optional(), status: z.enum(PROMOTION_STATUSES).optional(), ...pagingQuery(100) }).strict(),
  body: noInput,
  value: z.object({ promotions: z.array(consolePromotionSchema), page: z.number().int(), totalPages: z.number().int() }),
});

export const boGetPromotion = defineCall({
  name: 'boGetPromotion',
  method: 'GET',
  path: '/bo/promotions/:promotionId',
  auth: true,
  params: promotionIdParamsSchema,
  query: noInput,
  body: noInput,
  value: z.object({ promotion: consolePromotionSchema }),
});

/** A new promotion, as a draft. */
export const boCreatePromotion = defineCall({
  name: 'boCreatePromotion',
  method: 'POST',
  path: '/bo/promotions',
  auth: true,
  query: noInput,
  body: promotionDraftSchema,
  value: z.object({ promotion: consolePromotionSchema }),
});

/** Rewrites a draft (PROMOTION_NOT_EDITABLE once submitted). */
export const boUpdatePromotion = defineCall({
  name: 'boUpdatePromotion',
  method: 'PUT',
  path: '/bo/promotions/:promotionId',
  auth: true,
  params: promotionIdParamsSchema,
  query: noInput,
  body: promotionDraftSchema,
  value: z.object({ promotion: consolePromotionSchema }),
});

/** Sends a draft to a second operator to publish. */
export const boSubmitPromotion = defineCall({
  name: 'boSubmitPromotion',
  method: 'POST',
  path: '/bo/promotions/:promotionId/submit',
  auth: true,
  params: promotionIdParamsSchema,
  query: noInput,
  body: noInput,
  value: z.object({ promotion: consolePromotionSchema }),
});

/**
 * A second operator publishes a submitted promotion or returns it to draft with a reason; the one who
 * submitted it cannot decide it (SECOND_APPROVER_REQUIRED).
 */
export const boDecidePromotion = defineCall({
  name: 'boDecidePromotion',
  method: 'POST',
  path: '/bo/promotions/:promotionId/decision',
  auth: true,
  params: promotionIdParamsSchema,
  query: noInput,
  body: z.object({ approve: z.boolean(), reason: z.string().trim().max(200).optional() }).strict(),
  value: z.object({ promotion: consolePromotionSchema }),
});

/** Ends a published promotion now: nothing more is joined or paid; joined deposit bonuses lapse. */
export const boEndPromotion = defineCall({
  name: 'boEndPromotion',
  method: 'POST',
  path: '/bo/promotions/:promotionId/end',
  auth: true,
  params: promotionIdParamsSchema,
  query: noInput,
  body: z.object({ reason: z.string().trim().min(1, 'is needed').max(200) }).strict(),
  value: z.object({ promotion: consolePromotionSchema }),
});

/** Sets a draft's banner: a PNG or JPEG of at most 5 MB, re-encoded. */
export const boSetPromotionBanner = defineCall({
  name: 'boSetPromotionBanner',
  method: 'POST',
  path: '/bo/promotions/:promotionId/banner',
  auth: true,
  params: promotionIdParamsSchema,
  query: noInput,
  body: promotionImageSchema.strict(),
  bodyLimitBytes: 8 * 1024 * 1024,
  value: z.object({ promotion: consolePromotionSchema }),
});

export const PROMOTION_APPLICATION_STATUSES = ['APPLYING', 'ISSUED', 'REJECTED'] as const;

export const promotionApplicationSchema = z.object({
  entryId: z.string(),
  promotionId: z.string(),
  merchantCode: z.string(),
  promotionTitle: z.string(),
  memberId: z.string(),
  username: z.string(),
  status: z.enum(PROMOTION_APPLICATION_STATUSES),
  remark: z.string(),
  imageCount: z.number().int(),
  paidMinor: amountSchema,
  rejectReason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type PromotionApplication = z.infer<typeof promotionApplicationSchema>;

export const boGetPromotionApplications = defineCall({
  name: 'boGetPromotionApplications',
  method: 'GET',
  path: '/bo/promotion-applications',
  auth: true,
  query: z.object({ merchantCode: merchantCodeSchema.optional(), status: z.enum(PROMOTION_APPLICATION_STATUSES).optional(), ...pagingQuery(100) }).strict(),
  body: noInput,
  value: z.object({ applications: z.array(promotionApplicationSchema), page: z.number().int(), totalPages: z.number().int() }),
});

export const promotionEntryParamsSchema = z.object({ entryId: z.string().regex(/^[1-9][0-9]{0,17}$/, 'is an entry id') }).strict();

/** An application's images, re-encoded when received; the console shows them as images only. */
export const boGetPromotionApplicationImages = defineCall({
  name: 'boGetPromotionApplicationImages',
  method: 'GET',
  path: '/bo/promotion-applications/:entryId/images',
  auth: true,
  params: promotionEntryParamsSchema,
  query: noInput,
  body: noInput,
  value: z.object({ images: z.array(z.object({ contentType: z.enum(['image/png', 'image/jpeg']), dataBase64: z.string(), width: z.number().int(), height: z.number().int() })) }),
});

/** Approves an application (its reward is paid at once, within the budget) or rejects it with a reason the member sees. */
export const boDecidePromotionApplication = defineCall({
  name: 'boDecidePromotionApplication',
  method: 'POST',
  path: '/bo/promotion-applications/:entryId/decision',
  auth: true,
  params: promotionEntryParamsSchema,
  query: noInput,
  body: z.object({ approve: z.boolean(), reason: z.string().trim().max(200).optional() }).strict(),
  value: z.object({ application: promotionApplicationSchema }),
});

export const PROMOTION_CONSOLE_CALLS = [
  boGetPromotions,
  boGetPromotion,
  boCreatePromotion,
  boUpdatePromotion,
  boSubmitPromotion,
  boDecidePromotion,
  boEndPromotion,
  boSetPromotionBanner,
  boGetPromotionApplications,
  boGetPromotionApplicationImages,
  boDecidePromotionApplication,
] as const;
