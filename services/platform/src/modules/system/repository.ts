import { toIsoString, type Queryable } from '../../db/database';

export interface Maintenance {
  title: string;
  message: string;
  until: string | null;
}

export interface StoredRegionBlock {
  cidr: string;
  createdAt: string;
}

interface AccessRow {
  title: string | null;
  message: string | null;
  until: unknown;
  restricted: boolean;
}

/**
 * Maintenance and region restriction of one merchant as seen by one caller, in one round trip.
 * A null ip (an address the server could not read) is never region-restricted.
 */
export async function selectAccess(db: Queryable, merchantCode: string, ip: string | null): Promise<{ maintenance: Maintenance | null; restricted: boolean }> {
  const { rows } = await db.query<AccessRow>(
    `SELECT m.title, m.message, m.until,
            EXISTS (SELECT 1 FROM region_blocks b WHERE b.merchant_code = $1 AND $2::inet <<= b.network) AS restricted
       FROM (SELECT 1) AS one
       LEFT JOIN maintenance_windows m ON m.merchant_code = $1`,
    [merchantCode, ip],
  );
  const row = rows[0];
  if (!row) return { maintenance: null, restricted: false };
  const maintenance = row.title === null || row.message === null ? null : { title: row.title, message: row.message, until: row.until === null ? null : toIsoString(row.until) };
  return { maintenance, restricted: row.restricted };
}

export async function selectMaintenance(db: Queryable, merchantCode: string): Promise<Maintenance | null> {
  return (await selectAccess(db, merchantCode, null)).maintenance;
}

export async function upsertMaintenance(db: Queryable, merchantCode: string, maintenance: Maintenance): Promise<void> {
  await db.query(
    `INSERT INTO maintenance_windows (merchant_code, title, message, until)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (merchant_code) DO UPDATE SET title = EXCLUDED.title, message = EXCLUDED.message, until = EXCLUDED.until, started_at = now()`,
    [merchantCode, maintenance.title, maintenance.message, maintenance.until],
  );
}

export async function deleteMaintenance(db: Queryable, merchantCode: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM maintenance_windows WHERE merchant_code = $1 RETURNING merchant_code', [merchantCode]);
  return rows.length > 0;
}

export async function selectRegionBlocks(db: Queryable, merchantCode: string): Promise<StoredRegionBlock[]> {
  const { rows } = await db.query<{ cidr: string; created_at: unknown }>(
    'SELECT network::text AS cidr, created_at FROM region_blocks WHERE merchant_code = $1 ORDER BY family(network), network',
    [merchantCode],
  );
  return rows.map((row) => ({ cidr: row.cidr, createdAt: toIsoString(row.created_at) }));
}

/** Adds a network; adding one that is already there keeps the first. Returns the stored block. */
export async function insertRegionBlock(db: Queryable, merchantCode: string, cidr: string): Promise<StoredRegionBlock> {
  await db.query('INSERT INTO region_blocks (merchant_code, network) VALUES ($1, $2::cidr) ON CONFLICT DO NOTHING', [merchantCode, cidr]);
  const { rows } = await db.query<{ cidr: string; created_at: unknown }>(
    'SELECT network::text AS cidr, created_at FROM region_blocks WHERE merchant_code = $1 AND network = $2::cidr',
    [merchantCode, cidr],
  );
  const row = rows[0];
  if (!row) throw new Error(`region block ${cidr} of ${merchantCode} vanished right after it was written`);
  return { cidr: row.cidr, createdAt: toIsoString(row.created_at) };
}

export async function deleteRegionBlock(db: Queryable, merchantCode: string, cidr: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM region_blocks WHERE merchant_code = $1 AND network = $2::cidr RETURNING merchant_code', [merchantCode, cidr]);
  return rows.length > 0;
}
