/**
 * The betting record (SPEC §2 member centre `personalHistoryCopy`; decision 0014): the member's bets of
 * in-house and provider games, one row per round.
 */

/** SPEC §9 paging: 20 rows a page by default; a caller may ask for up to 100. */
export const PAGE_SIZE_BET_RECORDS = 20;
export const MAX_PAGE_SIZE_BET_RECORDS = 100;
/** The widest range one request covers, both days counted: a quarter, as the longest preset is 30 days. */
export const BET_RECORD_MAX_DAYS = 90;

export const BET_RECORD_SOURCES = ['provider', 'in-house'] as const;
export type BetRecordSource = (typeof BET_RECORD_SOURCES)[number];
/** settled: the round has its outcome; open: the stake stands and the outcome is awaited; rolledBack: every stake was returned. */
export const BET_RECORD_STATUSES = ['settled', 'open', 'rolledBack'] as const;
export type BetRecordStatus = (typeof BET_RECORD_STATUSES)[number];

/** What one money movement of a round was. */
export const BET_TRANSACTION_KINDS = ['bet', 'win', 'rollback'] as const;
