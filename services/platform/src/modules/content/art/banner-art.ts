import { placedIcon, round } from './icons';
import { scene } from './scenes';
import { pick, seededRandom, seedOf } from '../../../seeded-random';
import type { Mood } from './themes';

export const BANNER_SIZE = { width: 1200, height: 400 } as const;

/** What a banner promotes, read from its id and link: the pictures on its two sides and its mood. */
interface BannerMotif {
  words: readonly string[];
  left: readonly string[];
  right: readonly string[];
  mood: Mood;
}

const MOTIFS: readonly BannerMotif[] = [
  { words: ['verify', 'fair', 'provably'], left: ['magnifying-glass-tilted-left', 'check-mark-button'], right: ['game-die', 'shield'], mood: 'night' },
  { words: ['deposit', 'depositv2', 'reload', 'bkash', 'nagad', 'wallet'], left: ['mobile-phone', 'dollar-banknote'], right: ['money-bag', 'coin'], mood: 'gold' },
  { words: ['bgs', 'crash', 'dice', 'mines', 'welcome', 'originals'], left: ['rocket', 'game-die'], right: ['bomb', 'gem-stone'], mood: 'cosmic' },
  { words: ['rng', 'slots', 'slot'], left: ['slot-machine', 'cherries'], right: ['coin', 'glowing-star'], mood: 'royal' },
  { words: ['live', 'casino', 'fridays'], left: ['spade-suit', 'joker'], right: ['crown', 'gem-stone'], mood: 'royal' },
  { words: ['cricket', 'sports', 'football'], left: ['cricket-game', 'trophy'], right: ['soccer-ball', 'sports-medal'], mood: 'jungle' },
  { words: ['refer', 'friend', 'invite', 'agent'], left: ['handshake', 'wrapped-gift'], right: ['party-popper', 'coin'], mood: 'candy' },
  { words: ['android', 'app', 'download'], left: ['mobile-phone', 'sparkles'], right: ['rocket', 'glowing-star'], mood: 'neon' },
  { words: ['vip', 'loyalty', 'rewards', 'bonus', 'promotion'], left: ['crown', 'gem-stone'], right: ['wrapped-gift', 'money-bag'], mood: 'royal' },
];

const FALLBACK: BannerMotif = { words: [], left: ['party-popper', 'wrapped-gift'], right: ['coin', 'sparkles'], mood: 'gold' };

export function bannerMotif(id: string, linkUrl: string): BannerMotif {
  const words = `${id} ${linkUrl}`.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  return MOTIFS.find((motif) => motif.words.some((word) => words.includes(word))) ?? FALLBACK;
}

/**
 * A banner's picture: its motif's scene across the width, a cluster of pictures on each side and a
 * calm middle where the page sets the headline in the reader's language (the headline is page text,
 * so it takes the brand's fonts in every script).
 */
export function renderBannerArt(banner: { id: string; linkUrl: string }): string {
  const { width, height } = BANNER_SIZE;
  const random = seededRandom(seedOf(banner.id));
  const motif = bannerMotif(banner.id, banner.linkUrl);
  const back = scene(motif.mood, { width, height, random }, { x: width / 2, y: height / 2, r: height * 0.9 }, 'b');
  const cluster = (icons: readonly string[], centre: number) => {
    const [first, second] = [pick(random, icons), icons.find((icon) => icon !== icons[0]) ?? icons[0] ?? 'coin'];
    return placedIcon(first, centre - 135, 48 + random() * 30, 250) + placedIcon(second === first ? icons[0] ?? 'coin' : second, centre + 20 - random() * 40, 200, 150);
  };
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><clipPath id="edge"><rect width="${width}" height="${height}"/></clipPath>${back.defs}<linearGradient id="calm" x1="0" x2="1"><stop offset="0.2" stop-color="#000" stop-opacity="0"/><stop offset="0.5" stop-color="#000" stop-opacity="0.28"/><stop offset="0.8" stop-color="#000" stop-opacity="0"/></linearGradient></defs>`,
    '<g clip-path="url(#edge)">',
    back.body,
    `<rect width="${width}" height="${height}" fill="url(#calm)"/>`,
    cluster(motif.left, round(width * 0.13)),
    cluster(motif.right, round(width * 0.87)),
    '</g></svg>',
  ].join('');
}

/** Every icon a banner can show, for the test that the set has them all. */
export function allBannerIcons(): string[] {
  return [...new Set([...MOTIFS, FALLBACK].flatMap((motif) => [...motif.left, ...motif.right]))];
}
