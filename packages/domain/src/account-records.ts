/**
 * The member's account record (SPEC §2 member centre `transactionHistory`; decision 0018): what moved
 * money in or out of the member's wallets.
 */

/** SPEC §9 paging: 20 rows (or days) a page by default. */
export const PAGE_SIZE_ACCOUNT_RECORDS = 20;

/**
 * What moved money in or out of a member's wallet, as the ledger names its postings. PAYOUT (a held
 * withdrawal paid out) moves money between house accounts only, so no member's record shows it.
 */
export const ACCOUNT_MOVEMENT_KINDS = [
  'BET',
  'WIN',
  'ROLLBACK',
  'TRANSFER',
  'DEMO_GRANT',
  'ADJUSTMENT',
  'DEPOSIT',
  'WITHDRAWAL',
  'WITHDRAWAL_RETURN',
  'COMMISSION',
  'BONUS',
  'BONUS_RELEASE',
  'BONUS_REMOVAL',
  'REBATE',
  'RED_ENVELOPE',
  'PROMOTION',
] as const;
export type AccountMovementKind = (typeof ACCOUNT_MOVEMENT_KINDS)[number];

/** The account record's type filter: every movement, or one group of kinds. */
export const ACCOUNT_MOVEMENT_GROUPS = ['all', 'cashier', 'games', 'transfers', 'rewards', 'other'] as const;
export type AccountMovementGroup = (typeof ACCOUNT_MOVEMENT_GROUPS)[number];

/** The kinds of each group; together they hold every kind once. */
export const ACCOUNT_MOVEMENT_GROUP_KINDS: Record<Exclude<AccountMovementGroup, 'all'>, readonly AccountMovementKind[]> = {
  /** deposits and withdrawals: money from and to the player's own accounts outside the site */
  cashier: ['DEPOSIT', 'WITHDRAWAL', 'WITHDRAWAL_RETURN'],
  /** bets and wins: stakes, payouts and returned stakes of every game */
  games: ['BET', 'WIN', 'ROLLBACK'],
  /** between the member's own wallets */
  transfers: ['TRANSFER'],
  /** promotions' money: bonuses credited, released and taken back, rebates, red envelopes,
   *  promotions' cash rewards (decisions 0042 and 0047) */
  rewards: ['BONUS', 'BONUS_RELEASE', 'BONUS_REMOVAL', 'REBATE', 'RED_ENVELOPE', 'PROMOTION'],
  /** demo balances, operators' corrections, and agent contract pay (paid in, or paid to a downline) */
  other: ['DEMO_GRANT', 'ADJUSTMENT', 'COMMISSION'],
};
