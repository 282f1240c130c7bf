import { PROMOTION_IMAGE_MAX_BYTES } from '@croupier/contract';
import { ApiError } from '../../http/api-error';
import { ImageRefused, reencodeImage, type UploadImageType } from '../uploads';

export interface CheckedImage {
  contentType: UploadImageType;
  bytes: Buffer;
  sha256: string;
  width: number;
  height: number;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * An application's image or a banner as it is kept (decision 0047): base64 of at most 5 MB, decoded and
 * re-encoded by modules/uploads as the type it claims, so only its pixels survive. PROMOTION_IMAGE_INVALID
 * names the field and what is wrong, in words the page can show beside it.
 */
export async function checkPromotionImage(field: string, image: { contentType: UploadImageType; dataBase64: string }): Promise<CheckedImage> {
  const refuse = (why: string) => new ApiError('PROMOTION_IMAGE_INVALID', `The image was refused: ${why}`, [{ field, message: why }]);
  const text = image.dataBase64.replace(/\s+/g, '');
  if (!BASE64.test(text) || text.length % 4 !== 0) throw refuse('it is not base64');
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length === 0) throw refuse('it is empty');
  if (bytes.length > PROMOTION_IMAGE_MAX_BYTES) throw refuse(`it is ${bytes.length} bytes, over the 5 MB an image may be`);
  try {
    const clean = await reencodeImage(bytes, image.contentType);
    if (clean.bytes.length > PROMOTION_IMAGE_MAX_BYTES) throw refuse('encoded again it is over 5 MB');
    return clean;
  } catch (error) {
    if (error instanceof ImageRefused) throw refuse(error.message);
    throw error;
  }
}

/** Every image of an application checked in turn; the first bad one refuses the whole application. */
export async function checkApplicationImages(images: ReadonlyArray<{ contentType: UploadImageType; dataBase64: string }>): Promise<CheckedImage[]> {
  const checked: CheckedImage[] = [];
  for (const [index, image] of images.entries()) checked.push(await checkPromotionImage(`images.${index}`, image));
  return checked;
}
