import { getBalance, getInHouseFairness, getInHouseSettings, type CallValue } from '@croupier/contract';
import type { StubPlatform } from '@croupier/api-client/testing';
import type { CurrencyFormat } from '@croupier/i18n';

export const BDT: CurrencyFormat = { code: 'BDT', symbol: '৳', scale: 2 };

export const SEED_HASH = 'a'.repeat(64);

export function sampleSettings(houseEdgeBps = 100): CallValue<typeof getInHouseSettings> {
  const limits = { minBetMinor: 100, maxBetMinor: 1_000_000 };
  return { houseEdgeBps, limits: { CRASH: limits, DICE: limits, MINES: limits } };
}

/** Settings, a seed pair whose nonce counts the bets answered, and a balance, as the platform gives them. */
export function answerBasics(platform: StubPlatform, houseEdgeBps = 100) {
  const state = { nonce: 0 };
  platform.answer(getInHouseSettings, () => ({ value: sampleSettings(houseEdgeBps) }));
  platform.answer(getInHouseFairness, () => ({ value: { serverSeedHash: SEED_HASH, clientSeed: 'lucky', nonce: state.nonce } }));
  platform.answer(getBalance, () => ({
    value: { balance: 1_000_000, currency: 'BDT', currencySymbol: '৳', scale: 2, isSingle: true, wallets: [], demo: false },
  }));
  return state;
}
