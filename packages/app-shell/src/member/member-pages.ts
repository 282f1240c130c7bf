/** SPEC §2 member centre pages, by the `page` query of /member; the security centre is the default. */
export const MEMBER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;
export type MemberPage = (typeof MEMBER_PAGES)[number];

export const DEFAULT_MEMBER_PAGE: MemberPage = 'securityCenter';

export function memberPageOf(value: string | null): MemberPage {
  return (MEMBER_PAGES as readonly string[]).includes(value ?? '') ? (value as MemberPage) : DEFAULT_MEMBER_PAGE;
}

export function memberPagePath(page: MemberPage): string {
  return page === DEFAULT_MEMBER_PAGE ? '/member' : `/member?page=${page}`;
}
