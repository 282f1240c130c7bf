import type { Brand } from '@croupier/brand-config';
import type { OpsBrandStatus } from '@croupier/contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { tellSiteChanged } from '../notifications';
import { insertOpsAction } from '../ops-access';
import { blockNetwork, endMaintenance, listRegionBlocks, type Maintenance, networkFromInput, readMaintenance, startMaintenance, unblockNetwork } from '../system';

export async function brandStatus(db: Queryable, brand: Brand): Promise<OpsBrandStatus> {
  const [maintenance, regionBlocks] = await Promise.all([readMaintenance(db, brand.merchantCode), listRegionBlocks(db, brand.merchantCode)]);
  return { code: brand.code, merchantCode: brand.merchantCode, displayName: brand.displayName, maintenance, regionBlocks };
}

export function regionBlocksOf(db: Queryable, brand: Brand) {
  return listRegionBlocks(db, brand.merchantCode);
}

export async function switchMaintenanceOn(db: Database, brand: Brand, maintenance: Maintenance): Promise<OpsBrandStatus> {
  await db.transaction(async (tx) => {
    const stored = await startMaintenance(tx, brand.merchantCode, maintenance);
    await insertOpsAction(tx, brand.merchantCode, 'maintenance.on', { ...stored });
    await tellSiteChanged(tx, brand.merchantCode);
  });
  return brandStatus(db, brand);
}

export async function switchMaintenanceOff(db: Database, brand: Brand): Promise<OpsBrandStatus> {
  await db.transaction(async (tx) => {
    const wasOn = await endMaintenance(tx, brand.merchantCode);
    if (!wasOn) return;
    await insertOpsAction(tx, brand.merchantCode, 'maintenance.off', {});
    await tellSiteChanged(tx, brand.merchantCode);
  });
  return brandStatus(db, brand);
}

export async function addRegionBlock(db: Database, brand: Brand, input: string) {
  const network = networkFromInput(input, 'cidr');
  const added = await db.transaction(async (tx) => {
    const block = await blockNetwork(tx, brand.merchantCode, network);
    await insertOpsAction(tx, brand.merchantCode, 'region.block', { cidr: block.cidr });
    await tellSiteChanged(tx, brand.merchantCode);
    return block;
  });
  return { added, blocks: await listRegionBlocks(db, brand.merchantCode) };
}

export async function removeRegionBlock(db: Database, brand: Brand, input: string) {
  const network = networkFromInput(input, 'cidr');
  await db.transaction(async (tx) => {
    const removed = await unblockNetwork(tx, brand.merchantCode, network);
    if (!removed) throw new ApiError('NOT_FOUND', `${network.text} is not blocked for ${brand.code}`);
    await insertOpsAction(tx, brand.merchantCode, 'region.unblock', { cidr: network.text });
    await tellSiteChanged(tx, brand.merchantCode);
  });
  return { removed: network.text, blocks: await listRegionBlocks(db, brand.merchantCode) };
}
