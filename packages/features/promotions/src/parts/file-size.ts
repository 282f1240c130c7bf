import { useTranslation } from 'react-i18next';
import { NUMBER_LOCALE, useLanguage } from '@croupier/i18n';

const KIB = 1024;
const MIB = KIB * KIB;

/** A file's size in words of the reader's language: "820 KB", "৫ MB", at most one decimal. */
export function useSizeText(): (bytes: number) => string {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  return (bytes) => {
    const format = new Intl.NumberFormat(NUMBER_LOCALE[language], { maximumFractionDigits: 1 });
    if (bytes >= MIB) return t('sizes.mb', { amount: format.format(bytes / MIB) });
    return t('sizes.kb', { amount: format.format(Math.max(bytes / KIB, 0.1)) });
  };
}
