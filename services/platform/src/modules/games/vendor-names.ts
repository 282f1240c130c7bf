import type { Queryable } from '../../db/database';

/**
 * The shared catalogue's names of these vendors (by vendor code, which is also the code of the member's
 * wallet with the vendor), whether or not a brand offers them: a wallet or a record of a vendor since
 * switched off still shows under its name. Codes the catalogue does not know are left out.
 */
export async function selectVendorNames(db: Queryable, vassalages: readonly string[]): Promise<Map<string, string>> {
  if (vassalages.length === 0) return new Map();
  const { rows } = await db.query<{ vassalage: string; name: string }>('SELECT vassalage, name FROM catalogue_vendors WHERE vassalage = ANY($1::text[])', [[...new Set(vassalages)]]);
  return new Map(rows.map((row) => [row.vassalage, row.name]));
}
