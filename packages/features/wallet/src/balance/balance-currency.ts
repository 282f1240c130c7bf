import type { BalanceValue } from '@croupier/contract';
import type { CurrencyFormat } from '@croupier/i18n';

/**
 * The currency the amounts of a balance answer are counted in. The answer names the brand's currency
 * and scale beside its minor units, so a figure is always read with the scale it was counted in.
 */
export function currencyOf(balance: Pick<BalanceValue, 'currency' | 'currencySymbol' | 'scale'>): CurrencyFormat {
  return { code: balance.currency, symbol: balance.currencySymbol, scale: balance.scale };
}
