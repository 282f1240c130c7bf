import type { BrandFeatures } from '@croupier/brand-config';
import type { MemberRole } from '@croupier/domain';
import { memberPagePath } from '../member/member-pages';
import { AGENT_HOME_PATH } from '../routing/route-table';

export interface AccountMenuEntry {
  key: string;
  /** Key in the account dictionary */
  labelKey: string;
  to: string;
}

/**
 * SPEC §2 account menu, in its order: records, profit and loss, rewards, the points mall where the
 * points system is on, the security centre and the wallet (next to each other, as in the member
 * centre's pages), the agent centre for agents only, manual rebate where it is on. Sign out closes
 * the menu and is drawn apart.
 */
export function accountMenuEntries(role: MemberRole, features: Pick<BrandFeatures, 'pointsSystem' | 'manualRebate'>): AccountMenuEntry[] {
  const entry = (key: string, to: string): AccountMenuEntry => ({ key, labelKey: `memberMenu.entries.${key}`, to });
  return [
    entry('bettingRecord', memberPagePath('personalHistoryCopy')),
    entry('accountRecord', memberPagePath('transactionHistory')),
    entry('personalProfit', memberPagePath('personalProfit')),
    entry('rewardCentre', memberPagePath('rewardCenter')),
    ...(features.pointsSystem ? [entry('pointsMall', '/pointMall')] : []),
    entry('securityCentre', memberPagePath('securityCenter')),
    entry('transferFund', memberPagePath('transferFund')),
    ...(role === 'agent' ? [entry('agentCentre', AGENT_HOME_PATH)] : []),
    ...(features.manualRebate ? [entry('manualRebate', memberPagePath('manualRebate'))] : []),
  ];
}
