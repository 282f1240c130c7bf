import { useTranslation } from 'react-i18next';

/** The console's words (the on-demand `backoffice` namespace); the first use suspends until they load. */
export function useConsoleText() {
  return useTranslation('backoffice');
}
