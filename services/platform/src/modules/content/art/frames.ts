import type { GameType } from '@croupier/domain';
import type { VendorPalette } from './palette';
import { round } from './icons';

/**
 * The category's frame around a picture, in the vendor's colours: slots a double gold-edged border,
 * live tables a studio's ribbon, fishing a porthole rim, and so on, so a row reads as one category.
 */
type FrameStyle = 'double' | 'ribbon' | 'porthole' | 'ticket' | 'stadium' | 'neon' | 'cards';

const FRAME_OF: Record<GameType, FrameStyle> = {
  RNG: 'double',
  LIVE: 'ribbon',
  FISH: 'porthole',
  LOTT: 'ticket',
  ELOTT: 'ticket',
  SPORTS: 'stadium',
  ESPORTS: 'neon',
  PVP: 'cards',
  COCKFIGHT: 'stadium',
  CRASH: 'neon',
  ARCADE: 'neon',
  MINI: 'double',
  BGS: 'neon',
};

export function frame(gameType: GameType, palette: VendorPalette, width: number, height: number): string {
  const inset = Math.round(Math.min(width, height) * 0.025);
  const border = (stroke: string, strokeWidth: number, at: number, radius: number, extra = '') =>
    `<rect x="${round(at)}" y="${round(at)}" width="${round(width - at * 2)}" height="${round(height - at * 2)}" rx="${radius}" fill="none" stroke="${stroke}" stroke-width="${strokeWidth}"${extra}/>`;
  switch (FRAME_OF[gameType]) {
    case 'double':
      return border(palette.main, inset * 1.6, inset * 0.8, 20) + border('#ffe79a', 1.6, inset * 2.1, 14);
    case 'ribbon':
      return border(palette.main, inset, inset / 2, 16) + `<path d="M0 ${round(height * 0.06)}h${round(width * 0.32)}l${round(width * 0.05)} ${round(height * 0.05)}l${round(-width * 0.05)} ${round(height * 0.05)}H0Z" fill="${palette.main}"/><circle cx="${round(width * 0.06)}" cy="${round(height * 0.11)}" r="${round(width * 0.018)}" fill="#ff2d55"/>`;
    case 'porthole':
      return border(palette.light, inset * 1.4, inset * 0.7, 20) + [0.07, 0.93].flatMap((fx) => [0.07, 0.93].map((fy) => `<circle cx="${round(width * fx)}" cy="${round(height * fy)}" r="${round(inset * 0.8)}" fill="${palette.dark}" stroke="${palette.light}" stroke-width="2"/>`)).join('');
    case 'ticket':
      return border(palette.main, inset * 1.2, inset * 0.6, 10, ' stroke-dasharray="14 6"') + `<circle cx="0" cy="${round(height / 2)}" r="${round(inset * 2.4)}" fill="${palette.dark}"/><circle cx="${width}" cy="${round(height / 2)}" r="${round(inset * 2.4)}" fill="${palette.dark}"/>`;
    case 'stadium':
      return border(palette.main, inset * 1.4, inset * 0.7, 14) + `<path d="M${round(width * 0.2)} ${round(inset * 0.7)}h${round(width * 0.6)}" stroke="#ffffff" stroke-width="${round(inset * 0.6)}" stroke-linecap="round"/>`;
    case 'neon':
      return border(palette.light, inset * 0.8, inset * 1.2, 16) + border(palette.main, inset * 2.4, inset * 1.2, 16, ' stroke-opacity="0.35"');
    case 'cards':
      return border(palette.main, inset * 1.2, inset * 0.6, 14) + `<path d="M${round(inset * 3)} ${round(inset * 5)}l${round(inset * 1.6)} ${round(-inset * 2.2)}l${round(inset * 1.6)} ${round(inset * 2.2)}l${round(-inset * 1.6)} ${round(inset * 2.2)}Z" fill="#ff2d55"/>`;
  }
}
