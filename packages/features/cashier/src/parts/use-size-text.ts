import { useTranslation } from 'react-i18next';
import { useLanguage } from '@croupier/i18n';
import { fileSize } from './file-size';

/** A file's size in words of the reader's language: "820 KB", "৫ MB". */
export function useSizeText(): (bytes: number) => string {
  const { t } = useTranslation('cashier');
  const language = useLanguage();
  return (bytes) => {
    const { unit, amount } = fileSize(bytes, language);
    return t(`sizes.${unit}`, { amount });
  };
}
