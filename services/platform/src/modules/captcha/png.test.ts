import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha, newCaptchaAnswer } from './draw';
import { CAPTCHA_ALPHABET } from './glyphs';
import { PNG_SIGNATURE, crc32, encodePng } from './png';

interface Chunk {
  type: string;
  data: Buffer;
  crc: number;
}

/** Reads a PNG back chunk by chunk, the way an image decoder would. */
function chunksOf(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = PNG_SIGNATURE.length;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.subarray(offset + 4, offset + 8).toString('ascii');
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    chunks.push({ type, data, crc });
    offset += 12 + length;
  }
  return chunks;
}

describe('PNG encoder', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789', 'ascii'))).toBe(0xcbf43926);
    expect(crc32(Buffer.alloc(0))).toBe(0);
  });

  it('writes the signature, a 120x40 RGB header, data that inflates to every row, and right CRCs', () => {
    const png = encodePng(drawCaptcha('AC34'));
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const chunks = chunksOf(png);
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    for (const chunk of chunks) expect(chunk.crc, chunk.type).toBe(crc32(Buffer.concat([Buffer.from(chunk.type, 'ascii'), chunk.data])));
    const header = chunks[0]?.data ?? Buffer.alloc(0);
    expect([header.readUInt32BE(0), header.readUInt32BE(4)]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    expect([...header.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
    const rows = inflateSync(chunks[1]?.data ?? Buffer.alloc(0));
    expect(rows.length).toBe(CAPTCHA_HEIGHT * (1 + CAPTCHA_WIDTH * 3));
    for (let row = 0; row < CAPTCHA_HEIGHT; row += 1) expect(rows[row * (1 + CAPTCHA_WIDTH * 3)]).toBe(0);
  });

  it('refuses pixels that do not fill the picture', () => {
    expect(() => encodePng({ width: 2, height: 2, pixels: new Uint8Array(5) })).toThrow(/12 bytes/);
  });
});

describe('captcha drawing', () => {
  it('makes answers of four or five unambiguous characters', () => {
    for (const ambiguous of ['0', 'O', '1', 'I', 'L', '2', 'Z', '5', 'S', '8', 'B']) expect(CAPTCHA_ALPHABET).not.toContain(ambiguous);
    const lengths = new Set<number>();
    for (let index = 0; index < 200; index += 1) {
      const answer = newCaptchaAnswer();
      lengths.add(answer.length);
      expect([...answer].every((character) => CAPTCHA_ALPHABET.includes(character))).toBe(true);
    }
    expect([...lengths].sort()).toEqual([4, 5]);
  });

  it('inks the characters in dark colours on a light ground', () => {
    const { pixels } = drawCaptcha('HKMW9');
    let dark = 0;
    for (let index = 0; index < pixels.length; index += 3) if ((pixels[index] ?? 255) < 120 && (pixels[index + 1] ?? 255) < 120) dark += 1;
    // five 15x21 glyphs are several hundred pixels; the noise alone is far fewer
    expect(dark).toBeGreaterThan(400);
    expect(dark).toBeLessThan(CAPTCHA_WIDTH * CAPTCHA_HEIGHT / 2);
  });
});
