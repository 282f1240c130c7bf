import { PROOF_MAX_BYTES } from '@croupier/domain';
import { ApiError } from '../../http/api-error';
import { ImageRefused, reencodeImage } from '../uploads';

/**
 * A receipt photo is taken for what its bytes are, not for what its sender calls it: the declared type
 * must match the file's own signature, and the file must be whole (a PNG ends with its IEND chunk, a
 * JPEG with its end-of-image marker). A script or a page renamed .png is refused here, before anything
 * is stored. What passes is decoded and re-encoded (modules/uploads), and only the new bytes are kept:
 * a valid image carrying markup or script in a text chunk or after its end loses them.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_IEND = Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);
const JPEG_END = Buffer.from([0xff, 0xd9]);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export interface CheckedProof {
  contentType: 'image/png' | 'image/jpeg';
  bytes: Buffer;
  sha256: string;
}

const invalid = (why: string) => new ApiError('PROOF_INVALID', `The receipt photo was refused: ${why}`, [{ field: 'dataBase64', message: why }]);

function looksLikePng(bytes: Buffer): boolean {
  // signature, then the IHDR chunk first (length 13), and the IEND chunk last
  return (
    bytes.length >= 8 + 25 + 12 &&
    bytes.subarray(0, 8).equals(PNG_SIGNATURE) &&
    bytes.readUInt32BE(8) === 13 &&
    bytes.subarray(12, 16).toString('latin1') === 'IHDR' &&
    bytes.subarray(bytes.length - 8).equals(PNG_IEND)
  );
}

function looksLikeJpeg(bytes: Buffer): boolean {
  return bytes.length >= 4 && bytes.subarray(0, 3).equals(JPEG_START) && bytes.subarray(bytes.length - 2).equals(JPEG_END);
}

/** Decodes, checks and re-encodes a receipt photo; PROOF_INVALID names what is wrong with it. */
export async function checkProof(contentType: 'image/png' | 'image/jpeg', dataBase64: string): Promise<CheckedProof> {
  const text = dataBase64.replace(/\s+/g, '');
  if (!BASE64.test(text) || text.length % 4 !== 0) throw invalid('it is not base64');
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length === 0) throw invalid('it is empty');
  if (bytes.length > PROOF_MAX_BYTES) throw invalid(`it is ${bytes.length} bytes, over the 5 MB a photo may be`);
  const png = looksLikePng(bytes);
  const jpeg = looksLikeJpeg(bytes);
  if (!png && !jpeg) throw invalid('its content is not a PNG or JPEG image');
  if ((contentType === 'image/png') !== png) throw invalid(`it says ${contentType} but its content is a ${png ? 'PNG' : 'JPEG'} image`);
  try {
    const clean = await reencodeImage(bytes, contentType);
    if (clean.bytes.length > PROOF_MAX_BYTES) throw invalid(`encoded again it is ${clean.bytes.length} bytes, over the 5 MB a photo may be`);
    return { contentType: clean.contentType, bytes: clean.bytes, sha256: clean.sha256 };
  } catch (error) {
    if (error instanceof ImageRefused) throw invalid(error.message);
    throw error;
  }
}
