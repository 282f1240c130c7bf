import type { Brand } from '@croupier/brand-config';
import type { Database } from '../../db/database';
import { upsertLedgerCurrency } from './ledger-repository';

/**
 * Records each brand's currency as the one its merchant's ledger accounts are opened in. Runs at every
 * start, so a brand file's currency is what post() uses from then on.
 */
export async function recordLedgerCurrencies(db: Database, brands: readonly Brand[], nowMs: number): Promise<void> {
  await db.transaction(async (tx) => {
    for (const brand of brands) await upsertLedgerCurrency(tx, brand.merchantCode, brand.currency.code, brand.currency.scale, nowMs);
  });
}
