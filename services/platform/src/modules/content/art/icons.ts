import { createRequire } from 'node:module';

/**
 * The pictures inside the art: Microsoft's Fluent Emoji (flat), MIT licence, through Iconify's JSON
 * package (docs/decisions/0040). Every icon is drawn on a 32 x 32 grid.
 */
export const ICON_GRID = 32;
export const ICON_SOURCE = {
  name: 'Fluent Emoji Flat',
  author: 'Microsoft Corporation',
  licence: 'MIT',
  url: 'https://github.com/microsoft/fluentui-emoji',
} as const;

interface IconSet {
  icons: Record<string, { body: string } | undefined>;
}

let iconSet: IconSet | null = null;

/** The set is 1.5 MB of JSON: read once, on the first picture, not when the server starts. */
function loadedSet(): IconSet {
  iconSet ??= createRequire(import.meta.url)('@iconify-json/fluent-emoji-flat/icons.json') as IconSet;
  return iconSet;
}

export function hasIcon(name: string): boolean {
  return loadedSet().icons[name] !== undefined;
}

/**
 * An icon placed in a box of the picture, as a nested <svg>. Ids inside an icon (its gradients) get a
 * prefix of the icon's name and place, so two icons in one picture never share an id and the same
 * picture is byte for byte the same at every start.
 */
export function placedIcon(name: string, x: number, y: number, size: number, extra = ''): string {
  const icon = loadedSet().icons[name];
  if (!icon) throw new Error(`The art's icon set has no icon ${name}`);
  const body = icon.body.includes('id=') ? prefixedIds(icon.body, `${name}-${Math.round(x)}-${Math.round(y)}-`) : icon.body;
  return `<svg x="${round(x)}" y="${round(y)}" width="${round(size)}" height="${round(size)}" viewBox="0 0 ${ICON_GRID} ${ICON_GRID}"${extra}>${body}</svg>`;
}

/** The icon's ids and every reference to them (url(#..), href="#..") with a prefix. */
function prefixedIds(body: string, prefix: string): string {
  const ids = [...body.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1] ?? '');
  return ids.reduce(
    (text, id) => text.replaceAll(`id="${id}"`, `id="${prefix}${id}"`).replaceAll(`url(#${id})`, `url(#${prefix}${id})`).replaceAll(`href="#${id}"`, `href="#${prefix}${id}"`),
    body,
  );
}

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}
