import { randomBytes, randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET, GLYPH_HEIGHT, GLYPH_WIDTH, isInked } from './glyphs';
import type { RgbImage } from './png';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
const GLYPH_SCALE = 3;
const MARGIN_X = 8;
const NOISE_LINES = 4;
const NOISE_DOTS = 140;

/** A new answer of four or five characters, drawn with the crypto generator: it is the secret. */
export function newCaptchaAnswer(): string {
  const length = randomInt(4, 6);
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)]).join('');
}

/**
 * Layout noise (jitter, colours, lines) only has to look random, not be secret, so it comes from a
 * small generator seeded from crypto instead of thousands of crypto calls per picture.
 */
function noiseSource(): (below: number) => number {
  let state = randomBytes(4).readUInt32BE() || 1;
  return (below) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state % below;
  };
}

class Canvas {
  readonly pixels = new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 3);

  plot(x: number, y: number, colour: readonly [number, number, number]): void {
    if (x < 0 || y < 0 || x >= CAPTCHA_WIDTH || y >= CAPTCHA_HEIGHT) return;
    this.pixels.set(colour, (y * CAPTCHA_WIDTH + x) * 3);
  }

  /** Bresenham's line. */
  line(x0: number, y0: number, x1: number, y1: number, colour: readonly [number, number, number]): void {
    const dx = Math.abs(x1 - x0);
    const dy = -Math.abs(y1 - y0);
    const stepX = x0 < x1 ? 1 : -1;
    const stepY = y0 < y1 ? 1 : -1;
    let error = dx + dy;
    let [x, y] = [x0, y0];
    for (;;) {
      this.plot(x, y, colour);
      if (x === x1 && y === y1) return;
      const doubled = 2 * error;
      if (doubled >= dy) {
        error += dy;
        x += stepX;
      }
      if (doubled <= dx) {
        error += dx;
        y += stepY;
      }
    }
  }
}

/** Draws `answer` about 120x40: a light speckled ground, jittered and slanted glyphs, noise lines and dots. */
export function drawCaptcha(answer: string): RgbImage {
  const random = noiseSource();
  const canvas = new Canvas();
  const ground = 228 + random(20);
  for (let y = 0; y < CAPTCHA_HEIGHT; y += 1) {
    for (let x = 0; x < CAPTCHA_WIDTH; x += 1) {
      const shade = ground + random(12) - 6;
      canvas.plot(x, y, [shade, shade - random(8), shade - random(8)]);
    }
  }
  const slotWidth = (CAPTCHA_WIDTH - 2 * MARGIN_X) / answer.length;
  const glyphWidth = GLYPH_WIDTH * GLYPH_SCALE;
  const glyphHeight = GLYPH_HEIGHT * GLYPH_SCALE;
  [...answer].forEach((character, index) => {
    const colour = [20 + random(90), 20 + random(90), 20 + random(90)] as const;
    const left = Math.round(MARGIN_X + index * slotWidth + (slotWidth - glyphWidth) / 2) + random(5) - 2;
    const top = Math.round((CAPTCHA_HEIGHT - glyphHeight) / 2) + random(9) - 4;
    const slant = random(3) - 1;
    for (let row = 0; row < GLYPH_HEIGHT; row += 1) {
      const shift = Math.round((slant * (GLYPH_HEIGHT / 2 - row)) / 1.5);
      for (let column = 0; column < GLYPH_WIDTH; column += 1) {
        if (!isInked(character, column, row)) continue;
        for (let dy = 0; dy < GLYPH_SCALE; dy += 1) {
          for (let dx = 0; dx < GLYPH_SCALE; dx += 1) canvas.plot(left + shift + column * GLYPH_SCALE + dx, top + row * GLYPH_SCALE + dy, colour);
        }
      }
    }
  });
  for (let index = 0; index < NOISE_LINES; index += 1) {
    const colour = [60 + random(120), 60 + random(120), 60 + random(120)] as const;
    canvas.line(random(CAPTCHA_WIDTH), random(CAPTCHA_HEIGHT), random(CAPTCHA_WIDTH), random(CAPTCHA_HEIGHT), colour);
  }
  for (let index = 0; index < NOISE_DOTS; index += 1) {
    canvas.plot(random(CAPTCHA_WIDTH), random(CAPTCHA_HEIGHT), [random(200), random(200), random(200)]);
  }
  return { width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, pixels: canvas.pixels };
}
