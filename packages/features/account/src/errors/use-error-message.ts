import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '@croupier/i18n';
import { useLanguage } from '../parts/use-language';
import { accountErrorText } from './account-error';

/** Turns any failure into the reader's words, by its code (SPEC §8), with numbers in the reader's digits. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('account');
  const language = useLanguage();
  return useCallback(
    (error: unknown) => {
      const { key, values } = accountErrorText(error);
      return t(key, { seconds: formatInteger(values.seconds, language), minutes: formatInteger(values.minutes, language) });
    },
    [t, language],
  );
}
