import type { Queryable } from '../../db/database';

/**
 * Where a vendor's games launch (catalogue_vendors.launch_url): the vendor's engine. Vendors are shared
 * by every merchant, so a change reaches every brand's games of the vendor at once; the caller drops
 * the catalogue copies it keeps.
 */
export interface VendorLaunch {
  vassalage: string;
  name: string;
  launchUrl: string | null;
}

/** Connects a vendor's engine (its launch page) or disconnects it (null); null when the catalogue has no such vendor. */
export async function updateVendorLaunchUrl(tx: Queryable, vassalage: string, launchUrl: string | null): Promise<VendorLaunch | null> {
  const { rows } = await tx.query<{ vassalage: string; name: string; launch_url: string | null }>(
    'UPDATE catalogue_vendors SET launch_url = $2 WHERE vassalage = $1 RETURNING vassalage, name, launch_url',
    [vassalage, launchUrl],
  );
  const row = rows[0];
  return row ? { vassalage: row.vassalage, name: row.name, launchUrl: row.launch_url } : null;
}

/** Points every vendor with slot (RNG) games at one launch page; answers the vendors it changed. */
export async function launchSlotVendorsAt(tx: Queryable, launchUrl: string): Promise<string[]> {
  const { rows } = await tx.query<{ vassalage: string }>(
    `UPDATE catalogue_vendors v SET launch_url = $1
      WHERE EXISTS (SELECT 1 FROM catalogue_games g WHERE g.vassalage = v.vassalage AND g.game_type = 'RNG')
        AND v.launch_url IS DISTINCT FROM $1
      RETURNING v.vassalage`,
    [launchUrl],
  );
  return rows.map((row) => row.vassalage).sort();
}
