import { createHash, createHmac } from 'node:crypto';

/** Fixed seeds of the known-answer tests: bytes 0x00..0x1f, and a plain client seed. */
export const TEST_SERVER_SEED = Buffer.from(Array.from({ length: 32 }, (_, index) => index)).toString('hex');
export const TEST_CLIENT_SEED = 'croupier-test';

// The definitions again, on Node's own sha256 and HMAC rather than the library's, so the tests compare
// two implementations instead of the library with itself.

export function nodeSha256Hex(hex: string): string {
  return createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
}

export function nodeOutcomeBlock(serverSeed: string, clientSeed: string, nonce: number, cursor: number): Buffer {
  return createHmac('sha256', Buffer.from(serverSeed, 'hex')).update(`${clientSeed}:${nonce}:${cursor}`).digest();
}

export function nodeOutcomeBytes(serverSeed: string, clientSeed: string, nonce: number, byteCount: number): Buffer {
  const blocks: Buffer[] = [];
  for (let cursor = 0; blocks.length * 32 < byteCount; cursor += 1) blocks.push(nodeOutcomeBlock(serverSeed, clientSeed, nonce, cursor));
  return Buffer.concat(blocks).subarray(0, byteCount);
}

/** Big-endian 32-bit words of the stream, as the definition reads them. */
export function nodeOutcomeWords(serverSeed: string, clientSeed: string, nonce: number, wordCount: number): number[] {
  const bytes = nodeOutcomeBytes(serverSeed, clientSeed, nonce, wordCount * 4);
  return Array.from({ length: wordCount }, (_, index) => bytes.readUInt32BE(index * 4));
}

export function nodeCrashGameHash(roundHash: string, salt: string | null): string {
  if (salt === null) return roundHash;
  return createHmac('sha256', Buffer.from(roundHash, 'hex')).update(salt).digest('hex');
}
