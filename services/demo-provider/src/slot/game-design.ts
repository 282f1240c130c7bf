import { REEL_COUNT } from './paylines';
import { scaledPaytable, type Paytable } from './rtp';
import { seededIndex, seededRandomOf, seededShuffle, type SeededRandom } from './seeded-random';

export interface SlotSymbol {
  glyph: string;
  /** CSS colour of the glyph */
  colour: string;
}

export interface GameTheme {
  background: string;
  panel: string;
  accent: string;
  text: string;
}

/** Everything that makes one game code's slot look and pay the way it does; the same code, the same game. */
export interface GameDesign {
  gameCode: string;
  /** lowest paying first */
  symbols: readonly SlotSymbol[];
  /** one strip per reel, each a cycle of symbol indexes */
  reels: readonly (readonly number[])[];
  paytable: Paytable;
  /** the return the paytable is scaled to, in basis points (9537 is 95.37%) */
  statedRtpBasisPoints: number;
  theme: GameTheme;
}

/** Glyphs that every system font has, so the page needs no images or web fonts. Eight each, lowest first. */
const SYMBOL_SETS: readonly (readonly string[])[] = [
  ['10', 'J', 'Q', 'K', 'A', '★', '♛', '7'],
  ['♣', '♦', '♥', '♠', '☘', '★', '♛', '7'],
  ['●', '▲', '■', '◆', '☾', '☀', '★', '7'],
  ['Ω', 'Σ', 'Δ', 'Φ', 'Ψ', '♫', '♛', '7'],
];

/** How often each symbol sits on a strip before the per-reel jitter: the rarer, the better it pays. */
const BASE_SYMBOL_COUNTS = [8, 7, 6, 5, 4, 3, 2, 2];

/**
 * Pays per line bet before scaling, for runs of 3, 4 and 5, lowest symbol first. Scaling keeps these
 * proportions and moves the whole table to the stated return.
 */
const RAW_PAYS: readonly (readonly number[])[] = [
  [5, 10, 50],
  [5, 15, 60],
  [10, 20, 80],
  [10, 30, 100],
  [15, 50, 150],
  [20, 80, 250],
  [30, 120, 500],
  [50, 200, 1000],
];

/** Stated returns run from 94.00% to 97.00% of the stakes, in basis points. */
const MIN_RTP_BASIS_POINTS = 9400;
const RTP_SPREAD_BASIS_POINTS = 301;

/** The return a game's paytable is scaled to, as a fraction (0.9537 for 95.37%). */
export function statedRtpOf(gameCode: string): number {
  return statedRtpBasisPointsOf(gameCode) / 10_000;
}

function statedRtpBasisPointsOf(gameCode: string): number {
  const random = seededRandomOf(`rtp:${gameCode}`);
  return MIN_RTP_BASIS_POINTS + seededIndex(random, RTP_SPREAD_BASIS_POINTS);
}

function reelStrip(random: SeededRandom): number[] {
  const counts = BASE_SYMBOL_COUNTS.map((count) => count + seededIndex(random, 3) - 1);
  const strip = counts.flatMap((count, symbol) => Array.from({ length: Math.max(1, count) }, () => symbol));
  return seededShuffle(random, strip);
}

function themeOf(random: SeededRandom): { theme: GameTheme; hue: number } {
  const hue = seededIndex(random, 360);
  return {
    hue,
    theme: {
      background: `hsl(${hue} 45% 12%)`,
      panel: `hsl(${hue} 40% 20%)`,
      accent: `hsl(${(hue + 180) % 360} 85% 58%)`,
      text: `hsl(${hue} 30% 94%)`,
    },
  };
}

/** The game a code stands for: look, reel strips and a paytable scaled to its stated return. */
export function gameDesignOf(gameCode: string): GameDesign {
  const random = seededRandomOf(`design:${gameCode}`);
  const { theme, hue } = themeOf(random);
  const glyphs = SYMBOL_SETS[seededIndex(random, SYMBOL_SETS.length)] ?? SYMBOL_SETS[0] ?? [];
  const symbols = glyphs.map((glyph, index) => ({ glyph, colour: `hsl(${(hue + 40 + index * 41) % 360} 80% ${60 + (index % 3) * 6}%)` }));
  const reels = Array.from({ length: REEL_COUNT }, () => reelStrip(random));
  const statedRtpBasisPoints = statedRtpBasisPointsOf(gameCode);
  const paytable = scaledPaytable(RAW_PAYS, reels, statedRtpBasisPoints / 10_000);
  return { gameCode, symbols, reels, paytable, statedRtpBasisPoints, theme };
}

