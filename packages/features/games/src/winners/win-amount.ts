import type { Language, MinorUnits } from '@croupier/domain';
import { formatMoney, type CurrencyFormat } from '@croupier/i18n';
import { WIN_AMOUNT_DECIMALS } from './winner-board';

/**
 * A prize of the winner board: integer minor units of the brand's currency, read with the brand's
 * scale and shown with grouping and exactly 2 decimals (SPEC §3, §9), in the reader's digits.
 */
export function formatWinAmount(amountMinor: MinorUnits, currency: CurrencyFormat, language: Language): string {
  return formatMoney(amountMinor, currency, language, WIN_AMOUNT_DECIMALS);
}
