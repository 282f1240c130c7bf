import type { Brand } from '@croupier/brand-config';
import type { Database } from '../../db/database';
import { DEMO_AGENT_USERNAME, lockMemberRow, selectMemberBriefByName } from '../accounts';
import { kindEnabled } from './kinds';
import { startPlatformContract } from './offers';
import { hasAnyContract, type TermsRecord } from './repository';

/**
 * The demo agent's platform contracts, so the agent portal has contracts, flags and settlements to
 * show on a first start: one of every kind the brand runs. Written once per agent that never held a
 * contract (an operator's later changes stay), under a lock on the agent's row so two instances
 * starting together write them once.
 */
export const DEMO_CONTRACT_TERMS: readonly TermsRecord[] = [
  // 0.3% of the team's valid bet each day, once the team bets at least 100.00 that day
  { kind: 'SALARY', period: 'D', ratePpm: 3_000, minValidBetMinor: 10_000n, minProfitLossMinor: null, minActiveMembers: null, minBetAmountMinor: null },
  { kind: 'HOURLY', period: null, ratePpm: 1_000, minValidBetMinor: null, minProfitLossMinor: null, minActiveMembers: null, minBetAmountMinor: null },
  { kind: 'REALTIME', period: null, ratePpm: 500, minValidBetMinor: null, minProfitLossMinor: null, minActiveMembers: null, minBetAmountMinor: null },
  // 10% of what the team loses each half month, with at least one active member
  { kind: 'DIVIDEND', period: 'H', ratePpm: 100_000, minValidBetMinor: null, minProfitLossMinor: null, minActiveMembers: 1, minBetAmountMinor: null },
];

export async function seedDemoContracts(db: Database, brands: readonly Brand[], nowMs: number): Promise<void> {
  for (const brand of brands) {
    const terms = DEMO_CONTRACT_TERMS.filter((each) => kindEnabled(brand, each.kind));
    if (terms.length === 0) continue;
    await db.transaction(async (tx) => {
      const agent = await selectMemberBriefByName(tx, brand.merchantCode, DEMO_AGENT_USERNAME);
      if (!agent || agent.uplineId !== null) return;
      await lockMemberRow(tx, brand.merchantCode, agent.id);
      if (await hasAnyContract(tx, brand.merchantCode, agent.id)) return;
      for (const each of terms) await startPlatformContract(tx, brand, agent.id, each, nowMs);
    });
  }
}
