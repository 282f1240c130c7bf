import type { MinorUnits } from '@croupier/domain';

/**
 * What the player chose the last time the transfer dialog opened, remembered in this browser: move the
 * money in without asking next time (auto transfer), and how much (null: all of the main wallet).
 */
export interface GameTransferChoice {
  auto: boolean;
  amountMinor: MinorUnits | null;
}

export const GAME_TRANSFER_CHOICE_KEY = 'croupier.gameTransfer';
/** Game wallets whose game page is open (or was, until its window closed before the money came back). */
export const OPEN_GAME_WALLETS_KEY = 'croupier.openGameWallets';

const NO_CHOICE: GameTransferChoice = { auto: false, amountMinor: null };

function readJson(storage: Storage | undefined, key: string): unknown {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    // Storage switched off, or a value this code did not write: as if nothing were remembered.
    return null;
  }
}

function writeJson(storage: Storage | undefined, key: string, value: unknown): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only loses the remembered choice, never the money.
  }
}

const isAmount = (value: unknown): value is MinorUnits => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

export function readGameTransferChoice(storage: Storage | undefined): GameTransferChoice {
  const stored = readJson(storage, GAME_TRANSFER_CHOICE_KEY);
  if (typeof stored !== 'object' || stored === null) return NO_CHOICE;
  const { auto, amountMinor } = stored as { auto?: unknown; amountMinor?: unknown };
  return { auto: auto === true, amountMinor: isAmount(amountMinor) ? amountMinor : null };
}

export function writeGameTransferChoice(storage: Storage | undefined, choice: GameTransferChoice): void {
  writeJson(storage, GAME_TRANSFER_CHOICE_KEY, choice);
}

/** What to move in: the remembered amount while the main wallet holds it, otherwise all of the main wallet. */
export function amountToMoveIn(choice: GameTransferChoice, mainMinor: MinorUnits): MinorUnits {
  return choice.amountMinor !== null && choice.amountMinor <= mainMinor ? choice.amountMinor : mainMinor;
}

const WALLET_CODE = /^[A-Z0-9_]{2,16}$/;

export function readOpenGameWallets(storage: Storage | undefined): string[] {
  const stored = readJson(storage, OPEN_GAME_WALLETS_KEY);
  return Array.isArray(stored) ? stored.filter((code): code is string => typeof code === 'string' && WALLET_CODE.test(code)) : [];
}

export function markGameWalletOpen(storage: Storage | undefined, wallet: string): void {
  const open = readOpenGameWallets(storage);
  if (!open.includes(wallet)) writeJson(storage, OPEN_GAME_WALLETS_KEY, [...open, wallet]);
}

export function markGameWalletClosed(storage: Storage | undefined, wallet: string): void {
  const open = readOpenGameWallets(storage).filter((code) => code !== wallet);
  writeJson(storage, OPEN_GAME_WALLETS_KEY, open.length > 0 ? open : null);
}
