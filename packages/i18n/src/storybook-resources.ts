import type { Language } from '@croupier/domain';
import bnStorybook from './locales/bn/storybook.json';
import enStorybook from './locales/en/storybook.json';
import type { Dictionary } from './resources';

/**
 * Sample words of the UI kit's stories (banner titles, field labels), in every language. A sub-path
 * of its own that only Storybook and the story tests import, so no brand app ever ships them.
 */
export const STORYBOOK_NAMESPACE = 'storybook';

export const STORYBOOK_RESOURCES: Record<Language, Dictionary> = { bn: bnStorybook, en: enStorybook };
