import type { VendorEngine } from '@croupier/contract';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { insertOpsAction } from '../ops-access';
import type { CatalogueSnapshots } from '../games';

/**
 * Connects a vendor's engine (a launch page) or disconnects it (null). Vendors are shared, so every
 * merchant's games of this vendor change at once; this process forgets its catalogue copies now.
 */
export async function setVendorEngine(db: Database, snapshots: CatalogueSnapshots, vassalage: string, launchUrl: string | null): Promise<VendorEngine> {
  const engine = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ vassalage: string; name: string; launch_url: string | null }>(
      'UPDATE catalogue_vendors SET launch_url = $2 WHERE vassalage = $1 RETURNING vassalage, name, launch_url',
      [vassalage, launchUrl],
    );
    const row = rows[0];
    if (!row) throw new ApiError('NOT_FOUND', `No vendor "${vassalage}" in the catalogue`);
    await insertOpsAction(tx, null, launchUrl === null ? 'vendor.disconnect' : 'vendor.connect', { vassalage, launchUrl });
    return { vassalage: row.vassalage, name: row.name, launchUrl: row.launch_url };
  });
  snapshots.dropAll();
  return engine;
}
