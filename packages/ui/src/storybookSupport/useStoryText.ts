import { useTranslation } from 'react-i18next';

/**
 * Sample words for stories, from the `storybook` block of the ui dictionary, so the language toolbar
 * switches story content too. Product code never reads this block.
 */
export function useStoryText(): (key: string) => string {
  const { t } = useTranslation('ui');
  return (key) => t(`storybook.${key}`);
}
