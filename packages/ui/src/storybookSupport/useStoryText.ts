import { useTranslation } from 'react-i18next';
import { STORYBOOK_NAMESPACE } from '@croupier/i18n/storybook';

/**
 * Sample words for stories, from the storybook dictionary (`@croupier/i18n/storybook`), so the
 * language toolbar switches story content too. A missing word shows as "storybook.<key>", which the
 * stories test refuses as an untranslated key.
 */
export function useStoryText(): (key: string, values?: Record<string, string>) => string {
  const { t, i18n } = useTranslation(STORYBOOK_NAMESPACE);
  return (key, values) => {
    if (!i18n.exists(key, { ns: STORYBOOK_NAMESPACE })) return `storybook.${key}`;
    return values ? t(key, values) : t(key);
  };
}
