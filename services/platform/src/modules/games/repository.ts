import type { Queryable } from '../../db/database';
import { gameIdOf, type CatalogueCategory } from './catalogue';

export interface CategoryRow {
  game_type: string;
  title_en: string;
  title_bn: string;
}

export interface VendorRow {
  game_type: string;
  vassalage: string;
  name: string;
  game_count: number;
}

export interface GameRow {
  game_id: string;
  game_type: string;
  vassalage: string;
  game_code: string;
  name_en: string;
  name_bn: string;
  is_hot: boolean;
}

/** Categories that have at least one vendor for this merchant, in menu order. */
export async function selectMenuCategories(db: Queryable, merchantCode: string): Promise<CategoryRow[]> {
  const { rows } = await db.query<CategoryRow>(
    `SELECT c.game_type, c.title_en, c.title_bn
       FROM game_categories c
      WHERE c.merchant_code = $1
        AND EXISTS (SELECT 1 FROM game_vendors v WHERE v.merchant_code = c.merchant_code AND v.game_type = c.game_type)
      ORDER BY c.sort_order`,
    [merchantCode],
  );
  return rows;
}

export async function selectVendors(db: Queryable, merchantCode: string): Promise<VendorRow[]> {
  const { rows } = await db.query<VendorRow>(
    `SELECT v.game_type, v.vassalage, v.name, count(g.game_id)::integer AS game_count
       FROM game_vendors v
       LEFT JOIN games g ON g.merchant_code = v.merchant_code AND g.game_type = v.game_type AND g.vassalage = v.vassalage
      WHERE v.merchant_code = $1
      GROUP BY v.game_type, v.vassalage, v.name, v.sort_order
      ORDER BY v.sort_order`,
    [merchantCode],
  );
  return rows;
}

/** The first `perCategory` games of each category, hot games first. */
export async function selectMenuCards(db: Queryable, merchantCode: string, perCategory: number): Promise<GameRow[]> {
  const { rows } = await db.query<GameRow>(
    `SELECT game_id, game_type, vassalage, game_code, name_en, name_bn, is_hot
       FROM (SELECT g.*, row_number() OVER (PARTITION BY g.game_type ORDER BY g.is_hot DESC, g.sort_order) AS position
               FROM games g
              WHERE g.merchant_code = $1) ranked
      WHERE position <= $2
      ORDER BY game_type, position`,
    [merchantCode, perCategory],
  );
  return rows;
}

export async function insertCatalogue(tx: Queryable, merchantCode: string, catalogue: readonly CatalogueCategory[]): Promise<void> {
  let vendorOrder = 0;
  let gameOrder = 0;
  for (const [categoryOrder, category] of catalogue.entries()) {
    await tx.query('INSERT INTO game_categories (merchant_code, game_type, sort_order, title_en, title_bn) VALUES ($1, $2, $3, $4, $5)', [
      merchantCode,
      category.gameType,
      categoryOrder,
      category.titleEn,
      category.titleBn,
    ]);
    for (const vendor of category.vendors) {
      vendorOrder += 1;
      await tx.query('INSERT INTO game_vendors (merchant_code, game_type, vassalage, name, sort_order) VALUES ($1, $2, $3, $4, $5)', [
        merchantCode,
        category.gameType,
        vendor.vassalage,
        vendor.name,
        vendorOrder,
      ]);
      for (const game of vendor.games) {
        gameOrder += 1;
        await tx.query(
          `INSERT INTO games (merchant_code, game_id, game_type, vassalage, game_code, name_en, name_bn, is_hot, sort_order)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [merchantCode, gameIdOf(vendor.vassalage, game.code), category.gameType, vendor.vassalage, game.code, game.nameEn, game.nameBn, game.hot ?? false, gameOrder],
        );
      }
    }
  }
}
