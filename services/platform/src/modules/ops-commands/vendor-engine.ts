import type { VendorEngine } from '@croupier/contract';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { insertOpsAction } from '../ops-access';
import { updateVendorLaunchUrl, type CatalogueSnapshots } from '../games';

/**
 * Connects a vendor's engine (a launch page) or disconnects it (null). Vendors are shared, so every
 * merchant's games of this vendor change at once; this process forgets its catalogue copies now.
 */
export async function setVendorEngine(db: Database, snapshots: CatalogueSnapshots, vassalage: string, launchUrl: string | null): Promise<VendorEngine> {
  const engine = await db.transaction(async (tx) => {
    const row = await updateVendorLaunchUrl(tx, vassalage, launchUrl);
    if (!row) throw new ApiError('NOT_FOUND', `No vendor "${vassalage}" in the catalogue`);
    await insertOpsAction(tx, null, launchUrl === null ? 'vendor.disconnect' : 'vendor.connect', { vassalage, launchUrl });
    return row;
  });
  snapshots.dropAll();
  return engine;
}
