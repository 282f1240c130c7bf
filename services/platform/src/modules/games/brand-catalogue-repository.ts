import type { Queryable } from '../../db/database';

/** A vendor's place in one category of a merchant's catalogue. */
export interface VendorPlace {
  gameType: string;
  vassalage: string;
  sortOrder: number;
}

export interface HotGameRow {
  gameId: string;
  pinned: boolean;
}

export interface CatalogueGameRef {
  game_id: string;
  vassalage: string;
  game_type: string;
}

/** Writers of one merchant's catalogue rows wait for each other: two instances may start at once. */
export async function lockMerchantCatalogue(tx: Queryable, merchantCode: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('catalogue:merchant:' || $1, 0))`, [merchantCode]);
}

/** The vendors of the list that the shared catalogue does not hold. */
export async function selectVendorsNotInCatalogue(db: Queryable, vassalages: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ vassalage: string }>(
    `SELECT t.vassalage FROM unnest($1::text[]) WITH ORDINALITY AS t (vassalage, position)
      WHERE NOT EXISTS (SELECT 1 FROM catalogue_vendors c WHERE c.vassalage = t.vassalage)
      ORDER BY t.position`,
    [vassalages],
  );
  return rows.map((row) => row.vassalage);
}

export async function selectGameRefs(db: Queryable, gameIds: readonly string[]): Promise<CatalogueGameRef[]> {
  const { rows } = await db.query<CatalogueGameRef>('SELECT game_id, vassalage, game_type FROM catalogue_games WHERE game_id = ANY($1::text[])', [gameIds]);
  return rows;
}

/** The games the vendors feature (the catalogue's hot mark) in the offered places, in catalogue order. */
export async function selectFeaturedGameIds(db: Queryable, places: readonly VendorPlace[]): Promise<string[]> {
  const { rows } = await db.query<{ game_id: string }>(
    `SELECT g.game_id FROM catalogue_games g
       JOIN unnest($1::text[], $2::text[]) AS p (game_type, vassalage) ON p.game_type = g.game_type AND p.vassalage = g.vassalage
      WHERE g.is_hot
      ORDER BY g.node_id`,
    [places.map((place) => place.gameType), places.map((place) => place.vassalage)],
  );
  return rows.map((row) => row.game_id);
}

/**
 * Makes the merchant's enabled vendors exactly these, in this order: rows already right are not
 * written, so a start with an unchanged brand file changes nothing.
 */
export async function syncMerchantVendors(tx: Queryable, merchantCode: string, vassalages: readonly string[]): Promise<void> {
  await tx.query('DELETE FROM merchant_vendors WHERE merchant_code = $1 AND NOT (vassalage = ANY($2::text[]))', [merchantCode, vassalages]);
  await tx.query(
    `INSERT INTO merchant_vendors (merchant_code, vassalage, sort_order)
     SELECT $1, vassalage, sort_order FROM unnest($2::text[]) WITH ORDINALITY AS t (vassalage, sort_order)
     ON CONFLICT (merchant_code, vassalage) DO UPDATE SET sort_order = EXCLUDED.sort_order
      WHERE merchant_vendors.sort_order <> EXCLUDED.sort_order`,
    [merchantCode, vassalages],
  );
}

/** Makes the merchant's vendor places exactly these, writing only what differs. */
export async function syncVendorPlaces(tx: Queryable, merchantCode: string, places: readonly VendorPlace[]): Promise<void> {
  const gameTypes = places.map((place) => place.gameType);
  const vassalages = places.map((place) => place.vassalage);
  await tx.query(
    `DELETE FROM merchant_vendor_categories c
      WHERE c.merchant_code = $1
        AND NOT EXISTS (SELECT 1 FROM unnest($2::text[], $3::text[]) AS p (game_type, vassalage) WHERE p.game_type = c.game_type AND p.vassalage = c.vassalage)`,
    [merchantCode, gameTypes, vassalages],
  );
  await tx.query(
    `INSERT INTO merchant_vendor_categories (merchant_code, game_type, vassalage, sort_order)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::integer[])
     ON CONFLICT (merchant_code, game_type, vassalage) DO UPDATE SET sort_order = EXCLUDED.sort_order
      WHERE merchant_vendor_categories.sort_order <> EXCLUDED.sort_order`,
    [merchantCode, gameTypes, vassalages, places.map((place) => place.sortOrder)],
  );
}

/** Makes the merchant's hot list exactly these games, in this order, writing only what differs. */
export async function syncHotGames(tx: Queryable, merchantCode: string, games: readonly HotGameRow[]): Promise<void> {
  const gameIds = games.map((game) => game.gameId);
  await tx.query('DELETE FROM merchant_hot_games WHERE merchant_code = $1 AND NOT (game_id = ANY($2::text[]))', [merchantCode, gameIds]);
  await tx.query(
    `INSERT INTO merchant_hot_games (merchant_code, game_id, sort_order, pinned)
     SELECT $1, game_id, sort_order, pinned FROM unnest($2::text[], $3::boolean[]) WITH ORDINALITY AS t (game_id, pinned, sort_order)
     ON CONFLICT (merchant_code, game_id) DO UPDATE SET sort_order = EXCLUDED.sort_order, pinned = EXCLUDED.pinned
      WHERE (merchant_hot_games.sort_order, merchant_hot_games.pinned) IS DISTINCT FROM (EXCLUDED.sort_order, EXCLUDED.pinned)`,
    [merchantCode, gameIds, games.map((game) => game.pinned)],
  );
}

/** Keeps the merchant's most-played rule, or removes it (null) when its hot list is a fixed one. */
export async function syncMostPlayedRule(tx: Queryable, merchantCode: string, rule: { gameCount: number; days: number } | null): Promise<void> {
  if (rule === null) {
    await tx.query('DELETE FROM merchant_most_played WHERE merchant_code = $1', [merchantCode]);
    return;
  }
  await tx.query(
    `INSERT INTO merchant_most_played (merchant_code, game_count, days) VALUES ($1, $2, $3)
     ON CONFLICT (merchant_code) DO UPDATE SET game_count = EXCLUDED.game_count, days = EXCLUDED.days
      WHERE (merchant_most_played.game_count, merchant_most_played.days) IS DISTINCT FROM (EXCLUDED.game_count, EXCLUDED.days)`,
    [merchantCode, rule.gameCount, rule.days],
  );
}
