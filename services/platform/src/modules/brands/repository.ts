import type { Queryable } from '../../db/database';

/**
 * Inserts the merchant row unless it exists. Two instances starting at once both try; the second waits
 * on the first's row and then finds it there, so only one of them goes on to seed demo data.
 */
export async function insertMerchantIfMissing(tx: Queryable, merchantCode: string, brandCode: string): Promise<boolean> {
  const { rows } = await tx.query(
    'INSERT INTO merchants (merchant_code, brand_code) VALUES ($1, $2) ON CONFLICT (merchant_code) DO NOTHING RETURNING merchant_code',
    [merchantCode, brandCode],
  );
  return rows.length > 0;
}
