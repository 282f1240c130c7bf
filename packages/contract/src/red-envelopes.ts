import { z } from 'zod';
import { defineCall } from './call';
import { pagingQuery } from './query-numbers';

/**
 * Red envelopes ("lucky money", SPEC §1 Rewards; docs/decisions/0043-red-envelopes.md). An operator
 * makes a pool of a brand's money split into envelopes; a second operator's approval funds it; members
 * grab one envelope each while its window is open, the amounts drawn by the double-mean rule from a
 * server seed whose SHA-256 is published with the pool and the seed itself once the pool closes.
 *
 * Member calls are under /wps/ and among the player's calls (ALL_CALLS); console calls are under /bo/
 * (operator session). RED_ENVELOPE_CALLS and RED_ENVELOPE_CONSOLE_CALLS list them.
 */

const noInput = z.object({}).strict();
const merchantCodeSchema = z.string().regex(/^[A-Z0-9]{3,20}$/, 'is a merchant code');
const instantSchema = z.iso.datetime({ offset: true });

export const RED_ENVELOPE_ELIGIBILITIES = ['ALL_MEMBERS', 'DEPOSITORS'] as const;
export type RedEnvelopeEligibility = (typeof RED_ENVELOPE_ELIGIBILITIES)[number];
/** PENDING: awaiting a second operator, nothing funded; OPEN: funded (its window may not have begun); CLOSED: over, seed revealed */
export const RED_ENVELOPE_POOL_STATUSES = ['PENDING', 'OPEN', 'CLOSED'] as const;
/** What a member sees of a pool now: before its window, open to grab, or over (ended, emptied or closed) */
export const RED_ENVELOPE_PHASES = ['UPCOMING', 'OPEN', 'OVER'] as const;
export const RED_ENVELOPE_CLOSE_REASONS = ['ENDED', 'EMPTIED', 'CLOSED_EARLY'] as const;

/** The most envelopes one pool holds. */
export const RED_ENVELOPE_MAX_COUNT = 10_000;
/** The longest window a pool may stay open: 31 days. */
export const RED_ENVELOPE_MAX_WINDOW_MS = 31 * 24 * 60 * 60_000;

export const redEnvelopePoolIdParamsSchema = z.object({ poolId: z.string().regex(/^[1-9][0-9]{0,17}$/, 'is a pool id') }).strict();

const titlesSchema = z.object({ en: z.string(), bn: z.string() });
const amountSchema = z.number().int();

export const redEnvelopeGrabSchema = z.object({
  poolId: z.string(),
  /** the envelope taken, 0 first; its amount is the split's for this index */
  envelopeIndex: z.number().int().min(0),
  amountMinor: amountSchema,
  grabbedAt: z.string(),
});
export type RedEnvelopeGrab = z.infer<typeof redEnvelopeGrabSchema>;

/** A pool as a member sees it. */
export const memberRedEnvelopePoolSchema = z.object({
  poolId: z.string(),
  titles: titlesSchema,
  totalMinor: amountSchema,
  envelopeCount: z.number().int(),
  minMinor: amountSchema,
  /** envelopes not yet grabbed */
  remainingCount: z.number().int().min(0),
  startsAt: z.string(),
  endsAt: z.string(),
  phase: z.enum(RED_ENVELOPE_PHASES),
  eligibility: z.enum(RED_ENVELOPE_ELIGIBILITIES),
  /** whether this member may grab from it (DEPOSITORS: a confirmed deposit) */
  eligible: z.boolean(),
  /** SHA-256 of the server seed, published from the start */
  seedSha256: z.string(),
  /** the server seed, once the pool is closed; null before */
  seed: z.string().nullable(),
  /** this member's envelope of the pool, if grabbed */
  myGrab: redEnvelopeGrabSchema.nullable(),
});
export type MemberRedEnvelopePool = z.infer<typeof memberRedEnvelopePoolSchema>;

/** The brand's funded pools open now or later, and those closed in the last three days (with their seeds). */
export const getRedEnvelopePools = defineCall({
  name: 'getRedEnvelopePools',
  method: 'GET',
  path: '/wps/red-envelopes',
  auth: true,
  query: noInput,
  body: noInput,
  value: z.object({ pools: z.array(memberRedEnvelopePoolSchema) }),
});

/**
 * Grabs the next envelope of a pool, once per member: its amount goes to the main wallet. Refusals:
 * RED_ENVELOPE_NOT_FOUND, RED_ENVELOPE_NOT_STARTED, RED_ENVELOPE_ENDED, RED_ENVELOPE_ALREADY_GRABBED,
 * RED_ENVELOPE_EMPTY, RED_ENVELOPE_NOT_ELIGIBLE, TRIAL_RESTRICTED.
 */
export const grabRedEnvelope = defineCall({
  name: 'grabRedEnvelope',
  method: 'POST',
  path: '/wps/red-envelopes/:poolId/grab',
  auth: true,
  params: redEnvelopePoolIdParamsSchema,
  query: noInput,
  body: noInput,
  value: z.object({ grab: redEnvelopeGrabSchema, pool: memberRedEnvelopePoolSchema }),
});

/** The member's own grabs, newest first. */
export const getMyRedEnvelopeGrabs = defineCall({
  name: 'getMyRedEnvelopeGrabs',
  method: 'GET',
  path: '/wps/red-envelopes/grabs',
  auth: true,
  query: z.object({ ...pagingQuery(100) }).strict(),
  body: noInput,
  value: z.object({
    grabs: z.array(redEnvelopeGrabSchema.extend({ titles: titlesSchema })),
    page: z.number().int(),
    totalPages: z.number().int(),
  }),
});

/**
 * Anyone's check of a pool's fairness, no login: the commitment, the terms, the envelopes grabbed so
 * far, and once closed the seed with every envelope's amount recomputed from it (`amounts`) and
 * whether each grab paid exactly that (`matches`).
 */
export const getRedEnvelopeFairness = defineCall({
  name: 'getRedEnvelopeFairness',
  method: 'GET',
  path: '/wps/red-envelopes/:poolId/fairness',
  auth: false,
  params: redEnvelopePoolIdParamsSchema,
  query: noInput,
  body: noInput,
  value: z.object({
    poolId: z.string(),
    seedSha256: z.string(),
    seed: z.string().nullable(),
    totalMinor: amountSchema,
    envelopeCount: z.number().int(),
    minMinor: amountSchema,
    grabs: z.array(z.object({ envelopeIndex: z.number().int(), amountMinor: amountSchema })),
    amounts: z.array(amountSchema).nullable(),
    matches: z.boolean().nullable(),
  }),
});

// Console calls (operator session; the brand named in the input or found from the pool)

/** A pool as the console shows it, with its figures. */
export const consoleRedEnvelopePoolSchema = z.object({
  poolId: z.string(),
  merchantCode: z.string(),
  titleEn: z.string(),
  titleBn: z.string(),
  totalMinor: amountSchema,
  envelopeCount: z.number().int(),
  minMinor: amountSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  eligibility: z.enum(RED_ENVELOPE_ELIGIBILITIES),
  status: z.enum(RED_ENVELOPE_POOL_STATUSES),
  phase: z.enum(RED_ENVELOPE_PHASES),
  seedSha256: z.string(),
  seed: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
  /** what approval set aside: the total once funded, 0 before */
  fundedMinor: amountSchema,
  grabbedMinor: amountSchema,
  grabbedCount: z.number().int(),
  leftMinor: amountSchema,
  leftCount: z.number().int(),
  closedAt: z.string().nullable(),
  closeReason: z.enum(RED_ENVELOPE_CLOSE_REASONS).nullable(),
  closedBy: z.string().nullable(),
  /** what went back to PROMOTIONS when it closed */
  returnedMinor: amountSchema.nullable(),
});
export type ConsoleRedEnvelopePool = z.infer<typeof consoleRedEnvelopePoolSchema>;

const titleSchema = z.string().trim().min(1, 'is required').max(80, 'is at most 80 characters');
const positiveMinorSchema = z.number().int('must be a whole number of minor units').min(1, 'must be at least 1 minor unit').max(Number.MAX_SAFE_INTEGER);

export const createRedEnvelopePoolInputSchema = z
  .object({
    merchantCode: merchantCodeSchema,
    titleEn: titleSchema,
    titleBn: titleSchema,
    totalMinor: positiveMinorSchema,
    envelopeCount: z.number().int('is a whole number').min(1, 'is at least 1').max(RED_ENVELOPE_MAX_COUNT, `is at most ${RED_ENVELOPE_MAX_COUNT}`),
    minMinor: positiveMinorSchema,
    startsAt: instantSchema,
    endsAt: instantSchema,
    eligibility: z.enum(RED_ENVELOPE_ELIGIBILITIES),
  })
  .strict()
  .refine((input) => input.minMinor * input.envelopeCount <= input.totalMinor, { message: 'must give every envelope at least its minimum', path: ['totalMinor'] })
  .refine((input) => Date.parse(input.endsAt) > Date.parse(input.startsAt), { message: 'must be after the start', path: ['endsAt'] })
  .refine((input) => Date.parse(input.endsAt) - Date.parse(input.startsAt) <= RED_ENVELOPE_MAX_WINDOW_MS, { message: 'is at most 31 days after the start', path: ['endsAt'] });
export type CreateRedEnvelopePoolInput = z.infer<typeof createRedEnvelopePoolInputSchema>;

/** SUPERVISOR and ADMIN: a brand's pools, newest first, with their figures. */
export const boGetRedEnvelopePools = defineCall({
  name: 'boGetRedEnvelopePools',
  method: 'GET',
  path: '/bo/red-envelopes',
  auth: true,
  query: z.object({ merchantCode: merchantCodeSchema, ...pagingQuery(100) }).strict(),
  body: noInput,
  value: z.object({ pools: z.array(consoleRedEnvelopePoolSchema), page: z.number().int(), totalPages: z.number().int() }),
});

/** SUPERVISOR and ADMIN: makes a pool awaiting a second operator's approval; nothing is funded yet. */
export const boCreateRedEnvelopePool = defineCall({
  name: 'boCreateRedEnvelopePool',
  method: 'POST',
  path: '/bo/red-envelopes',
  auth: true,
  query: noInput,
  body: createRedEnvelopePoolInputSchema,
  value: z.object({ pool: consoleRedEnvelopePoolSchema }),
});

/**
 * SUPERVISOR and ADMIN: another operator than its maker approves a pool, which funds it
 * (PROMOTIONS -> RED_ENVELOPE_POOLS, once). SECOND_APPROVER_REQUIRED for the maker, ALREADY_DECIDED
 * for a pool approved or closed.
 */
export const boApproveRedEnvelopePool = defineCall({
  name: 'boApproveRedEnvelopePool',
  method: 'POST',
  path: '/bo/red-envelopes/:poolId/approval',
  auth: true,
  params: redEnvelopePoolIdParamsSchema,
  query: noInput,
  body: noInput,
  value: z.object({ pool: consoleRedEnvelopePoolSchema }),
});

/** SUPERVISOR and ADMIN: closes a pool now; what is left goes back to PROMOTIONS and the seed is revealed. */
export const boCloseRedEnvelopePool = defineCall({
  name: 'boCloseRedEnvelopePool',
  method: 'POST',
  path: '/bo/red-envelopes/:poolId/close',
  auth: true,
  params: redEnvelopePoolIdParamsSchema,
  query: noInput,
  body: z.object({ reason: z.string().trim().min(3, 'is at least 3 characters').max(200, 'is at most 200 characters').optional() }).strict(),
  value: z.object({ pool: consoleRedEnvelopePoolSchema }),
});

/** Member calls of this file (ALL_CALLS holds them too). */
export const RED_ENVELOPE_CALLS = [getRedEnvelopePools, grabRedEnvelope, getMyRedEnvelopeGrabs, getRedEnvelopeFairness] as const;
/** Console calls of this file. */
export const RED_ENVELOPE_CONSOLE_CALLS = [boGetRedEnvelopePools, boCreateRedEnvelopePool, boApproveRedEnvelopePool, boCloseRedEnvelopePool] as const;
