import type { BeaconRound } from '@croupier/provably-fair';

/** A beacon round as published, with the time it was due. */
export interface PublishedBeaconRound extends BeaconRound {
  atMs: number;
}

export interface BeaconInfo {
  /** Ed25519 public key of the beacon's rounds, 64 hex digits */
  publicKey: string;
  /** round 1 is due at genesisMs, round r at genesisMs + (r - 1) * periodMs */
  genesisMs: number;
  periodMs: number;
}

/**
 * A public randomness beacon: rounds at fixed times, each a value nobody knows before its time, signed
 * so anyone can check it (drand's unchained rounds are the model; see @croupier/provably-fair's
 * beacon-round.ts for the exact bytes). Crash rounds name a round of it before betting closes and draw
 * their point from it. The platform ships a stand-in (LocalBeacon); a public beacon is another
 * implementation of this interface.
 */
export interface RandomnessBeacon {
  info(): Promise<BeaconInfo>;
  /** The round as published, or null while its time has not come. */
  read(round: number, nowMs: number): Promise<PublishedBeaconRound | null>;
}

/** The first round due at or after `timeMs`, and when it is due. */
export function beaconRoundAt(info: BeaconInfo, timeMs: number): { round: number; atMs: number } {
  const round = Math.max(1, Math.ceil((timeMs - info.genesisMs) / info.periodMs) + 1);
  return { round, atMs: beaconRoundTime(info, round) };
}

export function beaconRoundTime(info: BeaconInfo, round: number): number {
  return info.genesisMs + (round - 1) * info.periodMs;
}
