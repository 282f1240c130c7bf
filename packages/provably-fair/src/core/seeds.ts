import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { assertHex32, isHex32 } from './hex32';

export const SERVER_SEED_BYTES = 32;
export const CLIENT_SEED_MAX_LENGTH = 64;

/** Everything that decides one round's outcome bytes. */
export type RoundSeeds = {
  /** 32 secret bytes as 64 lowercase hex digits, revealed when the player rotates seeds. */
  serverSeed: string;
  /** The player's own string, so the house cannot choose the outcome alone. */
  clientSeed: string;
  /** Counts the bets made with one seed pair, from 0. */
  nonce: number;
};

export type ClientSeedProblem = 'empty' | 'too-long' | 'not-printable-ascii' | 'surrounding-space';

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

export function isServerSeed(value: string): boolean {
  return isHex32(value);
}

export function assertServerSeed(serverSeed: string): void {
  assertHex32(serverSeed, 'server seed');
}

/** A fresh server seed from the platform's cryptographic generator (Web Crypto, in browsers and Node alike). */
export function randomServerSeed(): string {
  return bytesToHex(crypto.getRandomValues(new Uint8Array(SERVER_SEED_BYTES)));
}

/**
 * The commitment shown to the player before any bet: sha256 of the seed's 32 bytes (not of its hex
 * text), as lowercase hex. Publishing it first binds the house to the seed without revealing it.
 */
export function hashServerSeed(serverSeed: string): string {
  assertServerSeed(serverSeed);
  return bytesToHex(sha256(hexToBytes(serverSeed)));
}

export function serverSeedMatchesCommitment(serverSeed: string, commitment: string): boolean {
  return isServerSeed(serverSeed) && hashServerSeed(serverSeed) === commitment.toLowerCase();
}

/**
 * Why a client seed cannot be used, or null. Printable ASCII keeps the seed the same bytes on every
 * keyboard and in every encoding; surrounding spaces are refused because form fields trim them, and a
 * seed that changes on copy and paste cannot be verified. Codes, not sentences: the screen translates them.
 */
export function clientSeedProblem(clientSeed: string): ClientSeedProblem | null {
  if (clientSeed.length === 0) return 'empty';
  if (clientSeed.length > CLIENT_SEED_MAX_LENGTH) return 'too-long';
  if (!PRINTABLE_ASCII.test(clientSeed)) return 'not-printable-ascii';
  if (clientSeed.trim() !== clientSeed) return 'surrounding-space';
  return null;
}

export function assertClientSeed(clientSeed: string): void {
  const problem = clientSeedProblem(clientSeed);
  if (problem) throw new RangeError(`client seed is not usable: ${problem}`);
}

export function assertNonce(nonce: number): void {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError(`nonce must be a non-negative safe integer, got ${nonce}`);
}

export function assertRoundSeeds(seeds: RoundSeeds): void {
  assertServerSeed(seeds.serverSeed);
  assertClientSeed(seeds.clientSeed);
  assertNonce(seeds.nonce);
}
