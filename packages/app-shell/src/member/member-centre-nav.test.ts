import { describe, expect, it } from 'vitest';
import { memberCentreNavPages } from './member-centre-nav';
import { MEMBER_PAGES } from './member-pages';

describe('memberCentreNavPages', () => {
  it('offers a tab for every member page, those still coming included, where the brand turns all on', () => {
    expect(memberCentreNavPages({ referral: true, manualRebate: true })).toEqual([...MEMBER_PAGES]);
    expect(memberCentreNavPages({ referral: true, manualRebate: false })).toEqual(
      expect.arrayContaining(['rewardCenter', 'referral', 'missionLeaderboard', 'messageV2', 'personalHistoryCopy']),
    );
  });

  it('leaves out invite friends and manual rebate where the brand turns them off', () => {
    const pages = memberCentreNavPages({ referral: false, manualRebate: false });
    expect(pages).not.toContain('referral');
    expect(pages).not.toContain('manualRebate');
    expect(pages).toHaveLength(MEMBER_PAGES.length - 2);
  });
});
