import type { GameType } from './game-type';

/**
 * The daily rebate (返水, cashback on valid bets; decisions 0042 and 0044): a share of each member's
 * valid bets of a calendar day in the brand's time zone, at a rate per game type, capped per member
 * and day, paid as cash from the brand's PROMOTIONS account into the member's main wallet. Brands with
 * the manual rebate feature leave it to the member to claim; the others pay it at the brand's pay hour.
 */

/** Rates are millionths (ppm) like the agents' contracts: 4,000 is 0.4%. */
export const REBATE_RATE_PPM_SCALE = 1_000_000;
/** The console sets rates as a percent with two decimals: steps of 0.01%, 100 ppm. */
export const REBATE_RATE_STEP_PPM = 100;
/** At most 5.00%: the market's rates are below 1%, so a larger one is a slip of the keyboard. */
export const REBATE_RATE_PPM_MAX = 50_000;

/**
 * The market's defaults (T5 table, market-anchors §4.3), for every member (no VIP level): slots and
 * fishing 0.4%, cards 0.5%, live casino 0.35%, lottery 0.4%, sports 0.35%. E-sports and cockfight are
 * bets on events as sports are, at 0.35%; crash, arcade, mini and the in-house games are random-number
 * games as slots are, at 0.4%.
 */
export const DEFAULT_REBATE_RATES_PPM: Readonly<Record<GameType, number>> = {
  RNG: 4_000,
  FISH: 4_000,
  PVP: 5_000,
  LIVE: 3_500,
  LOTT: 4_000,
  ELOTT: 4_000,
  SPORTS: 3_500,
  ESPORTS: 3_500,
  COCKFIGHT: 3_500,
  CRASH: 4_000,
  ARCADE: 4_000,
  MINI: 4_000,
  BGS: 4_000,
};

/** The market's daily cap per member, in whole units of the brand's currency (16,888). */
export const DEFAULT_REBATE_DAILY_CAP_MAJOR = 16_888;
/** The largest daily cap the console takes, in whole units of the brand's currency. */
export const REBATE_DAILY_CAP_MAJOR_MAX = 100_000_000;
/** The market pays the previous day's rebate at 12:00 in the brand's time zone. */
export const DEFAULT_REBATE_PAY_HOUR = 12;

/** A finished day stays claimable on a manual-rebate brand for this many days after it ends. */
export const REBATE_CLAIM_DAYS = 7;

/**
 * A day counts as finished this long after its local midnight: a bet taken in its last instant may
 * still be committing at midnight, and a day's figure must not change once it can be paid.
 */
export const REBATE_SETTLE_MS = 60_000;

/** AUTO: paid by the daily run at the pay hour. CLAIM: claimed by the member on the manual rebate page. */
export const REBATE_PAYOUT_MODES = ['AUTO', 'CLAIM'] as const;
export type RebatePayoutMode = (typeof REBATE_PAYOUT_MODES)[number];

/** The member's rebate history, a page at a time. */
export const PAGE_SIZE_REBATE_HISTORY = 10;
export const MAX_PAGE_SIZE_REBATE_HISTORY = 50;

/** The console's daily report covers at most this many days at once. */
export const REBATE_REPORT_MAX_DAYS = 31;

/** The rebate of one game type's valid bets: floor(validBet × ratePpm / 1,000,000) minor units, never below zero. */
export function rebateOfValidBet(validBetMinor: bigint, ratePpm: number): bigint {
  if (validBetMinor <= 0n || ratePpm <= 0) return 0n;
  return (validBetMinor * BigInt(ratePpm)) / BigInt(REBATE_RATE_PPM_SCALE);
}
