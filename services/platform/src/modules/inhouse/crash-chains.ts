import { generateCrashChain, randomServerSeed } from '@croupier/provably-fair';
import type { Queryable } from '../../db/database';
import type { MerchantKeys } from '../sealing';
import { countRoundPlayed, finishChain, insertChain, selectChainInPlay, type CrashChainRow } from './crash-chain-repository';
import { openSecret, sealSecret } from './secret-box';

/** Rounds per chain: about a day of play at a round every eight seconds or so, then a new commitment. */
export const CRASH_CHAIN_LENGTH = 10_000;

/**
 * The round hashes of the chain in play, made once from its sealed seed by the instance running the
 * rounds (10,000 sha256 steps, a few tens of milliseconds) and kept in memory rather than in the
 * database, where a future round's hash would give away every round before it.
 */
export class ChainHashCache {
  private chainId: string | null = null;
  private hashes: readonly string[] = [];

  hashesOf(keys: MerchantKeys, chain: CrashChainRow): readonly string[] {
    if (this.chainId === chain.id) return this.hashes;
    const made = generateCrashChain(openSecret(keys, 'crash-chain-seed', chain.seedSealed), chain.roundCount);
    if (made.commitment !== chain.commitment) throw new Error(`inhouse: crash chain ${chain.id} does not hash to its commitment`);
    this.chainId = chain.id;
    this.hashes = made.roundHashes;
    return this.hashes;
  }
}

async function newChain(tx: Queryable, keys: MerchantKeys, merchantCode: string, roundCount: number, nowMs: number): Promise<CrashChainRow> {
  const seed = randomServerSeed();
  const { commitment } = generateCrashChain(seed, roundCount);
  // No salt: its use is a public value fixed after the commitment, which the platform has no source for yet.
  return insertChain(tx, { merchantCode, commitment, salt: null, seedSealed: sealSecret(keys, 'crash-chain-seed', seed), roundCount, createdAtMs: nowMs });
}

export interface ChainRound {
  chain: CrashChainRow;
  /** 1 for the first round played from the chain */
  roundNumber: number;
  roundHash: string;
}

/**
 * The next round of the merchant's chain, counted as played. A chain played to its end is finished
 * (its seed revealed) and the next one made with a new commitment. The caller runs the merchant's rounds
 * under its lock, so rounds are taken one at a time.
 */
export async function takeNextChainRound(tx: Queryable, keys: MerchantKeys, cache: ChainHashCache, chainLength: number, nowMs: number): Promise<ChainRound> {
  const { merchantCode } = keys;
  let chain = await selectChainInPlay(tx, merchantCode);
  if (chain && chain.roundsPlayed >= chain.roundCount) {
    await finishChain(tx, chain.id, openSecret(keys, 'crash-chain-seed', chain.seedSealed), nowMs);
    chain = null;
  }
  chain ??= await newChain(tx, keys, merchantCode, chainLength, nowMs);
  const roundHash = cache.hashesOf(keys, chain)[chain.roundsPlayed];
  if (roundHash === undefined) throw new Error(`inhouse: crash chain ${chain.id} has no round ${chain.roundsPlayed + 1}`);
  await countRoundPlayed(tx, chain.id);
  return { chain, roundNumber: chain.roundsPlayed + 1, roundHash };
}
