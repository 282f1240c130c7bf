import type { Brand } from '@croupier/brand-config';
import type { Database } from '../../db/database';
import { DEMO_AGENT_USERNAME, DEMO_PLAYER_USERNAME, selectMemberByUsername } from '../accounts';
import { openDemoMemberBalance } from '../ledger';

/**
 * Gives the demo player and agent of every brand their opening balance. It runs at every start, also
 * for brands seeded before the ledger existed; each member's balance is posted once, under its own key.
 */
export async function openDemoBalances(db: Database, brands: readonly Brand[], nowMs: number): Promise<void> {
  for (const brand of brands) {
    await db.transaction(async (tx) => {
      for (const username of [DEMO_PLAYER_USERNAME, DEMO_AGENT_USERNAME]) {
        const member = await selectMemberByUsername(tx, brand.merchantCode, username);
        if (member) await openDemoMemberBalance(tx, brand, member.id, nowMs);
      }
    });
  }
}
