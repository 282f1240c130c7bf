import type { Mood } from './themes';
import { seedOf } from '../../../seeded-random';

/** A vendor's colours: every picture of its games and its logo carry them (frame, title outline). */
export interface VendorPalette {
  hue: number;
  /** the frame and the logo's badge */
  main: string;
  /** a lighter second colour */
  light: string;
  /** the title's outline and the logo's monogram ground */
  dark: string;
}

export function vendorPalette(vassalage: string): VendorPalette {
  const hue = seedOf(vassalage.toUpperCase()) % 360;
  return { hue, main: `hsl(${hue} 78% 52%)`, light: `hsl(${(hue + 28) % 360} 90% 72%)`, dark: `hsl(${hue} 70% 16%)` };
}

/** The scene's sky: top and bottom colours, a glow behind the subject, and the detail colour. */
export interface MoodColours {
  top: string;
  bottom: string;
  glow: string;
  detail: string;
}

export const MOOD_COLOURS: Record<Mood, MoodColours> = {
  gold: { top: '#5a2a00', bottom: '#f5a300', glow: '#fff1b8', detail: '#ffd54a' },
  fire: { top: '#3a0505', bottom: '#ff5a1f', glow: '#ffd08a', detail: '#ff9a3c' },
  ice: { top: '#0b2a5c', bottom: '#8fd8ff', glow: '#ffffff', detail: '#d9f4ff' },
  ocean: { top: '#022b4f', bottom: '#0aa6c9', glow: '#b8f3ff', detail: '#5fe1ff' },
  jungle: { top: '#06301a', bottom: '#3fae4a', glow: '#e2ffb0', detail: '#8be06a' },
  night: { top: '#050a24', bottom: '#2b3d8f', glow: '#c9d4ff', detail: '#ffffff' },
  cosmic: { top: '#12032e', bottom: '#6b2bd9', glow: '#f2c6ff', detail: '#ffffff' },
  royal: { top: '#2a0636', bottom: '#a3164f', glow: '#ffd6e8', detail: '#ffcf5a' },
  candy: { top: '#7a1a6e', bottom: '#ff8ac2', glow: '#fff0fa', detail: '#ffffff' },
  neon: { top: '#090016', bottom: '#3a0a6b', glow: '#ff5cf0', detail: '#27f5ff' },
  mystic: { top: '#140a33', bottom: '#5a2e9e', glow: '#d5b8ff', detail: '#9ef0ff' },
  earth: { top: '#3b1f08', bottom: '#c27a2c', glow: '#ffe2b0', detail: '#f2b766' },
};
