import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Titles set in a display face (Lilita One, SIL Open Font Licence, through Fontsource) as outlines.
 * An SVG shown through <img> cannot load a web font, so words drawn as text would fall back to
 * whatever the viewer's system has; drawn as paths, a title looks the same everywhere. Each glyph's
 * outline is made once and reused by every title (a title is then only glyph references).
 */
export const DISPLAY_FACE = {
  name: 'Lilita One',
  author: 'Juan Montoreano',
  licence: 'SIL Open Font License 1.1',
  url: 'https://fonts.google.com/specimen/Lilita+One',
} as const;

/** The part of opentype.js (CommonJS, no types of its own) the titles use. */
interface PathCommand {
  type: 'M' | 'L' | 'C' | 'Q' | 'Z';
  x?: number;
  y?: number;
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
}
interface Glyph {
  index: number;
  advanceWidth?: number;
  path: { commands: PathCommand[] };
}
interface Font {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  charToGlyph(char: string): Glyph;
  getKerningValue(left: Glyph, right: Glyph): number;
}

let font: Font | null = null;
const glyphOutlines = new Map<number, string>();

function loadedFont(): Font {
  if (!font) {
    const require = createRequire(import.meta.url);
    // opentype.js is CommonJS without named ESM exports: loaded through require.
    const { parse } = require('opentype.js') as { parse: (buffer: ArrayBuffer) => Font };
    const file = readFileSync(require.resolve('@fontsource/lilita-one/files/lilita-one-latin-400-normal.woff'));
    font = parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
  }
  return font;
}

/** Outlines are kept in tenths of the font's units: a tenth of a unit is far below a pixel at any title size. */
const OUTLINE_UNIT = 10;

/** A glyph's outline in OUTLINE_UNITs, y pointing down as in SVG. */
function outlineOf(glyph: Glyph): string {
  let outline = glyphOutlines.get(glyph.index);
  if (outline === undefined) {
    outline = glyph.path.commands.map(commandText).join('');
    glyphOutlines.set(glyph.index, outline);
  }
  return outline;
}

function commandText(command: PathCommand): string {
  const at = (x = 0, y = 0) => `${Math.round(x / OUTLINE_UNIT)} ${Math.round(-y / OUTLINE_UNIT)}`;
  switch (command.type) {
    case 'M':
    case 'L':
      return `${command.type}${at(command.x, command.y)}`;
    case 'Q':
      return `Q${at(command.x1, command.y1)} ${at(command.x, command.y)}`;
    case 'C':
      return `C${at(command.x1, command.y1)} ${at(command.x2, command.y2)} ${at(command.x, command.y)}`;
    case 'Z':
      return 'Z';
  }
}

interface SetLine {
  glyphs: { glyph: Glyph; x: number }[];
  /** in font units */
  width: number;
}

/** Glyphs of a line with their pen positions (kerning included), in font units. */
function setLine(text: string): SetLine {
  const face = loadedFont();
  const glyphs: SetLine['glyphs'] = [];
  let pen = 0;
  let previous: Glyph | null = null;
  for (const char of text) {
    const glyph = face.charToGlyph(char);
    if (previous) pen += face.getKerningValue(previous, glyph);
    glyphs.push({ glyph, x: pen });
    pen += glyph.advanceWidth ?? 0;
    previous = glyph;
  }
  return { glyphs, width: pen };
}

/** One line, or two split at the space nearest the middle when one line would be too small. */
function linesOf(text: string, boxWidth: number, boxHeight: number): string[] {
  const oneLineScale = Math.min(boxHeight / loadedFont().unitsPerEm, boxWidth / Math.max(1, setLine(text).width));
  const spaces = [...text.matchAll(/ /g)].map((match) => match.index);
  if (spaces.length === 0 || oneLineScale * loadedFont().unitsPerEm >= boxHeight * 0.62) return [text];
  const middle = text.length / 2;
  const split = spaces.reduce((best, index) => (Math.abs(index - middle) < Math.abs(best - middle) ? index : best));
  return [text.slice(0, split), text.slice(split + 1)];
}

export interface TitleBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TitleStyle {
  fill: string;
  stroke: string;
  /** outline width in pixels of the picture */
  strokeWidth: number;
}

/**
 * A title fitted into a box (centred, as large as fits, on two lines when that reads larger): the
 * glyph outlines to put in <defs> and the title's drawing.
 */
export function fittedTitle(text: string, box: TitleBox, style: TitleStyle, idPrefix = 't'): { defs: string; body: string } {
  const face = loadedFont();
  const lines = linesOf(text.trim(), box.width, box.height).map(setLine);
  const lineUnits = face.ascender - face.descender;
  const scale = Math.min(box.height / (lineUnits * lines.length), ...lines.map((line) => box.width / Math.max(1, line.width)));
  const used = new Map<number, Glyph>();
  const blockHeight = lineUnits * scale * lines.length;
  const rows = lines.map((line, row) => {
    const left = box.x + (box.width - line.width * scale) / 2;
    const baseline = box.y + (box.height - blockHeight) / 2 + (row * lineUnits + face.ascender) * scale;
    const uses = line.glyphs
      .filter(({ glyph }) => glyph.path.commands.length > 0)
      .map(({ glyph, x }) => {
        used.set(glyph.index, glyph);
        return `<use href="#${idPrefix}${glyph.index}" x="${Math.round(x / OUTLINE_UNIT)}"/>`;
      })
      .join('');
    return `<g transform="translate(${left.toFixed(1)} ${baseline.toFixed(1)}) scale(${(scale * OUTLINE_UNIT).toFixed(4)})">${uses}</g>`;
  });
  const defs = [...used.values()].map((glyph) => `<path id="${idPrefix}${glyph.index}" d="${outlineOf(glyph)}"/>`).join('');
  const strokeUnits = (style.strokeWidth / scale / OUTLINE_UNIT).toFixed(1);
  const body = `<g fill="${style.fill}" stroke="${style.stroke}" stroke-width="${strokeUnits}" stroke-linejoin="round" paint-order="stroke">${rows.join('')}</g>`;
  return { defs, body };
}
