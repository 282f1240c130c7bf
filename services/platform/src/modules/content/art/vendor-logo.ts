import { fittedTitle } from './display-type';
import { round } from './icons';
import { vendorPalette } from './palette';
import { seedOf } from '../../../seeded-random';

export const VENDOR_LOGO_SIZE = { width: 240, height: 96 } as const;

type BadgeShape = 'circle' | 'hexagon' | 'shield' | 'diamond' | 'rounded';
const SHAPES: readonly BadgeShape[] = ['circle', 'hexagon', 'shield', 'diamond', 'rounded'];

function badge(shape: BadgeShape, cx: number, cy: number, r: number, fill: string, stroke: string): string {
  const attributes = `fill="${fill}" stroke="${stroke}" stroke-width="4"`;
  switch (shape) {
    case 'circle':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" ${attributes}/>`;
    case 'rounded':
      return `<rect x="${cx - r}" y="${cy - r}" width="${r * 2}" height="${r * 2}" rx="${round(r * 0.38)}" ${attributes}/>`;
    case 'diamond':
      return `<path d="M${cx} ${cy - r * 1.12}L${cx + r * 1.12} ${cy}L${cx} ${cy + r * 1.12}L${cx - r * 1.12} ${cy}Z" stroke-linejoin="round" ${attributes}/>`;
    case 'hexagon': {
      const points = [0, 1, 2, 3, 4, 5].map((index) => {
        const angle = Math.PI / 6 + (index * Math.PI) / 3;
        return `${round(cx + Math.cos(angle) * r * 1.08)} ${round(cy + Math.sin(angle) * r * 1.08)}`;
      });
      return `<path d="M${points.join('L')}Z" stroke-linejoin="round" ${attributes}/>`;
    }
    case 'shield':
      return `<path d="M${cx - r} ${cy - r}H${cx + r}V${round(cy + r * 0.1)}Q${cx + r} ${round(cy + r * 0.8)} ${cx} ${round(cy + r * 1.12)}Q${cx - r} ${round(cy + r * 0.8)} ${cx - r} ${round(cy + r * 0.1)}Z" stroke-linejoin="round" ${attributes}/>`;
  }
}

/**
 * A vendor's logo: a plate in the vendor's dark colour, a badge of its own shape and colour with the
 * vendor's code as a monogram, and its name as a word mark, all in outlines (SPEC §2 footer logos).
 */
export function renderVendorLogo(vendor: { vassalage: string; name: string }): string {
  const { width, height } = VENDOR_LOGO_SIZE;
  const palette = vendorPalette(vendor.vassalage);
  const shape = SHAPES[seedOf(`${vendor.vassalage}:shape`) % SHAPES.length] ?? 'circle';
  const monogram = fittedTitle(vendor.vassalage.slice(0, 3).toUpperCase(), { x: 16, y: 30, width: 64, height: 36 }, { fill: '#ffffff', stroke: palette.dark, strokeWidth: 3 }, 'm');
  const wordmark = fittedTitle(vendor.name, { x: 100, y: 16, width: 128, height: 64 }, { fill: palette.light, stroke: '#000000', strokeWidth: 2.5 }, 'w');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="plate" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.dark}"/><stop offset="1" stop-color="hsl(${palette.hue} 55% 8%)"/></linearGradient>${monogram.defs}${wordmark.defs}</defs>`,
    `<rect width="${width}" height="${height}" rx="18" fill="url(#plate)"/>`,
    badge(shape, 48, 48, 34, palette.main, palette.light),
    monogram.body,
    wordmark.body,
    '</svg>',
  ].join('');
}
