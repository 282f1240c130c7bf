import { getBalance, getGameVendors, type BalanceValue, type VendorLane, type WalletBalance } from '@croupier/contract';
import { MAIN_WALLET } from '@croupier/domain';
import type { StubPlatform } from '@croupier/api-client/testing';
import type { CurrencyFormat } from '@croupier/i18n';

export const BDT: CurrencyFormat = { code: 'BDT', symbol: '৳', scale: 2 };

export function wallet(code: string, balanceMinor: number, name = code): WalletBalance {
  return { wallet: code, name: code === MAIN_WALLET ? 'main' : name, balanceMinor };
}

/** A balance answer as the platform gives it: the total is the sum of the wallets. */
export function balanceOf(wallets: WalletBalance[], extra: Partial<BalanceValue> = {}): BalanceValue {
  return {
    balance: wallets.reduce((sum, each) => sum + each.balanceMinor, 0),
    currency: 'BDT',
    currencySymbol: '৳',
    scale: 2,
    isSingle: false,
    wallets,
    demo: false,
    ...extra,
  };
}

function vendor(vassalage: string, name: string, gameCount: number) {
  return { vassalage, name, gameCount, iconUrl: `/vendor/${vassalage}.svg` };
}

/** Vendor lanes as the catalogue gives them: EVL in two lanes, and a code that is no wallet code. */
export function sampleLanes(): VendorLane[] {
  return [
    { gameType: 'LIVE', vendors: [vendor('EVL', 'Evolux Live', 4)] },
    { gameType: 'RNG', vendors: [vendor('JDS', 'Jade Dragon Slots', 420), vendor('EVL', 'Evolux Live', 2), vendor('bad code', 'Not a wallet', 1)] },
    { gameType: 'SPORTS', vendors: [vendor('SBX', 'StadiumBet', 30)] },
  ];
}

/**
 * A member's wallets kept by the stub, so a transfer moves money and the next balance shows it: the
 * main wallet holds ৳10,000.00 and Jade Dragon Slots ৳250.50.
 */
export function answerWallets(platform: StubPlatform, start: WalletBalance[] = [wallet(MAIN_WALLET, 1_000_000), wallet('JDS', 25_050, 'Jade Dragon Slots')]) {
  const held = new Map(start.map((each) => [each.wallet, each]));
  const current = () => balanceOf([...held.values()]);
  platform.answer(getBalance, () => ({ value: current() }));
  platform.answer(getGameVendors, () => ({ value: { data: { lanes: sampleLanes() } } }));
  return {
    current,
    move(from: string, to: string, amountMinor: number) {
      const source = held.get(from);
      if (!source) throw new Error(`no ${from} wallet`);
      held.set(from, { ...source, balanceMinor: source.balanceMinor - amountMinor });
      const target = held.get(to) ?? wallet(to, 0, to);
      held.set(to, { ...target, balanceMinor: target.balanceMinor + amountMinor });
    },
  };
}
