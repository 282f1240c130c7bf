import { PROMOTION_APPLICATION_MAX_IMAGES, PROMOTION_IMAGE_MAX_BYTES } from '@croupier/contract';

export type ImageContentType = 'image/png' | 'image/jpeg';

/** Why a chosen file is not taken; each has a message of its own in the promotions dictionary. */
export type ImageProblem = 'type' | 'size' | 'empty' | 'unreadable' | 'count';

/** An image ready to send: its type as its bytes show it, and the bytes in base64. */
export interface ChosenImage {
  /** this page's own number for it, so two files of one name stay apart */
  id: number;
  name: string;
  sizeBytes: number;
  contentType: ImageContentType;
  dataBase64: string;
}

export interface RefusedImage {
  name: string;
  sizeBytes: number;
  problem: ImageProblem;
}

const ACCEPTED_TYPES: readonly string[] = ['image/png', 'image/jpeg'];
/** What the file picker offers: the types and the names the server takes (SPEC §5: png or jpg). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
/** Bytes per String.fromCharCode call: well under every engine's argument limit. */
const BASE64_CHUNK_BYTES = 0x8000;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

/** The image's type as its first bytes say, which the server also goes by; null for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageContentType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

/**
 * What the browser says of a chosen file, checked before a byte is read: another type (a GIF, a PDF, a
 * HEIC photo) or more than 5 MB is refused here. Some phones give no type: those are judged by their bytes.
 */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): ImageProblem | null {
  if (file.type !== '' && !ACCEPTED_TYPES.includes(file.type)) return 'type';
  if (file.size > PROMOTION_IMAGE_MAX_BYTES) return 'size';
  if (file.size === 0) return 'empty';
  return null;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += BASE64_CHUNK_BYTES) binary += String.fromCharCode(...bytes.subarray(start, start + BASE64_CHUNK_BYTES));
  return btoa(binary);
}

function readBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

export type ImageRead = { ok: true; image: Omit<ChosenImage, 'id'> } | { ok: false; refused: RefusedImage };

/** Checks one chosen file and reads it; the type sent is the one its bytes show. */
export async function readImage(file: File): Promise<ImageRead> {
  const refuse = (problem: ImageProblem): ImageRead => ({ ok: false, refused: { name: file.name, sizeBytes: file.size, problem } });
  const problem = checkImageFile(file);
  if (problem) return refuse(problem);
  let bytes: Uint8Array;
  try {
    bytes = await readBytes(file);
  } catch {
    return refuse('unreadable');
  }
  const contentType = sniffImageType(bytes);
  if (!contentType) return refuse('type');
  return { ok: true, image: { name: file.name, sizeBytes: file.size, contentType, dataBase64: toBase64(bytes) } };
}

/**
 * Which of newly chosen files fit beside the images already taken: the first ones up to the limit of
 * three; the rest are refused by count before a byte of them is read.
 */
export function splitByRoom(files: readonly File[], alreadyTaken: number): { fitting: File[]; over: RefusedImage[] } {
  const room = Math.max(0, PROMOTION_APPLICATION_MAX_IMAGES - alreadyTaken);
  return {
    fitting: files.slice(0, room),
    over: files.slice(room).map((file) => ({ name: file.name, sizeBytes: file.size, problem: 'count' as const })),
  };
}
