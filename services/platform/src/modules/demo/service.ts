import type { Brand } from '@croupier/brand-config';
import type { Database } from '../../db/database';
import { type PasswordHasher, seedDemoMembers } from '../accounts';
import { registerMerchant } from '../brands';
import { seedAnnouncements } from '../content';
import { seedDemoContracts } from '../agent-contracts';
import { applyBrandCatalogue } from '../games';
import { seedDemoOperators } from '../backoffice-operators';
import { seedDemoPromotions } from '../promotions';
import { demoAnnouncementsFor } from './announcements';
import { generateCatalogue } from './catalogue-generator';
import { seedSharedCatalogue, seedTablesAndWins } from './catalogue-seed';
import { openDemoBalances } from './opening-balances';

/**
 * Gives every brand that this database has not seen a merchant row, banners, notices and accounts (a
 * player and an agent), and writes the shared catalogue while the database has none, each brand in one
 * transaction. A brand already present keeps that data, whatever it looks like now: operators' changes
 * survive restarts. The brand's catalogue (its vendors per category and their order, its hot list) is
 * written for every brand at every start, from the brand file, which owns it (decision 0032). Live
 * tables and winner boards follow for whoever has none, the demo members' opening balances for whoever
 * has not had them, and the demo operators (two cashiers and two supervisors, on every brand) while no
 * operator exists, a promotion of each kind for every brand that has none, and the demo agent's platform contracts while it never had one. Returns the codes of
 * the brands it seeded.
 *
 * Without `accounts` (production, unless DEMO_ACCOUNTS=on) no account is written, nor their balances
 * and contracts: their password is public, so on a live site they would be a way in. The catalogue,
 * banners and notices are still written; a live site's first operator is made with the operator
 * token (`pnpm ops operator create`). See docs/decisions/0026-demo-accounts-outside-production.md.
 */
export async function seedDemoData(db: Database, brands: readonly Brand[], passwords: PasswordHasher, nowMs: number, { accounts }: { accounts: boolean }): Promise<string[]> {
  const seeded: string[] = [];
  // generated at most once per start (about 10,000 games), and only while the database has no catalogue
  let catalogue: ReturnType<typeof generateCatalogue> | undefined;
  for (const brand of brands) {
    const isNew = await db.transaction(async (tx) => {
      const registered = await registerMerchant(tx, brand);
      await seedSharedCatalogue(tx, () => (catalogue ??= generateCatalogue()));
      await applyBrandCatalogue(tx, brand);
      if (!registered) return false;
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
  await seedDemoPromotions(db, brands, nowMs);
  return seeded;
}
