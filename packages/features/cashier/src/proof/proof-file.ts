import { PROOF_CONTENT_TYPES, PROOF_MAX_BYTES } from '@croupier/domain';

export type ProofContentType = (typeof PROOF_CONTENT_TYPES)[number];

/** Why a chosen photo is not taken; each has a message of its own in the cashier dictionary. */
export type ProofProblem = 'type' | 'size' | 'empty' | 'unreadable';

/** A receipt photo ready to send: its type as its bytes show it, and the bytes in base64. */
export interface ProofUpload {
  name: string;
  sizeBytes: number;
  contentType: ProofContentType;
  dataBase64: string;
}

export type ProofRead = { ok: true; proof: ProofUpload } | { ok: false; problem: ProofProblem };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
/** Bytes per String.fromCharCode call: well under every engine's argument limit. */
const BASE64_CHUNK_BYTES = 0x8000;

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/** The photo's type as its first bytes say, which the server also goes by; null for anything else. */
export function sniffProofType(bytes: Uint8Array): ProofContentType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

/**
 * What the browser says of a chosen file, checked before a byte is read: an image of another type
 * (a PDF, a GIF, a HEIC photo) or one over 5 MB is refused here. Some phones give no type at all;
 * those are judged by their content when read.
 */
export function checkProofFile(file: Pick<File, 'type' | 'size'>): ProofProblem | null {
  if (file.type !== '' && !(PROOF_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > PROOF_MAX_BYTES) return 'size';
  if (file.size === 0) return 'empty';
  return null;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += BASE64_CHUNK_BYTES) {
    binary += String.fromCharCode(...bytes.subarray(start, start + BASE64_CHUNK_BYTES));
  }
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

/**
 * Checks a chosen receipt photo and reads it for upload. The type sent is the one its bytes show, so
 * a JPEG saved under a .png name still goes through, and a file that is no PNG or JPEG never leaves.
 */
export async function readProof(file: File): Promise<ProofRead> {
  const problem = checkProofFile(file);
  if (problem) return { ok: false, problem };
  let bytes: Uint8Array;
  try {
    bytes = await readBytes(file);
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  const contentType = sniffProofType(bytes);
  if (!contentType) return { ok: false, problem: 'type' };
  return { ok: true, proof: { name: file.name, sizeBytes: file.size, contentType, dataBase64: toBase64(bytes) } };
}
