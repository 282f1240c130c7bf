import type { RoundSeeds } from '@croupier/provably-fair';
import type { Queryable } from '../../db/database';
import type { MerchantKeys } from '../sealing';
import type { PlayerRoundRow } from './rounds-repository';
import { openSecret } from './secret-box';
import { selectSeedPairById } from './seed-pairs-repository';

/** A round's seeds as its player may see them: the server seed only once the pair has been rotated. */
export function roundSeedsView(round: PlayerRoundRow) {
  return { serverSeedHash: round.serverSeedHash, serverSeed: round.revealedServerSeed, clientSeed: round.clientSeed, nonce: round.nonce };
}

/** The full seeds of a round, to play on with (Mines reveals and cash-outs). */
export async function roundSeedsOf(db: Queryable, keys: MerchantKeys, round: PlayerRoundRow): Promise<RoundSeeds> {
  const pair = await selectSeedPairById(db, round.seedPairId);
  if (!pair) throw new Error(`inhouse: round ${round.id} names seed pair ${round.seedPairId}, which is missing`);
  return { serverSeed: openSecret(keys, 'server-seed', pair.serverSeedSealed), clientSeed: pair.clientSeed, nonce: round.nonce };
}
