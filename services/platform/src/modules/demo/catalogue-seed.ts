import type { Brand } from '@croupier/brand-config';
import type { Queryable } from '../../db/database';
import { catalogueIsEmpty, insertRooms, insertSharedCatalogue, insertWins, merchantHasWins, roomsExist, selectHotGameIds, selectLiveGamesWithoutRooms, type SharedCatalogue } from '../games';
import { demoRoomsFor } from './rooms';
import { demoWinsFor } from './winners';

/** Any number, fixed: instances starting together write rooms and wins one after the other. */
const DEMO_TABLES_LOCK_KEY = 4_217_730_302;
/** SPEC §2: the winner board shows jackpot games, which here are the hot slots and live games. */
const JACKPOT_GAME_TYPES = ['RNG', 'LIVE'];

/** Writes the shared catalogue when the database has none yet; `generate` runs only then. */
export async function seedSharedCatalogue(tx: Queryable, generate: () => SharedCatalogue): Promise<void> {
  if (await catalogueIsEmpty(tx)) await insertSharedCatalogue(tx, generate());
}

/**
 * The tables of live games, written once for the whole catalogue, and each merchant's demo wins,
 * written once per merchant. Checked at every start, so a database from before rooms and the winner
 * board gets them too.
 */
export async function seedTablesAndWins(tx: Queryable, brands: readonly Brand[], nowMs: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [DEMO_TABLES_LOCK_KEY]);
  if (!(await roomsExist(tx))) {
    const liveGames = await selectLiveGamesWithoutRooms(tx);
    await insertRooms(tx, demoRoomsFor(liveGames.map((row) => ({ gameId: row.game_id, nameEn: row.name_en }))));
  }
  for (const brand of brands) {
    if (await merchantHasWins(tx, brand.merchantCode)) continue;
    const wins = demoWinsFor(brand.merchantCode, await selectHotGameIds(tx, brand.merchantCode, JACKPOT_GAME_TYPES), nowMs);
    if (wins.length > 0) await insertWins(tx, brand.merchantCode, wins);
  }
}
