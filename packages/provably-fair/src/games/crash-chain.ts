import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { assertHex32, isHex32 } from '../core/hex32';

/**
 * Crash rounds are decided before anyone bets: a chain of hashes is made from a secret terminal seed by
 * hashing again and again, its final hash is published, and rounds use the chain backwards. Each
 * round's revealed hash hashes to the one revealed before it (the first to the published commitment),
 * so the house could not have picked any round after publishing: it would have to invert sha256.
 */
export type CrashChain = {
  /** Published before the first round: sha256 of the first round's hash. */
  commitment: string;
  /** In play order: roundHashes[i] = sha256(roundHashes[i + 1]); the last is sha256 of the terminal seed. */
  roundHashes: string[];
};

/** sha256 of a hash's 32 bytes, as lowercase hex: one step towards the commitment. */
export function previousChainHash(hash: string): string {
  assertHex32(hash, 'chain hash');
  return bytesToHex(sha256(hexToBytes(hash)));
}

/** The whole chain in memory; a server with millions of rounds keeps checkpoints instead. */
export function generateCrashChain(terminalSeed: string, roundCount: number): CrashChain {
  if (!Number.isSafeInteger(roundCount) || roundCount < 1) throw new RangeError(`round count must be a positive integer, got ${roundCount}`);
  const generated: string[] = [];
  let hash = terminalSeed;
  for (let step = 0; step < roundCount; step += 1) {
    hash = previousChainHash(hash);
    generated.push(hash);
  }
  return { commitment: previousChainHash(hash), roundHashes: generated.reverse() };
}

/** True when `nextRevealedHash` is the round that follows `hash`: its sha256 is `hash`. */
export function verifyChainLink(hash: string, nextRevealedHash: string): boolean {
  if (!isHex32(hash.toLowerCase()) || !isHex32(nextRevealedHash.toLowerCase())) return false;
  return previousChainHash(nextRevealedHash.toLowerCase()) === hash.toLowerCase();
}

/**
 * Which round of the chain a revealed hash is (1 for the first played), found by hashing towards the
 * commitment; null when it does not reach it within `maxRounds`. Lets a player check any past round
 * against the commitment alone.
 */
export function roundNumberInChain(revealedHash: string, commitment: string, maxRounds: number): number | null {
  if (!isHex32(revealedHash.toLowerCase())) return null;
  const target = commitment.toLowerCase();
  let hash = revealedHash.toLowerCase();
  for (let round = 1; round <= maxRounds; round += 1) {
    hash = previousChainHash(hash);
    if (hash === target) return round;
  }
  return null;
}
