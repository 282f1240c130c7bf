/**
 * Demo artwork drawn on request: banners, game tiles and vendor logos as small SVGs. The picture
 * depends only on the URL (colours and monogram from the id), so it can be cached for good.
 *
 * An SVG shown through <img> cannot use the page's web fonts, so any words drawn inside it would be
 * at the mercy of the viewer's system fonts (Bengali often is not there). The art therefore carries
 * only a Latin monogram of the id; names and headlines are drawn by the page in HTML.
 */
export const ART_KINDS = ['banner', 'game', 'tile', 'vendor'] as const;
export type ArtKind = (typeof ART_KINDS)[number];

export const ART_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
export const ART_LABEL_MAX_CHARS = 80;

const SIZES: Record<ArtKind, { width: number; height: number; fontSize: number }> = {
  banner: { width: 1200, height: 400, fontSize: 0 },
  game: { width: 320, height: 320, fontSize: 96 },
  tile: { width: 360, height: 480, fontSize: 110 },
  vendor: { width: 240, height: 96, fontSize: 44 },
};

export function isArtKind(value: string): value is ArtKind {
  return (ART_KINDS as readonly string[]).includes(value);
}

export function artUrl(kind: ArtKind, id: string, label: string): string {
  return `/assets/art/${kind}/${encodeURIComponent(id)}.svg?label=${encodeURIComponent(label.slice(0, ART_LABEL_MAX_CHARS))}`;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** FNV-1a: a stable 32-bit number per id, so each game keeps its colours across restarts. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** "evl-thunder-roulette" -> "TR": the initials of the id's words after the vendor prefix. */
export function monogramOf(id: string): string {
  const words = id.split('-').filter(Boolean);
  const named = words.length > 1 ? words.slice(1) : words;
  return named
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();
}

export function renderArt(kind: ArtKind, id: string, label: string): string {
  const { width, height, fontSize } = SIZES[kind];
  const hash = hashOf(id);
  const hue = hash % 360;
  const accentHue = (hue + 40 + ((hash >>> 9) % 80)) % 360;
  const circles = [0, 1, 2]
    .map((index) => {
      const bits = hash >>> (index * 7);
      const cx = Math.round(((bits % 97) / 97) * width);
      const cy = Math.round((((bits >>> 3) % 89) / 89) * height);
      const r = Math.round(Math.min(width, height) * (0.25 + ((bits >>> 5) % 30) / 100));
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="0.08"/>`;
    })
    .join('');
  const monogram =
    fontSize > 0
      ? `<text x="50%" y="${Math.round(height / 2 + fontSize / 3)}" text-anchor="middle" fill="#ffffff" fill-opacity="0.9" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700">${escapeXml(monogramOf(id))}</text>`
      : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label.slice(0, ART_LABEL_MAX_CHARS))}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue}, 65%, 32%)"/><stop offset="1" stop-color="hsl(${accentHue}, 75%, 52%)"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    circles,
    monogram,
    '</svg>',
  ].join('');
}
