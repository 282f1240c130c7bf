import { placedIcon, round } from './icons';

/**
 * Subjects the icon set has no picture of, drawn here: a roulette wheel, a Plinko board, a crash
 * chart. A theme names them like icons, with a "drawn:" prefix.
 */
export const DRAWN_PREFIX = 'drawn:';

type Drawing = (x: number, y: number, size: number) => string;

function rouletteWheel(x: number, y: number, size: number): string {
  const cx = x + size / 2;
  const cy = y + size / 2;
  const outer = size * 0.48;
  const inner = size * 0.3;
  const pockets = 18;
  const wedges: string[] = [];
  for (let index = 0; index < pockets; index += 1) {
    const a = (index / pockets) * Math.PI * 2;
    const b = ((index + 1) / pockets) * Math.PI * 2;
    const point = (angle: number, r: number) => `${round(cx + Math.cos(angle) * r)} ${round(cy + Math.sin(angle) * r)}`;
    const colour = index === 0 ? '#1faa59' : index % 2 ? '#d8232a' : '#1b1b22';
    wedges.push(`<path d="M${point(a, inner)}L${point(a, outer)}A${round(outer)} ${round(outer)} 0 0 1 ${point(b, outer)}L${point(b, inner)}A${round(inner)} ${round(inner)} 0 0 0 ${point(a, inner)}Z" fill="${colour}"/>`);
  }
  const spokes = [0, 1, 2, 3].map((index) => {
    const angle = (index / 4) * Math.PI * 2 + 0.4;
    return `M${round(cx)} ${round(cy)}L${round(cx + Math.cos(angle) * inner * 0.85)} ${round(cy + Math.sin(angle) * inner * 0.85)}`;
  });
  return [
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(outer + size * 0.03)}" fill="#7a4a1c" stroke="#f5c542" stroke-width="${round(size * 0.025)}"/>`,
    ...wedges,
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(inner)}" fill="#c98a2e"/>`,
    `<path d="${spokes.join('')}" stroke="#f5d77a" stroke-width="${round(size * 0.03)}" stroke-linecap="round"/>`,
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(size * 0.06)}" fill="#f5d77a"/>`,
    `<circle cx="${round(cx + outer * 0.82)}" cy="${round(cy - outer * 0.3)}" r="${round(size * 0.035)}" fill="#ffffff"/>`,
  ].join('');
}

function plinkoBoard(x: number, y: number, size: number): string {
  const pegs: string[] = [];
  const rows = 6;
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column <= row + 1; column += 1) {
      const px = x + size / 2 + (column - (row + 1) / 2) * size * 0.13;
      const py = y + size * 0.16 + row * size * 0.12;
      pegs.push(`<circle cx="${round(px)}" cy="${round(py)}" r="${round(size * 0.022)}"/>`);
    }
  }
  const slots = ['#ff3b5c', '#ff8a3c', '#ffd23c', '#ff8a3c', '#ff3b5c'].map((colour, index) => `<rect x="${round(x + size * (0.14 + index * 0.146))}" y="${round(y + size * 0.86)}" width="${round(size * 0.13)}" height="${round(size * 0.09)}" rx="${round(size * 0.02)}" fill="${colour}"/>`);
  return `<g fill="#ffffff">${pegs.join('')}</g>${slots.join('')}<circle cx="${round(x + size * 0.56)}" cy="${round(y + size * 0.42)}" r="${round(size * 0.05)}" fill="#ff4fd8" stroke="#ffffff" stroke-width="${round(size * 0.012)}"/>`;
}

function crashChart(x: number, y: number, size: number): string {
  const curve = `M${round(x + size * 0.04)} ${round(y + size * 0.92)}Q${round(x + size * 0.62)} ${round(y + size * 0.88)} ${round(x + size * 0.8)} ${round(y + size * 0.26)}`;
  return `<path d="${curve}" stroke="#ff4f6d" stroke-width="${round(size * 0.05)}" fill="none" stroke-linecap="round"/>${placedIcon('rocket', x + size * 0.56, y - size * 0.04, size * 0.44)}`;
}

function minesGrid(x: number, y: number, size: number): string {
  const cell = size * 0.3;
  const tiles: string[] = [];
  for (let row = 0; row < 3; row += 1) {
    for (let column = 0; column < 3; column += 1) {
      const tx = x + size * 0.04 + column * (cell + size * 0.02);
      const ty = y + size * 0.04 + row * (cell + size * 0.02);
      tiles.push(`<rect x="${round(tx)}" y="${round(ty)}" width="${round(cell)}" height="${round(cell)}" rx="${round(cell * 0.18)}" fill="#4f74d9" stroke="#a9c1ff" stroke-width="2"/>`);
      if ((row + column) % 3 === 0) tiles.push(placedIcon('gem-stone', tx + cell * 0.15, ty + cell * 0.15, cell * 0.7));
    }
  }
  const burst = `<circle cx="${round(x + size * 0.55)}" cy="${round(y + size * 0.55)}" r="${round(size * 0.25)}" fill="#ffb13b" fill-opacity="0.9"/>`;
  return tiles.join('') + burst + placedIcon('bomb', x + size * 0.3, y + size * 0.28, size * 0.5);
}

/** Three playing cards fanned out, a suit on each: the card tables' subject. */
function cardFan(x: number, y: number, size: number): string {
  const width = size * 0.46;
  const height = size * 0.64;
  const cx = x + size / 2;
  const bottom = y + size * 0.92;
  const suits = ['club-suit', 'heart-suit', 'spade-suit'];
  return [-22, 0, 22]
    .map((angle, index) => {
      const card = `<rect x="${round(cx - width / 2)}" y="${round(bottom - height)}" width="${round(width)}" height="${round(height)}" rx="${round(size * 0.05)}" fill="#ffffff" stroke="#c9ced8" stroke-width="${round(size * 0.012)}"/>`;
      const suit = placedIcon(suits[index] ?? 'spade-suit', cx - width * 0.3, bottom - height * 0.75, width * 0.6);
      return `<g transform="rotate(${angle} ${round(cx)} ${round(bottom + size * 0.2)})">${card}${suit}</g>`;
    })
    .join('');
}

const DRAWINGS: Record<string, Drawing> = {
  cards: cardFan,
  roulette: rouletteWheel,
  plinko: plinkoBoard,
  crash: crashChart,
  mines: minesGrid,
  dice: (x, y, size) => placedIcon('game-die', x, y + size * 0.2, size * 0.6) + placedIcon('game-die', x + size * 0.42, y, size * 0.56),
};

export function isDrawn(name: string): boolean {
  return name.startsWith(DRAWN_PREFIX) && DRAWINGS[name.slice(DRAWN_PREFIX.length)] !== undefined;
}

/** A subject in a box: a drawn one, or an icon. */
export function placedSubject(name: string, x: number, y: number, size: number): string {
  const drawing = name.startsWith(DRAWN_PREFIX) ? DRAWINGS[name.slice(DRAWN_PREFIX.length)] : undefined;
  return drawing ? drawing(x, y, size) : placedIcon(name, x, y, size);
}
