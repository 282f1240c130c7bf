import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { hexToBytes } from '@noble/hashes/utils.js';
import { assertClientSeed, assertNonce, assertServerSeed, type RoundSeeds } from './seeds';

export const OUTCOME_BLOCK_BYTES = 32;

/**
 * The bytes that decide one round, read front to back. Block `cursor` is
 * HMAC-SHA256(key = the server seed's 32 bytes, message = `${clientSeed}:${nonce}:${cursor}`), and the
 * stream is block 0, block 1, ... for as long as the game keeps reading, so a game never runs out of
 * bytes and never reuses one.
 */
export type OutcomeStream = {
  nextByte(): number;
  /** The next four bytes as a big-endian unsigned integer. */
  nextUint32(): number;
  /** How many bytes the round has used; part of what a verifier can show. */
  bytesRead(): number;
};

type BlockHasher = (clientSeed: string, nonce: number, cursor: number) => Uint8Array;

/**
 * The HMAC state after the server seed's inner and outer pads, and a scratch state each block starts
 * from a copy of: the pads are hashed once per seed pair instead of once per block, and copying into
 * the same scratch (allowed: every block is computed synchronously, start to end) saves allocating two
 * hash states per block. Together they halve the cost of a block.
 */
function blockHasherOf(serverSeed: string): BlockHasher {
  assertServerSeed(serverSeed);
  const keyed = hmac.create(sha256, hexToBytes(serverSeed));
  const scratch = keyed.clone();
  return (clientSeed, nonce, cursor) => keyed._cloneInto(scratch).update(asciiBytes(`${clientSeed}:${nonce}:${cursor}`)).digest();
}

/**
 * The message is ASCII by construction (client seeds are printable ASCII, the rest are digits), where
 * ASCII and UTF-8 are the same bytes; copying char codes is several times faster than a TextEncoder
 * call on strings this short, and blocks are the hot path of every game and simulation.
 */
function asciiBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** One block of the stream; the verifier and the tests read blocks directly. */
export function outcomeBlock(seeds: RoundSeeds, cursor: number): Uint8Array {
  assertClientSeed(seeds.clientSeed);
  assertNonce(seeds.nonce);
  assertNonce(cursor);
  return blockHasherOf(seeds.serverSeed)(seeds.clientSeed, seeds.nonce, cursor);
}

/**
 * Streams for every nonce of one seed pair. The seeds are checked and the key prepared once, which is
 * what a server settling many bets of one player (or a simulation) wants.
 */
export function outcomeStreamsOfSeedPair(serverSeed: string, clientSeed: string): (nonce: number) => OutcomeStream {
  const blockOf = blockHasherOf(serverSeed);
  assertClientSeed(clientSeed);
  return (nonce) => {
    assertNonce(nonce);
    return streamOverBlocks((cursor) => blockOf(clientSeed, nonce, cursor));
  };
}

export function createOutcomeStream(seeds: RoundSeeds): OutcomeStream {
  return outcomeStreamsOfSeedPair(seeds.serverSeed, seeds.clientSeed)(seeds.nonce);
}

/** Reads bytes across blocks of any source; exported for tests that feed it known blocks. */
export function streamOverBlocks(blockAt: (cursor: number) => Uint8Array): OutcomeStream {
  let cursor = 0;
  let block = blockAt(cursor);
  let view = new DataView(block.buffer, block.byteOffset, block.byteLength);
  let offset = 0;
  let consumed = 0;

  function refillIfSpent(): void {
    if (offset < block.length) return;
    cursor += 1;
    block = blockAt(cursor);
    view = new DataView(block.buffer, block.byteOffset, block.byteLength);
    offset = 0;
  }

  function nextByte(): number {
    refillIfSpent();
    const byte = view.getUint8(offset);
    offset += 1;
    consumed += 1;
    return byte;
  }

  function nextUint32(): number {
    refillIfSpent();
    if (offset + 4 <= block.length) {
      const word = view.getUint32(offset);
      offset += 4;
      consumed += 4;
      return word;
    }
    // A word that straddles two blocks (only after an odd-sized read) is assembled byte by byte.
    return ((nextByte() << 24) | (nextByte() << 16) | (nextByte() << 8) | nextByte()) >>> 0;
  }

  return { nextByte, nextUint32, bytesRead: () => consumed };
}
