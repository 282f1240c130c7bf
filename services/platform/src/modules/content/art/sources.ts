import { DISPLAY_FACE } from './display-type';
import { ICON_SOURCE } from './icons';

/** What the drawn pictures are made of and under which licence (docs/decisions/0040). */
export const ART_SOURCES = [
  { use: 'pictures of game subjects, accents and banners', ...ICON_SOURCE },
  { use: 'titles, monograms and word marks', ...DISPLAY_FACE },
] as const;
