import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';

/** The image types uploads take; each is stored as what it says, re-encoded. */
export type UploadImageType = 'image/png' | 'image/jpeg';

export interface CleanImage {
  contentType: UploadImageType;
  /** the re-encoded image: the only bytes of an upload that are ever stored or served */
  bytes: Buffer;
  sha256: string;
  width: number;
  height: number;
}

/**
 * A picture no larger than a 64-megapixel photo. The check reads the header before any pixel is
 * decoded, so a small file that claims a huge canvas (a decompression bomb) costs nothing.
 */
export const UPLOAD_MAX_PIXELS = 64_000_000;

/** Why an upload is not an image we keep, in words the caller can pass on to the sender. */
export class ImageRefused extends Error {}

const FORMAT_OF: Record<UploadImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpeg' };

/** Reads the image as sharp would, refusing what does not decode as the declared type. */
async function decodedHeader(bytes: Buffer, declared: UploadImageType): Promise<{ width: number; height: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS }).metadata();
  } catch {
    throw new ImageRefused('it does not open as an image');
  }
  if (metadata.format !== FORMAT_OF[declared]) throw new ImageRefused(`its content is not a ${declared === 'image/png' ? 'PNG' : 'JPEG'} image`);
  if (!metadata.width || !metadata.height) throw new ImageRefused('it has no picture in it');
  if (metadata.width * metadata.height > UPLOAD_MAX_PIXELS) throw new ImageRefused(`it is ${metadata.width}×${metadata.height} pixels, more than an upload may be`);
  return { width: metadata.width, height: metadata.height };
}

/**
 * Every uploaded image passes here before it is stored (receipt photos today; promotion applications
 * and feedback use the same): decoded to pixels and encoded anew as the declared type, so only pixels
 * survive. Text chunks, EXIF and XMP, ICC profiles, comments and anything appended after the image end
 * are gone, and with them any script or markup hidden in them. A photo's orientation is applied to the
 * pixels first, as its EXIF tag is dropped. Refuses with ImageRefused what does not decode, what decodes
 * as another type, and pictures over UPLOAD_MAX_PIXELS; byte-size limits are the caller's, on the upload.
 */
export async function reencodeImage(bytes: Buffer, declared: UploadImageType): Promise<CleanImage> {
  await decodedHeader(bytes, declared);
  // failOn 'error' refuses a damaged file rather than storing whatever part of it decoded.
  const pipeline = sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' }).rotate();
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await (declared === 'image/png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 85, mozjpeg: true })).toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRefused('it is damaged and does not decode');
  }
  return {
    contentType: declared,
    bytes: output.data,
    sha256: createHash('sha256').update(output.data).digest('hex'),
    width: output.info.width,
    height: output.info.height,
  };
}
