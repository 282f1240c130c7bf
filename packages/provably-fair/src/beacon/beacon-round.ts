import * as ed25519 from '@noble/ed25519';
import { sha256, sha512 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { isHex32 } from '../core/hex32';

// noble's synchronous Ed25519 calls need a SHA-512; this is the same audited family as our sha256.
ed25519.hashes.sha512 = sha512;

/**
 * A randomness beacon publishes, round by round at fixed times, a value nobody could know before its
 * time: here an Ed25519 signature of the round number, in the manner of drand's unchained rounds. The
 * beacon's key signs; anyone holding its public key checks; the value used is sha256 of the signature.
 *
 *   message    = sha256(round as 8 bytes, big-endian)
 *   signature  = Ed25519(beacon secret key, message)          64 bytes
 *   randomness = sha256(signature)                            32 bytes, written as 64 lowercase hex digits
 */
export interface BeaconRound {
  round: number;
  /** 128 lowercase hex digits */
  signature: string;
  /** 64 lowercase hex digits */
  randomness: string;
}

const SIGNATURE_PATTERN = /^[0-9a-f]{128}$/;

function assertBeaconRoundNumber(round: number): void {
  if (!Number.isSafeInteger(round) || round < 1) throw new RangeError(`beacon round must be a positive safe integer, got ${round}`);
}

/** The 32 bytes a beacon signs for `round`. */
export function beaconMessage(round: number): Uint8Array {
  assertBeaconRoundNumber(round);
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round));
  return sha256(bytes);
}

export function beaconRandomnessOf(signature: string): string {
  if (!SIGNATURE_PATTERN.test(signature)) throw new RangeError('beacon signature must be 128 lowercase hex digits');
  return bytesToHex(sha256(hexToBytes(signature)));
}

/** The public key (64 hex digits) of a beacon secret key (64 hex digits). */
export function beaconPublicKeyOf(secretKey: string): string {
  if (!isHex32(secretKey)) throw new RangeError('beacon secret key must be 64 lowercase hex digits');
  return bytesToHex(ed25519.getPublicKey(hexToBytes(secretKey)));
}

/** A round as a beacon holding `secretKey` publishes it. */
export function signBeaconRound(secretKey: string, round: number): BeaconRound {
  if (!isHex32(secretKey)) throw new RangeError('beacon secret key must be 64 lowercase hex digits');
  const signature = bytesToHex(ed25519.sign(beaconMessage(round), hexToBytes(secretKey)));
  return { round, signature, randomness: beaconRandomnessOf(signature) };
}

function signatureVerifies(publicKey: string, published: BeaconRound): boolean {
  try {
    return ed25519.verify(hexToBytes(published.signature), beaconMessage(published.round), hexToBytes(publicKey));
  } catch {
    // A round number or key that cannot be read is a round this beacon did not sign.
    return false;
  }
}

export type BeaconProblem = 'signature' | 'randomness' | null;

/** Why a published round is not the beacon's, or null: its signature must verify and its randomness be sha256 of it. */
export function beaconRoundProblem(publicKey: string, published: BeaconRound): BeaconProblem {
  if (!isHex32(publicKey) || !SIGNATURE_PATTERN.test(published.signature)) return 'signature';
  if (!signatureVerifies(publicKey, published)) return 'signature';
  return beaconRandomnessOf(published.signature) === published.randomness ? null : 'randomness';
}
