import { describe, expect, it } from 'vitest';
import { accountMenuEntries } from './account-menu-entries';

const keys = (...args: Parameters<typeof accountMenuEntries>) => accountMenuEntries(...args).map((entry) => entry.key);

describe('account menu entries', () => {
  it('lists every entry in the spec order for an agent on a brand with every flag', () => {
    expect(keys('agent', { pointsSystem: true, manualRebate: true })).toEqual([
      'bettingRecord',
      'accountRecord',
      'personalProfit',
      'rewardCentre',
      'pointsMall',
      'securityCentre',
      'transferFund',
      'agentCentre',
      'manualRebate',
    ]);
  });

  it('gives the agent centre to agents only', () => {
    expect(keys('member', { pointsSystem: true, manualRebate: true })).not.toContain('agentCentre');
    expect(keys('trial', { pointsSystem: true, manualRebate: true })).not.toContain('agentCentre');
  });

  it('leaves out the points mall and manual rebate where their flags are off', () => {
    expect(keys('member', { pointsSystem: false, manualRebate: false })).toEqual(['bettingRecord', 'accountRecord', 'personalProfit', 'rewardCentre', 'securityCentre', 'transferFund']);
  });

  it('points the security centre at /member and the agent centre at /agentHome', () => {
    const entries = accountMenuEntries('agent', { pointsSystem: false, manualRebate: false });
    expect(entries.find((entry) => entry.key === 'securityCentre')?.to).toBe('/member');
    expect(entries.find((entry) => entry.key === 'agentCentre')?.to).toBe('/agentHome');
    expect(entries.find((entry) => entry.key === 'bettingRecord')?.to).toBe('/member?page=personalHistoryCopy');
    expect(entries.find((entry) => entry.key === 'transferFund')?.to).toBe('/member?page=transferFund');
  });
});
