import { AGENT_REPORT_CSV_MAX_ROWS, AGENT_REPORT_MAX_DAYS, AGENT_REPORT_PAGE_SIZE } from './agents';

/**
 * Agents' salary contracts (SPEC §3 "Contract", §9 salary periods; decision 0022, "Contracts"): an
 * upline pays a direct downline agent a share of its team's play every period. Not the API contract:
 * its calls are in @croupier/contract (agent-contracts.ts), built from these lists.
 */

/**
 * SALARY: daily wages on the team's valid bet, settled per period. HOURLY: the same per clock hour.
 * REALTIME: the same per 5 minutes. DIVIDEND: a share of the team's net loss per period.
 */
export const CONTRACT_KINDS = ['SALARY', 'HOURLY', 'REALTIME', 'DIVIDEND'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** Kinds the brand switches on with `features.salaryContracts`; DIVIDEND goes with `features.dividendContracts`. */
export const SALARY_CONTRACT_KINDS = ['SALARY', 'HOURLY', 'REALTIME'] as const satisfies readonly ContractKind[];

/**
 * SPEC §3 contract periods, cut in the brand's time zone: D a day from local midnight, W a week from
 * Monday, H half a month (the 1st to the 15th, the 16th to the month's end), M a calendar month.
 * SALARY and DIVIDEND take one; HOURLY (a clock hour) and REALTIME (5 minutes) have their own.
 */
export const CONTRACT_PERIODS = ['D', 'W', 'H', 'M'] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];

/** Kinds whose period is chosen from CONTRACT_PERIODS. */
export const PERIODIC_CONTRACT_KINDS = ['SALARY', 'DIVIDEND'] as const satisfies readonly ContractKind[];

/** Rates are millionths (ppm): 1,000,000 is 100%, 3,500 is 0.35%. */
export const CONTRACT_RATE_PPM_MAX = 1_000_000;
export const CONTRACT_RATE_PPM_MIN = 1;

/** The pay of a period: floor(base × ratePpm / 1,000,000) minor units. */
export function contractAmountMinor(baseMinor: bigint, ratePpm: number): { amountMinor: bigint; remainderMicroMinor: number } {
  if (baseMinor <= 0n) return { amountMinor: 0n, remainderMicroMinor: 0 };
  const product = baseMinor * BigInt(ratePpm);
  const scale = BigInt(CONTRACT_RATE_PPM_MAX);
  return { amountMinor: product / scale, remainderMicroMinor: Number(product % scale) };
}

/** ACTIVE: settles every period. ENDED: settles no period that starts after `endedAt`. */
export const CONTRACT_STATUSES = ['ACTIVE', 'ENDED'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/**
 * Why a contract ended. REPLACED: its holder accepted a new offer of the same kind. TERMINATED: a
 * termination request was accepted. RATE_CONFLICT: its giver's own rate fell below it. GIVER_ENDED:
 * its giver no longer holds the kind. OPERATOR: an operator ended a platform contract.
 */
export const CONTRACT_END_REASONS = ['REPLACED', 'TERMINATED', 'RATE_CONFLICT', 'GIVER_ENDED', 'OPERATOR'] as const;
export type ContractEndReason = (typeof CONTRACT_END_REASONS)[number];

/** HOUSE: the platform pays (a top agent's contract made by an operator). UPLINE: the giver's main wallet pays. */
export const CONTRACT_PAYERS = ['HOUSE', 'UPLINE'] as const;
export type ContractPayer = (typeof CONTRACT_PAYERS)[number];

/** NEW: an offer of a contract. TERMINATE: a request to end one. */
export const CONTRACT_REQUEST_TYPES = ['NEW', 'TERMINATE'] as const;
export type ContractRequestType = (typeof CONTRACT_REQUEST_TYPES)[number];

/**
 * SPEC §4 request statuses. PENDING: awaiting the other side. ACCEPTED: an offer taken (a contract
 * started). COMPLETED: a termination carried out. REJECTED: refused by the other side, or void
 * because the contract or the giver's own contract ended first (`reason` says so).
 */
export const CONTRACT_REQUEST_STATUSES = ['PENDING', 'ACCEPTED', 'COMPLETED', 'REJECTED'] as const;
export type ContractRequestStatus = (typeof CONTRACT_REQUEST_STATUSES)[number];

/** Set on requests the platform made or closed on its own; null on those members made and answered. */
export const CONTRACT_REQUEST_REASONS = ['RATE_CONFLICT', 'GIVER_ENDED', 'CONTRACT_ENDED', 'REPLACED'] as const;
export type ContractRequestReason = (typeof CONTRACT_REQUEST_REASONS)[number];

/** PAID: the amount reached the holder. OWED: the payer lacked the money; retried every run, oldest first. NOTHING_DUE: nothing to pay (see `reason`). */
export const SETTLEMENT_STATUSES = ['PAID', 'OWED', 'NOTHING_DUE'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/** Why a period paid nothing: a threshold failed, the base was not positive (no bets; the team won), or the rate left less than one minor unit. */
export const NOTHING_DUE_REASONS = ['THRESHOLD_NOT_MET', 'NO_BASE', 'BELOW_ONE_UNIT'] as const;
export type NothingDueReason = (typeof NOTHING_DUE_REASONS)[number];

/** SPEC §3 thresholds, as a settlement checks them. */
export const CONTRACT_THRESHOLDS = ['MIN_VALID_BET', 'MIN_PROFIT_LOSS', 'MIN_ACTIVE_MEMBERS', 'MIN_BET_AMOUNT'] as const;
export type ContractThreshold = (typeof CONTRACT_THRESHOLDS)[number];

/** Contracts given: 20 a page by default (SPEC §9), up to MAX_PAGE_SIZE_BET_RECORDS. */
export const PAGE_SIZE_CONTRACTS = 20;
/** Held contracts and open offers are few; the list answers at most this many of each, newest first. */
export const MAX_HELD_CONTRACTS_LISTED = 100;

/** SPEC §9 presets (previous and next 7 and 30 days) clamped: a report covers at most 92 days, as the team reports do. */
export const CONTRACT_REPORT_MAX_DAYS = AGENT_REPORT_MAX_DAYS;
/** Reports answer 20 rows a page by default (SPEC §9). */
export const PAGE_SIZE_CONTRACT_REPORTS = AGENT_REPORT_PAGE_SIZE;
/** The most rows a report's CSV export holds, as the team reports' exports. */
export const CONTRACT_REPORT_CSV_MAX_ROWS = AGENT_REPORT_CSV_MAX_ROWS;
