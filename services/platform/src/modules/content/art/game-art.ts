import type { GameType } from '@croupier/domain';
import { fittedTitle } from './display-type';
import { frame } from './frames';
import { placedIcon, round } from './icons';
import { placedSubject } from './drawn-subjects';
import { vendorPalette } from './palette';
import { scene } from './scenes';
import { pick, seededRandom, seedOf } from '../../../seeded-random';
import { themeOf } from './themes';

/** What a game's art is drawn from. */
export interface GameArtSource {
  gameId: string;
  /** the English name: the themes read it and the title shows it */
  name: string;
  gameType: GameType;
  vassalage: string;
}

/** The two pictures of a game: the square card art and the tall tile art (`lagerIcon`). */
export type GameArtShape = 'square' | 'tall';

export const GAME_ART_SIZES: Record<GameArtShape, { width: number; height: number }> = {
  square: { width: 320, height: 320 },
  tall: { width: 360, height: 480 },
};

/** The picture's own rounded corners, so the frame meets the edge everywhere. */
export const CORNER_RADIUS = 22;

interface Layout {
  subject: { x: number; y: number; size: number };
  accent: { x: number; y: number; size: number };
  title: { x: number; y: number; width: number; height: number };
}

function layoutOf(shape: GameArtShape, random: () => number): Layout {
  const { width, height } = GAME_ART_SIZES[shape];
  const size = shape === 'square' ? 168 : 228;
  const drift = (random() - 0.5) * width * 0.08;
  const subject = { x: (width - size) / 2 + drift, y: shape === 'square' ? 34 : 64, size };
  const accentSize = size * (0.36 + random() * 0.08);
  const right = random() < 0.5;
  const accent = { x: right ? subject.x + size - accentSize * 0.55 : subject.x - accentSize * 0.45, y: subject.y + size - accentSize * (0.75 + random() * 0.25), size: accentSize };
  const titleHeight = shape === 'square' ? 74 : 104;
  const title = { x: width * 0.06, y: height - titleHeight - height * 0.045, width: width * 0.88, height: titleHeight };
  return { subject, accent, title };
}

/** Four-pointed glints scattered over the picture. */
function glints(random: () => number, width: number, height: number): string {
  const count = 3 + Math.floor(random() * 4);
  const marks: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const x = random() * width;
    const y = random() * height * 0.7;
    const r = 4 + random() * 7;
    marks.push(`M${round(x)} ${round(y - r)}Q${round(x)} ${round(y)} ${round(x + r)} ${round(y)}Q${round(x)} ${round(y)} ${round(x)} ${round(y + r)}Q${round(x)} ${round(y)} ${round(x - r)} ${round(y)}Q${round(x)} ${round(y)} ${round(x)} ${round(y - r)}Z`);
  }
  return `<path d="${marks.join('')}" fill="#ffffff" fill-opacity="0.85"/>`;
}

/**
 * A game's picture: the scene of its theme's mood, its subject large with a glow and a shadow, the
 * accent beside it, glints, the title in the display face outlined in the vendor's dark colour, and
 * the category's frame. The id seeds every free choice, so two games of one name still differ and a
 * game's picture never changes.
 */
export function renderGameArt(game: GameArtSource, shape: GameArtShape): string {
  const { width, height } = GAME_ART_SIZES[shape];
  const random = seededRandom(seedOf(`${game.gameId}:${shape}`));
  const theme = themeOf(game.name, game.gameType);
  const palette = vendorPalette(game.vassalage);
  const layout = layoutOf(shape, random);
  const { subject, accent } = layout;
  const back = scene(theme.mood, { width, height, random }, { x: subject.x + subject.size / 2, y: subject.y + subject.size / 2, r: subject.size * 0.72 }, 's');
  const title = fittedTitle(game.name, layout.title, { fill: '#ffffff', stroke: palette.dark, strokeWidth: shape === 'square' ? 7 : 9 });
  const shadow = `<ellipse cx="${round(subject.x + subject.size / 2)}" cy="${round(subject.y + subject.size * 0.97)}" rx="${round(subject.size * 0.36)}" ry="${round(subject.size * 0.07)}" fill="#000000" fill-opacity="0.3"/>`;
  const tilt = Math.round((random() - 0.5) * 16);
  const subjectIcon = placedSubject(pick(random, theme.subject), subject.x, subject.y, subject.size);
  const tilted = `<g transform="rotate(${tilt} ${round(subject.x + subject.size / 2)} ${round(subject.y + subject.size / 2)})">${subjectIcon}</g>`;
  const accentIcon = theme.accent ? placedIcon(theme.accent, accent.x, accent.y, accent.size) : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><clipPath id="edge"><rect width="${width}" height="${height}" rx="${CORNER_RADIUS}"/></clipPath>${back.defs}${title.defs}</defs>`,
    '<g clip-path="url(#edge)">',
    back.body,
    shadow,
    tilted,
    accentIcon,
    glints(random, width, height),
    `<rect x="0" y="${round(layout.title.y - 14)}" width="${width}" height="${round(height - layout.title.y + 14)}" fill="${palette.dark}" fill-opacity="0.28"/>`,
    title.body,
    frame(game.gameType, palette, width, height),
    '</g></svg>',
  ].join('');
}
