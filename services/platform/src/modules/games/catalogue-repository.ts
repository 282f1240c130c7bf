import type { Queryable } from '../../db/database';
import { searchTextOf, type SharedCatalogue } from './shared-catalogue';

/** Rows per INSERT: unnest() of arrays takes a whole batch as a handful of parameters. */
const BATCH_ROWS = 2500;

export interface CatalogueGameRow {
  game_id: string;
  node_id: string;
  game_type: string;
  vassalage: string;
  game_code: string;
  name_en: string;
  name_bn: string;
  is_hot: boolean;
}

export async function catalogueIsEmpty(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM catalogue_games) AS empty');
  return rows[0]?.empty ?? true;
}

/** Writes the shared catalogue; rows already there (another instance wrote them) are left alone. */
export async function insertSharedCatalogue(tx: Queryable, catalogue: SharedCatalogue): Promise<void> {
  await tx.query(
    `INSERT INTO catalogue_vendors (vassalage, name, sort_order)
     SELECT * FROM unnest($1::text[], $2::text[], $3::integer[]) ON CONFLICT DO NOTHING`,
    [catalogue.vendors.map((v) => v.vassalage), catalogue.vendors.map((v) => v.name), catalogue.vendors.map((_, index) => index)],
  );
  for (let start = 0; start < catalogue.games.length; start += BATCH_ROWS) {
    const batch = catalogue.games.slice(start, start + BATCH_ROWS);
    await tx.query(
      `INSERT INTO catalogue_games (game_id, node_id, vassalage, game_type, game_code, name_en, name_bn, search_text, is_hot)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::boolean[])
       ON CONFLICT DO NOTHING`,
      [
        batch.map((g) => g.gameId),
        batch.map((g) => g.nodeId),
        batch.map((g) => g.vassalage),
        batch.map((g) => g.gameType),
        batch.map((g) => g.gameCode),
        batch.map((g) => g.nameEn),
        batch.map((g) => g.nameBn),
        batch.map((g) => searchTextOf(g.nameEn, g.nameBn)),
        batch.map((g) => g.isHot),
      ],
    );
  }
}

/** Enables vendors for a merchant and copies the catalogue's default hot games of those vendors. */
export async function insertMerchantCatalogue(tx: Queryable, merchantCode: string, vassalages: readonly string[]): Promise<void> {
  await tx.query(
    `INSERT INTO merchant_vendors (merchant_code, vassalage, sort_order)
     SELECT $1, vassalage, sort_order FROM unnest($2::text[]) WITH ORDINALITY AS t (vassalage, sort_order)`,
    [merchantCode, vassalages],
  );
  await tx.query(
    `INSERT INTO merchant_hot_games (merchant_code, game_id, sort_order)
     SELECT $1, g.game_id, row_number() OVER (ORDER BY g.node_id)
       FROM catalogue_games g JOIN merchant_vendors v ON v.merchant_code = $1 AND v.vassalage = g.vassalage
      WHERE g.is_hot`,
    [merchantCode],
  );
}

const GAME_COLUMNS = `g.game_id, g.node_id, g.game_type, g.vassalage, g.game_code, g.name_en, g.name_bn, (h.game_id IS NOT NULL) AS is_hot`;

export interface GameFilter {
  merchantCode: string;
  gameType?: string | undefined;
  vassalage?: string | undefined;
  /** lower-cased substring of either name */
  search?: string | undefined;
  language: 'bn' | 'en';
  limit: number;
  offset: number;
}

/** One page of the merchant's games, hot first then by name in the asked language, and the total. */
export async function selectGamePage(db: Queryable, filter: GameFilter): Promise<{ rows: CatalogueGameRow[]; total: number }> {
  const conditions = ['g.vassalage = v.vassalage'];
  const params: unknown[] = [filter.merchantCode];
  if (filter.gameType) conditions.push(`g.game_type = $${params.push(filter.gameType)}`);
  if (filter.vassalage) conditions.push(`g.vassalage = $${params.push(filter.vassalage)}`);
  if (filter.search) conditions.push(`g.search_text LIKE $${params.push(`%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
  const from = `FROM catalogue_games g
       JOIN merchant_vendors v ON v.merchant_code = $1 AND ${conditions.join(' AND ')}
       LEFT JOIN merchant_hot_games h ON h.merchant_code = $1 AND h.game_id = g.game_id`;
  const nameColumn = filter.language === 'bn' ? 'g.name_bn' : 'g.name_en';
  const [page, count] = await Promise.all([
    db.query<CatalogueGameRow>(
      `SELECT ${GAME_COLUMNS} ${from}
        ORDER BY (h.game_id IS NOT NULL) DESC, ${nameColumn}, g.game_id
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, filter.limit, filter.offset],
    ),
    db.query<{ total: number }>(`SELECT count(*)::integer AS total ${from}`, params),
  ]);
  return { rows: page.rows, total: count.rows[0]?.total ?? 0 };
}

export async function selectHotGames(db: Queryable, merchantCode: string, limit: number): Promise<CatalogueGameRow[]> {
  const { rows } = await db.query<CatalogueGameRow>(
    `SELECT ${GAME_COLUMNS}
       FROM merchant_hot_games h
       JOIN catalogue_games g ON g.game_id = h.game_id
       JOIN merchant_vendors v ON v.merchant_code = h.merchant_code AND v.vassalage = g.vassalage
      WHERE h.merchant_code = $1
      ORDER BY h.sort_order
      LIMIT $2`,
    [merchantCode, limit],
  );
  return rows;
}

export interface VendorLaneRow {
  game_type: string;
  vassalage: string;
  name: string;
  game_count: number;
}

export async function selectVendorLanes(db: Queryable, merchantCode: string): Promise<VendorLaneRow[]> {
  const { rows } = await db.query<VendorLaneRow>(
    `SELECT g.game_type, c.vassalage, c.name, count(*)::integer AS game_count
       FROM merchant_vendors v
       JOIN catalogue_vendors c ON c.vassalage = v.vassalage
       JOIN catalogue_games g ON g.vassalage = v.vassalage
      WHERE v.merchant_code = $1
      GROUP BY g.game_type, c.vassalage, c.name, v.sort_order
      ORDER BY g.game_type, v.sort_order`,
    [merchantCode],
  );
  return rows;
}
