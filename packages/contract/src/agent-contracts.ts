import { z } from 'zod';
import {
  CONTRACT_END_REASONS,
  CONTRACT_KINDS,
  CONTRACT_PAYERS,
  CONTRACT_PERIODS,
  CONTRACT_RATE_PPM_MAX,
  CONTRACT_RATE_PPM_MIN,
  CONTRACT_REPORT_MAX_DAYS,
  CONTRACT_REQUEST_REASONS,
  CONTRACT_REQUEST_STATUSES,
  CONTRACT_REQUEST_TYPES,
  CONTRACT_STATUSES,
  CONTRACT_THRESHOLDS,
  MAX_PAGE_SIZE_BET_RECORDS,
  NOTHING_DUE_REASONS,
  PERIODIC_CONTRACT_KINDS,
  SETTLEMENT_STATUSES,
  daysInRange,
  type ContractKind,
  type ContractPeriod,
} from '@croupier/domain';
import { AGENT_REPORT_FORMATS, type AgentReportFormat } from './agents';
import { defineCall } from './call';
import { wholeNumber } from './query-numbers';
import { MAX_RECORD_PAGE_NO, calendarDaySchema, recordCurrencySchema } from './records';
import { amountMinorSchema } from './wallet';

/**
 * Agent contracts (SPEC §3 "Contract", §4 contract actions, §9 salary periods): an upline pays a
 * direct downline agent a share of its team's play every period. Four kinds: daily salary (`SALARY`,
 * the brand's "daily wages", settled per day, week, half month or month), hourly salary (`HOURLY`),
 * real-time salary (`REALTIME`, settled every 5 minutes) and dividend (`DIVIDEND`, a share of what
 * the team lost). Offers and terminations are requests the other side answers. Every settled period
 * is a settlement record saying what was paid and why. See docs/decisions/0022-agent-portal.md,
 * "Contracts".
 *
 * Who may call: agents (member types 1, 2, 41, 42). A trial member gets TRIAL_RESTRICTED, any other
 * member NON_AGENT, except `getConsolidated`, which answers every flag false for a non-agent member.
 */

const noInput = z.object({}).strict();

// ---------------------------------------------------------------------------------------------------
// Rates (the kinds, periods, states and limits are @croupier/domain's, agent-contracts.ts)
// ---------------------------------------------------------------------------------------------------

const ratePpmSchema = z
  .number()
  .int('is a whole number of millionths (3500 is 0.35%)')
  .min(CONTRACT_RATE_PPM_MIN, 'is at least 1 millionth')
  .max(CONTRACT_RATE_PPM_MAX, 'is at most 1,000,000 millionths (100%)');

const thresholdMinorSchema = z.number().int('is a whole number of minor units').min(1, 'is at least 1 minor unit when set').max(Number.MAX_SAFE_INTEGER);
const memberCountSchema = z.number().int('is a whole number').min(1, 'is at least 1 when set').max(10_000_000);

const idSchema = z.string().regex(/^[1-9][0-9]{0,18}$/, 'is an id');
const usernameInput = z.string().trim().min(1, 'is required').max(64, 'is at most 64 characters');

// ---------------------------------------------------------------------------------------------------
// Terms
// ---------------------------------------------------------------------------------------------------

/**
 * What a contract pays and when (SPEC §3). Every threshold is optional (null: none) and all that are
 * set must hold, or the period pays nothing and its settlement says which failed.
 */
export const contractTermsSchema = z.object({
  kind: z.enum(CONTRACT_KINDS),
  /** SALARY and DIVIDEND: D, W, H or M. HOURLY and REALTIME: null (an hour, 5 minutes) */
  period: z.enum(CONTRACT_PERIODS).nullable(),
  /** the share in millionths: 3,500 is 0.35% */
  ratePpm: z.number().int().min(CONTRACT_RATE_PPM_MIN).max(CONTRACT_RATE_PPM_MAX),
  /** SPEC "period valid bet": the team's valid bet of the period is at least this */
  minValidBetMinor: amountMinorSchema.nullable(),
  /** SPEC "period profit and loss", DIVIDEND only: the team's net loss of the period is at least this */
  minProfitLossMinor: amountMinorSchema.nullable(),
  /** SPEC "active members": team members with a settled bet in the period, at least this many */
  minActiveMembers: z.number().int().min(0).nullable(),
  /**
   * SPEC "bet amount daily or hourly", SALARY and HOURLY only: the team's valid bet on every day of
   * the period (SALARY) or in the hour (HOURLY) is at least this
   */
  minBetAmountMinor: amountMinorSchema.nullable(),
});
export type ContractTerms = z.infer<typeof contractTermsSchema>;

/**
 * Terms as an offer sends them. The checks beyond each field: a period exactly for SALARY and
 * DIVIDEND, `minProfitLossMinor` only for DIVIDEND, `minBetAmountMinor` only for SALARY and HOURLY.
 */
export const contractTermsInputShape = {
  kind: z.enum(CONTRACT_KINDS),
  /** required for SALARY and DIVIDEND, left out (or null) for HOURLY and REALTIME */
  period: z.enum(CONTRACT_PERIODS).nullable().optional(),
  /** 1 to 1,000,000 millionths, and never above the offering agent's own rate for the kind */
  ratePpm: ratePpmSchema,
  minValidBetMinor: thresholdMinorSchema.nullable().optional(),
  minProfitLossMinor: thresholdMinorSchema.nullable().optional(),
  minActiveMembers: memberCountSchema.nullable().optional(),
  minBetAmountMinor: thresholdMinorSchema.nullable().optional(),
};

type TermsInput = {
  kind: ContractKind;
  period?: ContractPeriod | null | undefined;
  minProfitLossMinor?: number | null | undefined;
  minBetAmountMinor?: number | null | undefined;
};

/** The cross-field rules of terms, as field errors. */
export function checkContractTerms(terms: TermsInput, context: z.RefinementCtx): void {
  const periodic = (PERIODIC_CONTRACT_KINDS as readonly ContractKind[]).includes(terms.kind);
  if (periodic && (terms.period === undefined || terms.period === null)) {
    context.addIssue({ code: 'custom', path: ['period'], message: `is required for ${terms.kind}: D, W, H or M` });
  }
  if (!periodic && terms.period !== undefined && terms.period !== null) {
    context.addIssue({ code: 'custom', path: ['period'], message: `is fixed for ${terms.kind}: leave it out` });
  }
  if (terms.kind !== 'DIVIDEND' && terms.minProfitLossMinor !== undefined && terms.minProfitLossMinor !== null) {
    context.addIssue({ code: 'custom', path: ['minProfitLossMinor'], message: 'applies to DIVIDEND contracts only' });
  }
  if (terms.kind !== 'SALARY' && terms.kind !== 'HOURLY' && terms.minBetAmountMinor !== undefined && terms.minBetAmountMinor !== null) {
    context.addIssue({ code: 'custom', path: ['minBetAmountMinor'], message: 'applies to SALARY and HOURLY contracts only' });
  }
}

// ---------------------------------------------------------------------------------------------------
// Contracts and requests
// ---------------------------------------------------------------------------------------------------

export const contractRequestSchema = z.object({
  requestId: z.string(),
  type: z.enum(CONTRACT_REQUEST_TYPES),
  status: z.enum(CONTRACT_REQUEST_STATUSES),
  /** NEW: the contract the accepted offer started (null until then). TERMINATE: the contract to end */
  contractId: z.string().nullable(),
  /** NEW: the offered terms. TERMINATE: the terms of the contract to end */
  terms: contractTermsSchema,
  /** who asked: the offering upline, or the side asking to terminate; null when the platform did */
  fromUsername: z.string().nullable(),
  /** who answers (or would have answered) */
  toUsername: z.string(),
  /** true when the caller is the one to answer it */
  awaitingCaller: z.boolean(),
  reason: z.enum(CONTRACT_REQUEST_REASONS).nullable(),
  /** ISO time */
  createdAt: z.string(),
  /** ISO time of the answer; null while PENDING */
  answeredAt: z.string().nullable(),
});
export type ContractRequest = z.infer<typeof contractRequestSchema>;

export const contractSchema = z.object({
  contractId: z.string(),
  terms: contractTermsSchema,
  /** the agent paid */
  holderUsername: z.string(),
  /** the upline who gave it; null for a platform contract an operator made */
  giverUsername: z.string().nullable(),
  payer: z.enum(CONTRACT_PAYERS),
  status: z.enum(CONTRACT_STATUSES),
  /** ISO time the contract took effect; its first period is the one this falls in */
  startedAt: z.string(),
  /** ISO time it ended; null while ACTIVE */
  endedAt: z.string().nullable(),
  endReason: z.enum(CONTRACT_END_REASONS).nullable(),
  /** the offer that made it and every termination request of it, oldest first */
  requests: z.array(contractRequestSchema),
});
export type Contract = z.infer<typeof contractSchema>;

/** A contract further down that would end (or did end) because its giver's rate fell below it, or its giver's contract ended. */
export const contractConflictSchema = z.object({
  contractId: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  holderUsername: z.string(),
  giverUsername: z.string(),
  ratePpm: z.number().int(),
  /** RATE_CONFLICT: above its giver's new rate. GIVER_ENDED: further down, under a contract that ends */
  because: z.enum(['RATE_CONFLICT', 'GIVER_ENDED']),
});
export type ContractConflict = z.infer<typeof contractConflictSchema>;

/** A kind the caller may give its direct downlines, with the highest rate it may offer. */
export const offerableKindSchema = z.object({
  kind: z.enum(CONTRACT_KINDS),
  /** the caller's own active contract of the kind */
  ownContractId: z.string(),
  /** the caller's own rate: no offer may exceed it */
  maxRatePpm: z.number().int(),
});
export type OfferableKind = z.infer<typeof offerableKindSchema>;

// ---------------------------------------------------------------------------------------------------
// Consolidated flags and the popup
// ---------------------------------------------------------------------------------------------------

/**
 * SPEC §3 consolidated info and §7 "consolidated funds": which contract pages the agent sees. A flag
 * is true when the brand has the kind switched on and the agent holds, held or gave a contract of it.
 */
export const getConsolidated = defineCall({
  name: 'getConsolidated',
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  auth: true,
  query: noInput,
  body: noInput,
  value: z.object({
    /** SALARY: the daily wages page (agentDailyWages2) */
    dailysalreqtype: z.boolean(),
    /** DIVIDEND: the dividend record page (agentDividendRecordCopy2) */
    divtypereq: z.boolean(),
    /** HOURLY: the hourly salary page (agentHourSalary) */
    contracthoursalreqs: z.boolean(),
    /** REALTIME: the real-time salary page (agentRealtimeSalary) */
    realtimesalreqtype: z.boolean(),
    /** contract requests awaiting the caller's answer: the contract popup opens when above 0 */
    pendingRequests: z.number().int().min(0),
  }),
});
export type Consolidated = z.infer<typeof getConsolidated.value>;

/** A request awaiting the caller's answer, with what accepting it would end further down. */
export const pendingContractRequestSchema = contractRequestSchema.extend({
  /** accepting this NEW offer lowers the caller's rate below these contracts it gave: they end too (confirmTerminations) */
  wouldTerminate: z.array(contractConflictSchema),
});
export type PendingContractRequest = z.infer<typeof pendingContractRequestSchema>;

/** The contract popup (SPEC §2, logged-in only): requests awaiting the caller, and those the caller awaits. */
export const getPendingContractRequests = defineCall({
  name: 'getPendingContractRequests',
  method: 'GET',
  path: '/wps/member/contracts/requests/pending',
  auth: true,
  query: noInput,
  body: noInput,
  value: z.object({
    /** offers and termination requests the caller answers, oldest first */
    awaitingCaller: z.array(pendingContractRequestSchema),
    /** the caller's own requests still awaiting the other side, oldest first */
    awaitingOthers: z.array(contractRequestSchema),
  }),
});
export type PendingContractRequests = z.infer<typeof getPendingContractRequests.value>;

// ---------------------------------------------------------------------------------------------------
// The contracts list and the actions
// ---------------------------------------------------------------------------------------------------

export const CONTRACT_LIST_STATUSES = ['active', 'all'] as const;

export const contractListQuerySchema = z
  .object({
    /** active (the default): ACTIVE contracts only; all: ended ones too */
    status: z.enum(CONTRACT_LIST_STATUSES).optional(),
    /** only contracts given to this direct downline */
    downline: usernameInput.optional(),
    kind: z.enum(CONTRACT_KINDS).optional(),
    pageNo: wholeNumber(1, MAX_RECORD_PAGE_NO).optional(),
    pageSize: wholeNumber(1, MAX_PAGE_SIZE_BET_RECORDS).optional(),
  })
  .strict();

/** The caller's contracts: held (from its upline or the platform) and given (to its direct downlines), each with its requests. */
export const getContracts = defineCall({
  name: 'getContracts',
  method: 'GET',
  path: '/wps/member/contracts',
  auth: true,
  query: contractListQuerySchema,
  body: noInput,
  value: z.object({
    /** contracts the caller holds, ACTIVE first, then newest first */
    held: z.array(contractSchema),
    /** a page of contracts the caller gave, ACTIVE first, then newest first */
    given: z.array(contractSchema),
    pageNo: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    /** contracts given in the filter, over every page */
    total: z.number().int().min(0),
    totalPages: z.number().int().min(0),
    /** offers (NEW requests) sent or received that started no contract: PENDING or REJECTED, newest first */
    openOffers: z.array(contractRequestSchema),
    /** kinds the caller may give now, with its own rate as the ceiling; empty for an agent holding none */
    offerable: z.array(offerableKindSchema),
  }),
});
export type ContractList = z.infer<typeof getContracts.value>;

const offerFields = {
  /** a direct downline agent of the caller */
  downlineUsername: usernameInput,
  ...contractTermsInputShape,
};

export const contractOfferInputSchema = z
  .object({
    ...offerFields,
    /**
     * Sent true after the caller saw CONTRACT_RATE_CONFLICT (or the preview's conflicts): the
     * listed contracts further down end when the offer is accepted.
     */
    confirmTerminations: z.boolean().optional(),
  })
  .strict()
  .superRefine(checkContractTerms);

/**
 * What an offer would do before it is sent: the highest rate allowed, the contract it would replace,
 * and the contracts further down that would end when it is accepted (the SPEC §4 warning).
 */
export const previewContractOffer = defineCall({
  name: 'previewContractOffer',
  method: 'POST',
  path: '/wps/member/contracts/offers/preview',
  auth: true,
  query: noInput,
  body: z.object(offerFields).strict().superRefine(checkContractTerms),
  value: z.object({
    /** the caller's own rate of the kind */
    maxRatePpm: z.number().int(),
    /** the downline's active contract of the kind from the caller, which acceptance would end */
    replaces: contractSchema.nullable(),
    conflicts: z.array(contractConflictSchema),
  }),
});
export type ContractOfferPreview = z.infer<typeof previewContractOffer.value>;

/**
 * Offers a contract to a direct downline agent: a PENDING NEW request it accepts or rejects. The
 * caller must hold an active contract of the kind at a rate no lower than the offer's
 * (CONTRACT_NOT_HELD, CONTRACT_RATE_ABOVE_OWN). When acceptance would leave contracts further down
 * above their giver's rate, the first send answers CONTRACT_RATE_CONFLICT naming them; send again
 * with `confirmTerminations: true`.
 */
export const offerContract = defineCall({
  name: 'offerContract',
  method: 'POST',
  path: '/wps/member/contracts/offers',
  auth: true,
  query: noInput,
  body: contractOfferInputSchema,
  value: z.object({
    request: contractRequestSchema,
    /** contracts further down that end when the offer is accepted (the caller confirmed them) */
    wouldTerminate: z.array(contractConflictSchema),
  }),
});

export const answerContractRequestInputSchema = z
  .object({
    accept: z.boolean(),
    /** accepting a lower offer than the rates the caller gave: confirms that those contracts end (see CONTRACT_RATE_CONFLICT) */
    confirmTerminations: z.boolean().optional(),
  })
  .strict();

/**
 * Accepts or rejects a PENDING request the caller is to answer. Accepting an offer starts the
 * contract (ending the holder's contract of the kind it replaces); accepting a termination ends the
 * contract (COMPLETED). A request asked by the caller gets CONTRACT_WRONG_SIDE, an answered one
 * CONTRACT_REQUEST_CLOSED.
 */
export const answerContractRequest = defineCall({
  name: 'answerContractRequest',
  method: 'POST',
  path: '/wps/member/contracts/requests/:requestId/answer',
  auth: true,
  params: z.object({ requestId: idSchema }).strict(),
  query: noInput,
  body: answerContractRequestInputSchema,
  value: z.object({
    request: contractRequestSchema,
    /** the contract started (accepted offer) or ended (completed termination); null when rejected */
    contract: contractSchema.nullable(),
    /** contracts further down that ended with it */
    terminated: z.array(contractConflictSchema),
  }),
});

/**
 * Either side of an active contract asks to end it: a PENDING TERMINATE request the other side
 * answers. A second one while the first is pending gets CONTRACT_REQUEST_PENDING; an ended
 * contract CONTRACT_ENDED. Platform contracts are ended by an operator, not by request.
 */
export const requestContractTermination = defineCall({
  name: 'requestContractTermination',
  method: 'POST',
  path: '/wps/member/contracts/:contractId/terminate',
  auth: true,
  params: z.object({ contractId: idSchema }).strict(),
  query: noInput,
  body: noInput,
  value: z.object({ request: contractRequestSchema }),
});

// ---------------------------------------------------------------------------------------------------
// Settlements and reports
// ---------------------------------------------------------------------------------------------------

export const thresholdCheckSchema = z.object({
  threshold: z.enum(CONTRACT_THRESHOLDS),
  /** the contract's figure (minor units, or members for MIN_ACTIVE_MEMBERS) */
  required: z.number().int(),
  /** the period's figure; for MIN_BET_AMOUNT the lowest day's (SALARY) or the hour's (HOURLY) team valid bet */
  actual: z.number().int(),
  met: z.boolean(),
});
export type ThresholdCheck = z.infer<typeof thresholdCheckSchema>;

/** One settled period of one contract: the figures, the checks, and what was paid. */
export const settlementSchema = z.object({
  settlementId: z.string(),
  contractId: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  period: z.enum(CONTRACT_PERIODS).nullable(),
  /** ISO time the period began (inclusive) */
  periodStart: z.string(),
  /** ISO time the period ended (exclusive) */
  periodEnd: z.string(),
  /**
   * The part of the period the contract was in force, [coveredFrom, coveredTo): the whole period but
   * for the first and last one of a contract. The figures count rounds settled in this part only.
   */
  coveredFrom: z.string(),
  coveredTo: z.string(),
  holderUsername: z.string(),
  /** the giver whose wallet pays; null when the platform pays */
  payerUsername: z.string().nullable(),
  payer: z.enum(CONTRACT_PAYERS),
  /** the team's valid bet: stakes of rounds settled in the period, rolled-back stakes left out */
  validBetMinor: amountMinorSchema,
  /** the team's stakes minus payouts of those rounds: positive when the team lost, negative when it won */
  netLossMinor: z.number().int(),
  /** team members with a settled round in the period */
  activeMembers: z.number().int().min(0),
  /** what the rate applies to: the valid bet (salary kinds) or the net loss when positive, else 0 (DIVIDEND) */
  baseMinor: amountMinorSchema,
  ratePpm: z.number().int(),
  /** every threshold the contract sets, checked; empty when it sets none */
  checks: z.array(thresholdCheckSchema),
  /** floor(base × rate / 1,000,000); 0 when NOTHING_DUE */
  amountMinor: amountMinorSchema,
  /** millionths of a minor unit rounding down left unpaid */
  remainderMicroMinor: z.number().int().min(0),
  status: z.enum(SETTLEMENT_STATUSES),
  /** NOTHING_DUE only: why */
  reason: z.enum(NOTHING_DUE_REASONS).nullable(),
  /** ISO time the period was settled */
  settledAt: z.string(),
  /** ISO time the money moved; null unless PAID */
  paidAt: z.string().nullable(),
});
export type Settlement = z.infer<typeof settlementSchema>;

/**
 * `format=csv` answers `text/csv` (UTF-8, header line, CRLF) with every row of the range up to
 * CONTRACT_REPORT_CSV_MAX_ROWS (@croupier/domain), in the same shape as the team reports' exports
 * (agents.ts); when cut, the last line starts with AGENT_REPORT_CSV_CUT_MARK. Paging numbers are not
 * taken with `format=csv`.
 */
export const REPORT_FORMATS = AGENT_REPORT_FORMATS;

function withReportRange<Schema extends z.ZodType<{ from: string; to: string; format?: AgentReportFormat | undefined; pageNo?: number | undefined; pageSize?: number | undefined }>>(
  schema: Schema,
): Schema {
  return schema
    .refine((query) => query.from <= query.to, { message: 'must be on or after from', path: ['to'] })
    .refine((query) => query.from > query.to || daysInRange(query.from, query.to) <= CONTRACT_REPORT_MAX_DAYS, {
      message: `covers at most ${CONTRACT_REPORT_MAX_DAYS} days`,
      path: ['to'],
    })
    .refine((query) => query.format !== 'csv' || (query.pageNo === undefined && query.pageSize === undefined), {
      message: 'is not taken with format=csv, which exports every row of the range',
      path: ['pageNo'],
    });
}

const reportPageShape = {
  pageNo: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
  totalPages: z.number().int().min(0),
  currency: recordCurrencySchema,
  /** the IANA zone the days and periods are counted in */
  timeZone: z.string(),
};

/** held: periods of contracts the caller holds (paid to it). given: of contracts it gave (paid by it). */
export const SETTLEMENT_SIDES = ['held', 'given'] as const;

export const settlementQuerySchema = withReportRange(
  z
    .object({
      /** the page's kind: SALARY agentDailyWages2, HOURLY agentHourSalary, REALTIME agentRealtimeSalary, DIVIDEND agentDividendRecordCopy2 */
      kind: z.enum(CONTRACT_KINDS),
      side: z.enum(SETTLEMENT_SIDES).optional(),
      /** calendar days in the brand's time zone; a period counts on the day it began */
      from: calendarDaySchema,
      to: calendarDaySchema,
      status: z.enum(SETTLEMENT_STATUSES).optional(),
      /** side=given: only this direct downline's */
      downline: usernameInput.optional(),
      pageNo: wholeNumber(1, MAX_RECORD_PAGE_NO).optional(),
      pageSize: wholeNumber(1, MAX_PAGE_SIZE_BET_RECORDS).optional(),
      /** csv: the whole range as text/csv instead of a page */
      format: z.enum(REPORT_FORMATS).optional(),
    })
    .strict()
    .refine((query) => query.downline === undefined || query.side === 'given', { message: 'is taken with side=given only', path: ['downline'] }),
);

export const settlementTotalsSchema = z.object({
  settlements: z.number().int().min(0),
  paidMinor: amountMinorSchema,
  owedMinor: amountMinorSchema,
  validBetMinor: amountMinorSchema,
  baseMinor: amountMinorSchema,
});
export type SettlementTotals = z.infer<typeof settlementTotalsSchema>;

/**
 * The settlement records of one kind (the pages agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary, agentDividendRecordCopy2), newest period first, with the figures and why.
 */
export const getContractSettlements = defineCall({
  name: 'getContractSettlements',
  method: 'GET',
  path: '/wps/member/contracts/settlements',
  auth: true,
  query: settlementQuerySchema,
  body: noInput,
  value: z.object({
    rows: z.array(settlementSchema),
    /** every settlement of the range and filter, not only this page */
    totals: settlementTotalsSchema,
    ...reportPageShape,
  }),
});
export type SettlementPage = z.infer<typeof getContractSettlements.value>;

export const revenueQuerySchema = withReportRange(
  z
    .object({
      /** calendar days in the brand's time zone, by the day the money was paid */
      from: calendarDaySchema,
      to: calendarDaySchema,
      kind: z.enum(CONTRACT_KINDS).optional(),
      pageNo: wholeNumber(1, MAX_RECORD_PAGE_NO).optional(),
      pageSize: wholeNumber(1, MAX_PAGE_SIZE_BET_RECORDS).optional(),
      format: z.enum(REPORT_FORMATS).optional(),
    })
    .strict(),
);

export const revenueByKindSchema = z.object({
  kind: z.enum(CONTRACT_KINDS),
  settlements: z.number().int().min(0),
  amountMinor: amountMinorSchema,
});

/**
 * agentRevenueReport ("my income"): every settlement paid to the caller in the range, newest paid
 * first, with totals over the range per kind.
 */
export const getAgentRevenueReport = defineCall({
  name: 'getAgentRevenueReport',
  method: 'GET',
  path: '/wps/member/contracts/revenue',
  auth: true,
  query: revenueQuerySchema,
  body: noInput,
  value: z.object({
    /** PAID settlements of contracts the caller holds */
    rows: z.array(settlementSchema),
    totals: z.object({
      settlements: z.number().int().min(0),
      amountMinor: amountMinorSchema,
      /** in the order of CONTRACT_KINDS, kinds with nothing paid left out */
      byKind: z.array(revenueByKindSchema),
      /** owed to the caller now, whatever the range: settlements its payers could not yet pay */
      owedNowMinor: amountMinorSchema,
    }),
    ...reportPageShape,
  }),
});
export type RevenueReport = z.infer<typeof getAgentRevenueReport.value>;

// ---------------------------------------------------------------------------------------------------
// Operator calls (X-Ops-Token, brand in the path; kept out of ALL_CALLS)
// ---------------------------------------------------------------------------------------------------

const brandParams = z.object({ code: z.string().min(1).max(40) }).strict();

/**
 * Gives a top agent (an agent without an upline) a platform-paid contract, active at once. It
 * replaces the agent's platform contract of the kind; when the new rate is below rates the agent
 * gave, the first send answers CONTRACT_RATE_CONFLICT and `confirmTerminations: true` ends them.
 */
export const opsGrantAgentContract = defineCall({
  name: 'opsGrantAgentContract',
  method: 'POST',
  path: '/ops/brands/:code/agent-contracts',
  auth: false,
  params: brandParams,
  query: noInput,
  body: z
    .object({ username: usernameInput, ...contractTermsInputShape, confirmTerminations: z.boolean().optional() })
    .strict()
    .superRefine(checkContractTerms),
  value: z.object({ contract: contractSchema, terminated: z.array(contractConflictSchema) }),
});

/** Ends a platform contract; the contracts its holder gave of the kind end with it (GIVER_ENDED). */
export const opsEndAgentContract = defineCall({
  name: 'opsEndAgentContract',
  method: 'DELETE',
  path: '/ops/brands/:code/agent-contracts/:contractId',
  auth: false,
  params: z.object({ code: z.string().min(1).max(40), contractId: idSchema }).strict(),
  query: noInput,
  body: noInput,
  value: z.object({ contract: contractSchema, terminated: z.array(contractConflictSchema) }),
});

/** Member calls of this file, for ALL_CALLS. */
export const AGENT_CONTRACT_CALLS = [
  getConsolidated,
  getPendingContractRequests,
  getContracts,
  previewContractOffer,
  offerContract,
  answerContractRequest,
  requestContractTermination,
  getContractSettlements,
  getAgentRevenueReport,
] as const;

/** Operator calls of this file, for OPS_CALLS. */
export const AGENT_CONTRACT_OPS_CALLS = [opsGrantAgentContract, opsEndAgentContract] as const;
