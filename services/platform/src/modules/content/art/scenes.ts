import { MOOD_COLOURS } from './palette';
import type { Mood } from './themes';
import { round } from './icons';

/** A picture's size and its seeded choices. */
export interface Canvas {
  width: number;
  height: number;
  random: () => number;
}

export interface Layer {
  defs: string;
  body: string;
}

/** Sun rays from a point: the slot hall's look for gold, royal and candy scenes. */
function rays(canvas: Canvas, cx: number, cy: number, colour: string): string {
  const count = 14 + Math.floor(canvas.random() * 8);
  const reach = Math.hypot(canvas.width, canvas.height);
  const turn = canvas.random() * Math.PI;
  const wedges: string[] = [];
  for (let index = 0; index < count; index += 2) {
    const a = turn + (index / count) * Math.PI * 2;
    const b = turn + ((index + 1) / count) * Math.PI * 2;
    wedges.push(`M${round(cx)} ${round(cy)}L${round(cx + Math.cos(a) * reach)} ${round(cy + Math.sin(a) * reach)}L${round(cx + Math.cos(b) * reach)} ${round(cy + Math.sin(b) * reach)}Z`);
  }
  return `<path d="${wedges.join('')}" fill="${colour}" fill-opacity="0.16"/>`;
}

/** Small round lights: bubbles under water, snow on ice, stars at night. */
function dots(canvas: Canvas, colour: string, count: number, maxRadius: number, opacity: number): string {
  const circles: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const r = round(0.8 + canvas.random() * maxRadius);
    circles.push(`<circle cx="${Math.round(canvas.random() * canvas.width)}" cy="${Math.round(canvas.random() * canvas.height)}" r="${r}"/>`);
  }
  return `<g fill="${colour}" fill-opacity="${opacity}">${circles.join('')}</g>`;
}

/** Rolling bands across the foot of the picture: waves, dunes, hills. */
function bands(canvas: Canvas, colour: string, layers: number, amplitude: number): string {
  const paths: string[] = [];
  for (let layer = 0; layer < layers; layer += 1) {
    const base = canvas.height * (0.72 + layer * 0.09);
    const phase = canvas.random() * Math.PI * 2;
    const waves = 2 + Math.floor(canvas.random() * 2);
    let d = `M0 ${round(base)}`;
    const steps = 12;
    for (let step = 1; step <= steps; step += 1) {
      const x = (canvas.width * step) / steps;
      d += `L${round(x)} ${round(base + Math.sin(phase + (step / steps) * Math.PI * 2 * waves) * amplitude)}`;
    }
    d += `L${canvas.width} ${canvas.height}L0 ${canvas.height}Z`;
    paths.push(`<path d="${d}" fill="${colour}" fill-opacity="${round(0.18 + layer * 0.14)}"/>`);
  }
  return paths.join('');
}

/** Tongues of flame rising from the bottom edge. */
function flames(canvas: Canvas, colour: string): string {
  const count = 6 + Math.floor(canvas.random() * 4);
  const step = canvas.width / count;
  let d = `M0 ${canvas.height}`;
  for (let index = 0; index < count; index += 1) {
    const x = index * step;
    const top = canvas.height * (0.62 + canvas.random() * 0.2);
    d += `Q${round(x + step * 0.1)} ${round(top + 30)} ${round(x + step / 2)} ${round(top)}Q${round(x + step * 0.7)} ${round(top + 40)} ${round(x + step)} ${canvas.height}`;
  }
  return `<path d="${d}Z" fill="${colour}" fill-opacity="0.45"/>`;
}

/** Leaves reaching in from the corners. */
function leaves(canvas: Canvas, colour: string): string {
  const leaf = (x: number, y: number, angle: number, size: number) =>
    `<path transform="translate(${round(x)} ${round(y)}) rotate(${round(angle)})" d="M0 0Q${round(size * 0.5)} ${round(-size * 0.35)} ${round(size)} 0Q${round(size * 0.5)} ${round(size * 0.35)} 0 0Z"/>`;
  const size = Math.min(canvas.width, canvas.height) * 0.42;
  const all = [leaf(-10, canvas.height * 0.15, 20 + canvas.random() * 25, size), leaf(canvas.width + 10, canvas.height * 0.2, 160 - canvas.random() * 25, size), leaf(-10, canvas.height * 0.55, -15 - canvas.random() * 20, size * 0.8), leaf(canvas.width + 10, canvas.height * 0.6, 195 + canvas.random() * 20, size * 0.8)];
  return `<g fill="${colour}" fill-opacity="0.38">${all.join('')}</g>`;
}

/** Perspective grid lines on a floor: the arcade and e-sports look. */
function grid(canvas: Canvas, colour: string): string {
  const horizon = canvas.height * 0.62;
  const lines: string[] = [];
  for (let index = -6; index <= 6; index += 1) lines.push(`M${round(canvas.width / 2 + index * 12)} ${round(horizon)}L${round(canvas.width / 2 + index * canvas.width * 0.28)} ${canvas.height}`);
  for (let row = 1; row <= 5; row += 1) {
    const y = horizon + (canvas.height - horizon) * (row / 5) ** 1.6;
    lines.push(`M0 ${round(y)}L${canvas.width} ${round(y)}`);
  }
  return `<path d="${lines.join('')}" stroke="${colour}" stroke-opacity="0.5" stroke-width="1.6" fill="none"/>`;
}

/** Diamonds in a lattice: the royal table's cloth. */
function lattice(canvas: Canvas, colour: string): string {
  const size = 28 + Math.floor(canvas.random() * 10);
  const cells: string[] = [];
  for (let y = 0; y < canvas.height + size; y += size) {
    for (let x = (y / size) % 2 ? size / 2 : 0; x < canvas.width + size; x += size) cells.push(`M${round(x)} ${round(y - size * 0.3)}l${round(size * 0.22)} ${round(size * 0.3)}l${round(-size * 0.22)} ${round(size * 0.3)}l${round(-size * 0.22)} ${round(-size * 0.3)}Z`);
  }
  return `<path d="${cells.join('')}" fill="${colour}" fill-opacity="0.1"/>`;
}

const DETAILS: Record<Mood, (canvas: Canvas, detail: string) => string> = {
  gold: (canvas, detail) => rays(canvas, canvas.width / 2, canvas.height * 0.42, detail) + dots(canvas, detail, 14, 2.4, 0.6),
  fire: (canvas, detail) => flames(canvas, detail) + dots(canvas, '#ffe08a', 16, 1.8, 0.7),
  ice: (canvas, detail) => dots(canvas, detail, 28, 2.8, 0.75) + bands(canvas, '#ffffff', 2, 10),
  ocean: (canvas, detail) => bands(canvas, detail, 3, 9) + dots(canvas, '#ffffff', 18, 3.5, 0.35),
  jungle: (canvas, detail) => leaves(canvas, detail) + bands(canvas, '#0c3d1a', 2, 14),
  night: (canvas, detail) => dots(canvas, detail, 36, 1.8, 0.85) + bands(canvas, '#020514', 2, 16),
  cosmic: (canvas, detail) => dots(canvas, detail, 40, 1.7, 0.8) + `<circle cx="${round(canvas.width * (0.7 + canvas.random() * 0.2))}" cy="${round(canvas.height * 0.18)}" r="${round(Math.min(canvas.width, canvas.height) * 0.13)}" fill="#ffb36b" fill-opacity="0.45"/>`,
  royal: (canvas, detail) => lattice(canvas, detail) + rays(canvas, canvas.width / 2, canvas.height * 0.45, detail),
  candy: (canvas, detail) => rays(canvas, canvas.width / 2, canvas.height * 0.45, detail) + dots(canvas, detail, 22, 6, 0.28),
  neon: (canvas, detail) => grid(canvas, detail) + dots(canvas, '#ffffff', 24, 1.4, 0.7),
  mystic: (canvas, detail) => dots(canvas, detail, 36, 2.2, 0.7) + rays(canvas, canvas.width / 2, canvas.height * 0.42, '#ffffff'),
  earth: (canvas, detail) => bands(canvas, detail, 3, 12) + rays(canvas, canvas.width / 2, canvas.height * 0.4, '#fff2cc'),
};

/** The background of a picture: the mood's sky, its details, and a glow where the subject stands. */
export function scene(mood: Mood, canvas: Canvas, glowAt: { x: number; y: number; r: number }, idPrefix: string): Layer {
  const colours = MOOD_COLOURS[mood];
  const defs =
    `<linearGradient id="${idPrefix}sky" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${colours.top}"/><stop offset="1" stop-color="${colours.bottom}"/></linearGradient>` +
    `<radialGradient id="${idPrefix}glow"><stop offset="0" stop-color="${colours.glow}" stop-opacity="0.85"/><stop offset="1" stop-color="${colours.glow}" stop-opacity="0"/></radialGradient>`;
  const body =
    `<rect width="${canvas.width}" height="${canvas.height}" fill="url(#${idPrefix}sky)"/>` +
    DETAILS[mood](canvas, colours.detail) +
    `<circle cx="${round(glowAt.x)}" cy="${round(glowAt.y)}" r="${round(glowAt.r)}" fill="url(#${idPrefix}glow)"/>`;
  return { defs, body };
}
