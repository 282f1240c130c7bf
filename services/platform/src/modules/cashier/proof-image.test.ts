import { describe, expect, it } from 'vitest';
import { PROOF_MAX_BYTES } from '@croupier/domain';
import { ApiError } from '../../http/api-error';
import { checkProof } from './proof-image';
import { pngWithText, tinyJpeg, tinyPng } from '../../../testing/images';

const base64 = (bytes: Buffer) => bytes.toString('base64');

async function refusalOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ApiError) return `${error.code}: ${error.message}`;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('receipt photos', () => {
  it('takes a PNG and a JPEG for what their content is, re-encoded, with the hash of what is kept', async () => {
    const png = await checkProof('image/png', base64(tinyPng()));
    expect(png.contentType).toBe('image/png');
    expect(png.bytes.subarray(0, 8).equals(tinyPng().subarray(0, 8))).toBe(true);
    expect(png.sha256).toMatch(/^[0-9a-f]{64}$/);
    const jpeg = await checkProof('image/jpeg', base64(tinyJpeg()));
    expect(jpeg.bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
  });

  it('keeps only the re-encoded image of a PNG that carries PHP and a script in a text chunk', async () => {
    const kept = await checkProof('image/png', base64(pngWithText()));
    expect(kept.bytes.includes(Buffer.from('<?php'))).toBe(false);
    expect(kept.bytes.includes(Buffer.from('<script'))).toBe(false);
  });

  it('refuses a page, a script or a GIF named as an image', async () => {
    expect(await refusalOf(() => checkProof('image/png', base64(Buffer.from('<html><script>alert(1)</script></html>'))))).toMatch(/^PROOF_INVALID: .*not a PNG or JPEG/);
    expect(await refusalOf(() => checkProof('image/jpeg', base64(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))))).toMatch(/not a PNG or JPEG/);
  });

  it('refuses an image under the other type’s name, a cut-off PNG, a damaged one, and what is not base64', async () => {
    expect(await refusalOf(() => checkProof('image/png', base64(tinyJpeg())))).toMatch(/says image\/png but its content is a JPEG/);
    expect(await refusalOf(() => checkProof('image/jpeg', base64(tinyPng())))).toMatch(/says image\/jpeg but its content is a PNG/);
    expect(await refusalOf(() => checkProof('image/png', base64(tinyPng().subarray(0, 40))))).toMatch(/not a PNG or JPEG/);
    // whole in its frame (signature, header, end) but its pixel data is garbage
    const png = tinyPng();
    const garbled = Buffer.from(png);
    garbled.fill(0x41, 41, png.length - 16);
    expect(await refusalOf(() => checkProof('image/png', base64(garbled)))).toMatch(/^PROOF_INVALID: /);
    expect(await refusalOf(() => checkProof('image/png', 'not*base64!'))).toMatch(/not base64/);
  });

  it('refuses an empty file and one over 5 MB', async () => {
    expect(await refusalOf(() => checkProof('image/png', ''))).toMatch(/empty/);
    const jpeg = tinyJpeg();
    const big = Buffer.concat([jpeg.subarray(0, jpeg.length - 2), Buffer.alloc(PROOF_MAX_BYTES), jpeg.subarray(jpeg.length - 2)]);
    expect(await refusalOf(() => checkProof('image/jpeg', base64(big)))).toMatch(/over the 5 MB/);
  });
});
