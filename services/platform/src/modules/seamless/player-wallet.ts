import { MAIN_WALLET } from '@croupier/domain';
import type { Brand } from '@croupier/brand-config';
import type { AccountRef } from '../ledger';

/**
 * The wallet a provider's game plays against (SPEC §3 merchant wallet): the one wallet of a
 * single-wallet brand, or in a transfer-wallet brand the wallet of the game's vendor, which the player
 * fills by transfer from MAIN. Chosen once per session, at authenticate; a round's win and rollback go
 * back to the wallet its bet came from.
 */
export function walletForGame(brand: Brand, vassalage: string): string {
  return brand.walletMode === 'single' ? MAIN_WALLET : vassalage;
}

export function memberAccount(merchantCode: string, memberId: string, wallet: string): AccountRef {
  return { kind: 'member', merchantCode, memberId, wallet };
}

export function gameHouseAccount(merchantCode: string): AccountRef {
  return { kind: 'house', merchantCode, name: 'GAME_HOUSE' };
}

/** Ledger balances are bigint; the contract carries numbers, which hold any realistic balance exactly. */
export function balanceNumber(balanceMinor: bigint): number {
  if (balanceMinor < 0n || balanceMinor > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`seamless: balance ${balanceMinor} cannot be sent as a safe integer`);
  return Number(balanceMinor);
}
