import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FOREIGN_CONTENT, jpegWithComment, pngClaiming, pngWithText, tinyJpeg, tinyPng } from '../../../testing/images';
import { ImageRefused, UPLOAD_MAX_PIXELS, reencodeImage } from './index';

const pixelsOf = async (bytes: Buffer) => (await sharp(bytes).raw().toBuffer({ resolveWithObject: true })).data;

async function refusalOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ImageRefused) return error.message;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('re-encoding an uploaded image', () => {
  it('keeps the pixels of a PNG and drops a text chunk carrying PHP and a script', async () => {
    const upload = pngWithText();
    expect(upload.includes(Buffer.from('<?php'))).toBe(true);
    expect((await sharp(upload).metadata()).format).toBe('png');
    const clean = await reencodeImage(upload, 'image/png');
    expect(clean).toMatchObject({ contentType: 'image/png', width: 2, height: 2 });
    for (const foreign of ['<?php', '<script', 'tEXt', 'Comment']) expect(clean.bytes.includes(Buffer.from(foreign, 'latin1')), foreign).toBe(false);
    expect((await sharp(clean.bytes).metadata()).format).toBe('png');
    expect((await pixelsOf(clean.bytes)).equals(await pixelsOf(tinyPng()))).toBe(true);
    expect(clean.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('drops a JPEG comment and whatever follows the end of a PNG', async () => {
    const jpeg = await reencodeImage(jpegWithComment(), 'image/jpeg');
    expect(jpeg.bytes.includes(Buffer.from('<?php'))).toBe(false);
    expect((await sharp(jpeg.bytes).metadata()).format).toBe('jpeg');
    const trailing = Buffer.concat([tinyPng(), Buffer.from(FOREIGN_CONTENT)]);
    expect((await reencodeImage(trailing, 'image/png')).bytes.includes(Buffer.from('<script'))).toBe(false);
  });

  it('stores EXIF and XMP of a photo nowhere', async () => {
    const tagged = await sharp(tinyJpeg()).withExif({ IFD0: { ImageDescription: FOREIGN_CONTENT, Copyright: 'someone' } }).jpeg().toBuffer();
    expect(tagged.includes(Buffer.from('<?php'))).toBe(true);
    const clean = await reencodeImage(tagged, 'image/jpeg');
    expect(clean.bytes.includes(Buffer.from('<?php'))).toBe(false);
    expect((await sharp(clean.bytes).metadata()).exif).toBeUndefined();
  });

  it('refuses what is not the declared type, what does not decode and a canvas too large to open', async () => {
    expect(await refusalOf(() => reencodeImage(tinyJpeg(), 'image/png'))).toMatch(/not a PNG/);
    expect(await refusalOf(() => reencodeImage(tinyPng(), 'image/jpeg'))).toMatch(/not a JPEG/);
    expect(await refusalOf(() => reencodeImage(Buffer.from('<html><script>alert(1)</script></html>'), 'image/png'))).toMatch(/does not open/);
    expect(30_000 * 30_000).toBeGreaterThan(UPLOAD_MAX_PIXELS);
    expect(await refusalOf(() => reencodeImage(pngClaiming(30_000, 30_000), 'image/png'))).toMatch(/pixels|does not open/);
    expect(await refusalOf(() => reencodeImage(pngClaiming(2, 3), 'image/png'))).toMatch(/does not decode/);
  });
});
