import type { BalanceValue, WalletBalance } from '@croupier/contract';
import type { Brand } from '@croupier/brand-config';
import { BONUS_WALLET, MAIN_WALLET, isTrialType } from '@croupier/domain';
import type { Queryable } from '../../db/database';
import type { MemberRecord } from '../accounts';
import { selectVendorNames, type CatalogueSnapshot } from '../games';
import { selectMemberWallets, toApiMinor } from '../ledger';

/** The main wallet's name is a label key the client translates; vendor wallets carry the vendor's name. */
export const MAIN_WALLET_LABEL = 'main';
/** The locked bonus wallet's name, a label key too (decision 0042). */
export const BONUS_WALLET_LABEL = 'bonus';

/** SPEC §3 merchant wallet: single-wallet brands have MAIN only. */
export function isSingleWallet(brand: Brand): boolean {
  return brand.walletMode === 'single';
}

/**
 * SPEC §7 getBalanceV2: every wallet of the member, MAIN first (even before its first posting), then
 * the locked BONUS wallet once a bonus was credited and each vendor wallet the member ever moved money
 * into, and their total: bonus money is the member's to play with, though not yet to withdraw.
 */
export async function memberBalance(db: Queryable, snapshot: CatalogueSnapshot, brand: Brand, member: MemberRecord): Promise<BalanceValue> {
  const rows = await selectMemberWallets(db, brand.merchantCode, member.id);
  const main = rows.find((row) => row.wallet === MAIN_WALLET);
  const unoffered = rows.filter((row) => row.wallet !== MAIN_WALLET && row.wallet !== BONUS_WALLET && !snapshot.vendor(row.wallet)).map((row) => row.wallet);
  const catalogueNames = await selectVendorNames(db, unoffered);
  const wallets: WalletBalance[] = [{ wallet: MAIN_WALLET, name: MAIN_WALLET_LABEL, balanceMinor: toApiMinor(main?.balanceMinor ?? 0n) }];
  for (const row of rows) {
    if (row.wallet === MAIN_WALLET) continue;
    if (row.wallet === BONUS_WALLET) {
      wallets.push({ wallet: BONUS_WALLET, name: BONUS_WALLET_LABEL, balanceMinor: toApiMinor(row.balanceMinor) });
      continue;
    }
    // A vendor since disabled for this brand still shows, under its catalogue name, while its wallet exists.
    wallets.push({ wallet: row.wallet, name: snapshot.vendor(row.wallet)?.name ?? catalogueNames.get(row.wallet) ?? row.wallet, balanceMinor: toApiMinor(row.balanceMinor) });
  }
  const total = rows.reduce((sum, row) => sum + row.balanceMinor, 0n);
  return {
    balance: toApiMinor(total),
    currency: brand.currency.code,
    currencySymbol: brand.currency.symbol,
    scale: brand.currency.scale,
    isSingle: isSingleWallet(brand),
    wallets,
    demo: isTrialType(member.type),
  };
}
