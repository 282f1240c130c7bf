import { createHash } from 'node:crypto';

/** A 64-bit advisory lock key for a name: the first 8 bytes of its SHA-256, as Postgres' signed bigint. */
function keyOf(name: string): bigint {
  return createHash('sha256').update(name).digest().readBigInt64BE(0);
}

/** Held by every delivery of one transaction id: duplicates run one after another. */
export function transactionLockKey(providerCode: string, transactionId: string): bigint {
  return keyOf(`seamless:tx:${providerCode}:${transactionId}`);
}

/** Held by the bets, wins and rollbacks of one player's round: "round closed" is read and written in turn. */
export function roundLockKey(providerCode: string, playerId: string, roundId: string): bigint {
  return keyOf(`seamless:round:${providerCode}:${playerId}:${roundId}`);
}
