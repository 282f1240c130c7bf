import type { Brand } from '@croupier/brand-config';
import type { Database } from '../../db/database';
import { seedDemoMembers } from '../accounts/demo-members';
import type { PasswordHasher } from '../accounts/passwords';
import { registerMerchant } from '../brands/service';
import { seedAnnouncements } from '../content/service';
import { seedDemoContracts } from '../contracts/demo-contracts';
import { seedDemoOperators } from '../operators/demo-operators';
import { demoAnnouncementsFor } from './announcements';
import { demoEnabledVendors, generateCatalogue } from './catalogue-generator';
import { seedCatalogue, seedTablesAndWins } from './catalogue-seed';
import { openDemoBalances } from './opening-balances';

/**
 * Gives every brand that this database has not seen a merchant row, its vendors and hot games in the
 * shared catalogue, banners, notices and accounts (a player and an agent), each brand in one
 * transaction. A brand already present is left alone, whatever its data looks like now: operators'
 * changes survive restarts. Live tables and winner boards follow for whoever has none, the demo
 * members' opening balances for whoever has not had them, and the demo operators (two cashiers and a
 * supervisor, on every brand) while no operator exists, and the demo agent's platform contracts while
 * it never had one. Returns the codes of the brands it seeded.
 *
 * Without `accounts` (production, unless DEMO_ACCOUNTS=on) no account is written, nor their balances
 * and contracts: their password is public, so on a live site they would be a way in. The catalogue,
 * banners and notices are still written; a live site's first operator is made with the operator
 * token (`pnpm ops operator create`). See docs/decisions/0026-demo-accounts-outside-production.md.
 */
export async function seedDemoData(db: Database, brands: readonly Brand[], passwords: PasswordHasher, nowMs: number, { accounts }: { accounts: boolean }): Promise<string[]> {
  const seeded: string[] = [];
  // generated once per start (about 10,000 games), and only written when a brand is new
  let catalogue: ReturnType<typeof generateCatalogue> | undefined;
  for (const brand of brands) {
    const isNew = await db.transaction(async (tx) => {
      if (!(await registerMerchant(tx, brand))) return false;
      catalogue ??= generateCatalogue();
      await seedCatalogue(tx, brand.merchantCode, catalogue, demoEnabledVendors(brand.code, catalogue));
      await seedAnnouncements(tx, brand.merchantCode, demoAnnouncementsFor(brand));
      if (accounts) await seedDemoMembers(tx, brand, passwords, nowMs);
      return true;
    });
    if (isNew) seeded.push(brand.code);
  }
  await db.transaction((tx) => seedTablesAndWins(tx, brands, nowMs));
  if (!accounts) return seeded;
  await openDemoBalances(db, brands, nowMs);
  await seedDemoContracts(db, brands, nowMs);
  await seedDemoOperators(db, passwords, nowMs);
  return seeded;
}
