import type { Queryable } from '../../db/database';

/** merchantCode is null for actions on what every merchant shares, such as a vendor's engine. */
export async function insertOpsAction(tx: Queryable, merchantCode: string | null, action: string, detail: Record<string, unknown>): Promise<void> {
  await tx.query('INSERT INTO ops_audit (merchant_code, action, detail) VALUES ($1, $2, $3::jsonb)', [merchantCode, action, JSON.stringify(detail)]);
}

export async function selectOpsActions(db: Queryable, merchantCode: string): Promise<{ action: string; detail: unknown }[]> {
  const { rows } = await db.query<{ action: string; detail: unknown }>('SELECT action, detail FROM ops_audit WHERE merchant_code = $1 ORDER BY id', [merchantCode]);
  return rows;
}
