import type { Database, Queryable } from '../../db/database';
import { selectPlayer, type SeamlessPlayer } from './repository';

/**
 * The member behind a provider's player id, read once per process. The mapping is written once, when
 * the member first opens a game of the provider, and never changed or removed, so a copy cannot go
 * stale; keeping it saves a read on every bet, win and rollback. Copies are kept per database (tests
 * run many) and dropped wholesale past a bound, which only costs reads again.
 */
const KEPT_AT_MOST = 100_000;
const keptByDatabase = new WeakMap<Database, Map<string, SeamlessPlayer>>();

/** `reader` is the database or the caller's transaction; `db` names whose copies these are. */
export async function knownPlayer(db: Database, reader: Queryable, providerCode: string, playerId: string): Promise<SeamlessPlayer | null> {
  let kept = keptByDatabase.get(db);
  if (!kept) {
    kept = new Map();
    keptByDatabase.set(db, kept);
  }
  const key = `${providerCode}\u0000${playerId}`;
  const copy = kept.get(key);
  if (copy) return copy;
  const player = await selectPlayer(reader, providerCode, playerId);
  if (!player) return null;
  if (kept.size >= KEPT_AT_MOST) kept.clear();
  kept.set(key, player);
  return player;
}
