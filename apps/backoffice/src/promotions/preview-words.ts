import { useTranslation } from 'react-i18next';
import type { BackofficeBrand } from '@croupier/contract';
import type { Language } from '@croupier/domain';
import { formatDateTime, formatDigits, formatMoney } from '@croupier/i18n';
import { hundredthsText } from './promotion-form';

// Stable options: useTranslation memoises on them.
const FIXED = { en: { lng: 'en' }, bn: { lng: 'bn' } } as const;

/**
 * The member's words of one language, whatever the console's own: the preview's labels, money, times
 * and digits as the brand's page writes them for a reader of `language`. The first use of a language
 * suspends while its words load.
 */
export function usePreviewWords(brand: BackofficeBrand, language: Language) {
  const { t } = useTranslation('promotionConsole', FIXED[language]);
  const { t: common } = useTranslation('common', FIXED[language]);
  return {
    t,
    common,
    money: (amountMinor: number | null) => (amountMinor === null ? '…' : formatMoney(amountMinor, brand.currency, language)),
    time: (atMs: number | null) => (atMs === null ? '…' : formatDateTime(new Date(atMs), language, brand.timeZone)),
    /** hundredths (a percent in basis points, a multiplier) in the language's digits: 1250 is "12.5" */
    hundredths: (value: number | null) => (value === null ? '…' : formatDigits(hundredthsText(value), language)),
    digits: (text: string) => formatDigits(text, language),
  };
}

export type PreviewWords = ReturnType<typeof usePreviewWords>;
