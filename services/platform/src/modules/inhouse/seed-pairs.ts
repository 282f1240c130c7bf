import { randomBytes } from 'node:crypto';
import type { FairnessState } from '@croupier/contract';
import { clientSeedProblem, hashServerSeed, randomServerSeed, type RoundSeeds } from '@croupier/provably-fair';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { MerchantKeys } from '../sealing';
import { selectOpenMinesRound } from './rounds-repository';
import { openSecret, sealSecret } from './secret-box';
import { insertSeedPairIfMissing, markSeedPairRotated, selectActiveSeedPair, takeNonce, type SeedPairRow } from './seed-pairs-repository';

/** The member a seed pair belongs to, with the merchant's keys that seal its server seed. */
export interface SeedOwner {
  keys: MerchantKeys;
  merchantCode: string;
  memberId: string;
}

/** A pair ready to play with: the server seed opened. */
export interface SeedPair extends SeedPairRow {
  serverSeed: string;
}

/** A first client seed for a player who has not chosen one; they may change it whenever they rotate. */
function defaultClientSeed(): string {
  return randomBytes(8).toString('hex');
}

async function insertNewPair(db: Queryable, owner: SeedOwner, clientSeed: string, nowMs: number): Promise<void> {
  const serverSeed = randomServerSeed();
  await insertSeedPairIfMissing(db, {
    merchantCode: owner.merchantCode,
    memberId: owner.memberId,
    serverSeedSealed: sealSecret(owner.keys, 'server-seed', serverSeed),
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed,
    createdAtMs: nowMs,
  });
}

/**
 * The member's active pair, made on first use. With `lock` it is held for the caller's transaction, so
 * two bets of one member take nonces one after the other and a rotation waits for a bet under way.
 */
export async function activeSeedPair(db: Queryable, owner: SeedOwner, nowMs: number, lock = false): Promise<SeedPair> {
  let row = await selectActiveSeedPair(db, owner.merchantCode, owner.memberId, lock);
  if (!row) {
    await insertNewPair(db, owner, defaultClientSeed(), nowMs);
    row = await selectActiveSeedPair(db, owner.merchantCode, owner.memberId, lock);
  }
  if (!row) throw new Error(`inhouse: no seed pair for member ${owner.memberId} after making one`);
  return { ...row, serverSeed: openSecret(owner.keys, 'server-seed', row.serverSeedSealed) };
}

/** The seeds of the pair's next round, taking its nonce; the caller holds the pair's lock. */
export async function nextRoundSeeds(tx: Queryable, pair: SeedPair): Promise<RoundSeeds> {
  const nonce = await takeNonce(tx, pair.id);
  return { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce };
}

export async function fairnessState(db: Queryable, owner: SeedOwner, nowMs: number): Promise<FairnessState> {
  const pair = await activeSeedPair(db, owner, nowMs);
  return { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nextNonce };
}

export function requireUsableClientSeed(clientSeed: string): void {
  const problem = clientSeedProblem(clientSeed);
  if (problem) throw new ApiError('VALIDATION_FAILED', `The client seed cannot be used: ${problem}`, [{ field: 'clientSeed', message: problem }]);
}

/**
 * Reveals the pair in use and starts a new one with the player's client seed. A Mines game still open
 * on the pair would be given away by its seed, so the player finishes it first (ROUND_IN_PROGRESS).
 */
export async function rotateSeedPair(db: Database, owner: SeedOwner, clientSeed: string, nowMs: number) {
  requireUsableClientSeed(clientSeed);
  return db.transaction(async (tx) => {
    const previous = await activeSeedPair(tx, owner, nowMs, true);
    if (await selectOpenMinesRound(tx, owner.merchantCode, owner.memberId)) {
      throw new ApiError('ROUND_IN_PROGRESS', 'Finish the open Mines game before changing seeds: its server seed would show where the mines are');
    }
    await markSeedPairRotated(tx, previous.id, previous.serverSeed, nowMs);
    await insertNewPair(tx, owner, clientSeed, nowMs);
    const current = await activeSeedPair(tx, owner, nowMs);
    return {
      revealed: { serverSeed: previous.serverSeed, serverSeedHash: previous.serverSeedHash, clientSeed: previous.clientSeed, noncesUsed: previous.nextNonce },
      current: { serverSeedHash: current.serverSeedHash, clientSeed: current.clientSeed, nonce: current.nextNonce },
    };
  });
}
