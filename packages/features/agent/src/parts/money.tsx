import { formatMoney, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { Net } from './page.styles';

/** An amount in the brand's currency, in the reader's digits. */
export function Money({ amountMinor, currency }: { amountMinor: number; currency: CurrencyFormat }) {
  const language = useLanguage();
  return <>{formatMoney(amountMinor, currency, language)}</>;
}

/** A signed amount, coloured: a gain carries a plus so it reads apart from a stake. */
export function NetMoney({ amountMinor, currency }: { amountMinor: number; currency: CurrencyFormat }) {
  const language = useLanguage();
  const text = formatMoney(amountMinor, currency, language);
  return <Net $sign={Math.sign(amountMinor)}>{amountMinor > 0 ? `+${text}` : text}</Net>;
}
