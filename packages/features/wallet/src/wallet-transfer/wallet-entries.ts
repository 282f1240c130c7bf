import { walletCodeSchema, type BalanceValue, type VendorLane } from '@croupier/contract';
import { BONUS_WALLET, MAIN_WALLET, type MinorUnits } from '@croupier/domain';

/** One wallet as the page shows it: its code, the name to show and what it holds. */
export interface WalletEntry {
  wallet: string;
  /** A vendor's name; null for the main and the bonus wallet, whose names are the reader's words for them. */
  vendorName: string | null;
  balanceMinor: MinorUnits;
}

/** Vendor names by code, in the reader's language, from the catalogue's lanes (a vendor may sit in several). */
function laneNames(lanes: readonly VendorLane[] | undefined): Map<string, string> {
  const names = new Map<string, string>();
  for (const lane of lanes ?? []) for (const vendor of lane.vendors) if (!names.has(vendor.vassalage)) names.set(vendor.vassalage, vendor.name);
  return names;
}

/**
 * The wallets the member holds, the main one first, then the locked bonus wallet once a bonus was
 * credited (decision 0042), then every vendor wallet the balance lists (those that hold or once held
 * money). Names come from the lanes where they can, as those are in the reader's language; a vendor
 * since switched off keeps the name the balance gives it.
 */
export function heldWallets(balance: BalanceValue, lanes: readonly VendorLane[] | undefined): WalletEntry[] {
  const names = laneNames(lanes);
  const main = balance.wallets.find((each) => each.wallet === MAIN_WALLET);
  const bonus = balance.wallets.find((each) => each.wallet === BONUS_WALLET);
  const vendors = balance.wallets.filter((each) => isVendorWallet(each.wallet));
  return [
    { wallet: MAIN_WALLET, vendorName: null, balanceMinor: main?.balanceMinor ?? 0 },
    ...(bonus ? [{ wallet: BONUS_WALLET, vendorName: null, balanceMinor: bonus.balanceMinor }] : []),
    ...vendors.map((each) => ({ wallet: each.wallet, vendorName: names.get(each.wallet) ?? each.name, balanceMinor: each.balanceMinor })),
  ];
}

/** A vendor's own wallet: neither MAIN nor the locked BONUS wallet, which no transfer or collect moves. */
export function isVendorWallet(wallet: string): boolean {
  return wallet !== MAIN_WALLET && wallet !== BONUS_WALLET;
}

/** A vendor wallet a transfer may name; money goes in only while the brand offers its vendor. */
export interface TransferTarget extends WalletEntry {
  takesMoney: boolean;
}

/**
 * Every vendor wallet a transfer may name: each vendor of the catalogue once, in lane order (in a
 * transfer-wallet brand every enabled vendor has a wallet, even one that holds nothing yet), then the
 * held wallets of vendors the catalogue no longer lists, so their money can still be moved back (and
 * only back). While the lanes are not there, every held wallet is offered both ways and the server
 * decides. Codes the contract would refuse as wallet codes are left out rather than offered and refused.
 */
export function transferTargets(balance: BalanceValue, lanes: readonly VendorLane[] | undefined): TransferTarget[] {
  const held = heldWallets(balance, lanes).filter((each) => isVendorWallet(each.wallet));
  const heldByCode = new Map(held.map((each) => [each.wallet, each]));
  const targets: TransferTarget[] = [];
  for (const [code, name] of laneNames(lanes)) {
    if (!isVendorWallet(code) || !walletCodeSchema.safeParse(code).success) continue;
    targets.push({ wallet: code, vendorName: name, balanceMinor: heldByCode.get(code)?.balanceMinor ?? 0, takesMoney: true });
  }
  const listed = new Set(targets.map((each) => each.wallet));
  const retired = held.filter((each) => !listed.has(each.wallet)).map((each) => ({ ...each, takesMoney: lanes === undefined }));
  return [...targets, ...retired];
}
