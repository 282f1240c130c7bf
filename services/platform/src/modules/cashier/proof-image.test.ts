import { describe, expect, it } from 'vitest';
import { PROOF_MAX_BYTES } from '@croupier/contract';
import { ApiError } from '../../http/api-error';
import { checkProof } from './proof-image';
import { tinyJpeg, tinyPng } from '../../testing/images';

const base64 = (bytes: Buffer) => bytes.toString('base64');

function refusalOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return `${error.code}: ${error.message}`;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('receipt photos', () => {
  it('takes a PNG and a JPEG for what their content is, with its hash', () => {
    const png = checkProof('image/png', base64(tinyPng()));
    expect(png.contentType).toBe('image/png');
    expect(png.bytes.equals(tinyPng())).toBe(true);
    expect(png.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(checkProof('image/jpeg', base64(tinyJpeg())).bytes.length).toBe(tinyJpeg().length);
  });

  it('refuses a page, a script or a GIF named as an image', () => {
    expect(refusalOf(() => checkProof('image/png', base64(Buffer.from('<html><script>alert(1)</script></html>'))))).toMatch(/^PROOF_INVALID: .*not a PNG or JPEG/);
    expect(refusalOf(() => checkProof('image/jpeg', base64(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))))).toMatch(/not a PNG or JPEG/);
  });

  it('refuses an image under the other type’s name, a cut-off PNG, and what is not base64', () => {
    expect(refusalOf(() => checkProof('image/png', base64(tinyJpeg())))).toMatch(/says image\/png but its content is a JPEG/);
    expect(refusalOf(() => checkProof('image/jpeg', base64(tinyPng())))).toMatch(/says image\/jpeg but its content is a PNG/);
    expect(refusalOf(() => checkProof('image/png', base64(tinyPng().subarray(0, 40))))).toMatch(/not a PNG or JPEG/);
    expect(refusalOf(() => checkProof('image/png', 'not*base64!'))).toMatch(/not base64/);
  });

  it('refuses an empty file and one over 5 MB', () => {
    expect(refusalOf(() => checkProof('image/png', ''))).toMatch(/empty/);
    const jpeg = tinyJpeg();
    const big = Buffer.concat([jpeg.subarray(0, jpeg.length - 2), Buffer.alloc(PROOF_MAX_BYTES), jpeg.subarray(jpeg.length - 2)]);
    expect(refusalOf(() => checkProof('image/jpeg', base64(big)))).toMatch(/over the 5 MB/);
  });
});
