import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { CidrError, parseCidr, type IpNetwork } from './cidr';
import {
  deleteMaintenance,
  deleteRegionBlock,
  insertRegionBlock,
  selectMaintenance,
  selectRegionBlocks,
  upsertMaintenance,
  type Maintenance,
  type StoredRegionBlock,
} from './repository';

/**
 * Operator controls of a merchant's access: maintenance and region blocks. They are data; the operator
 * call that changes them also tells every instance (a NOTIFY in its transaction, decision 0020), which
 * drops its held copy of the rules and pushes the new status to open pages. A notice lost while an
 * instance's LISTEN is down is made good when it listens again, and the held copy lasts ACCESS_TTL_MS.
 */
export function readMaintenance(db: Queryable, merchantCode: string): Promise<Maintenance | null> {
  return selectMaintenance(db, merchantCode);
}

export async function startMaintenance(tx: Queryable, merchantCode: string, maintenance: Maintenance, now: Date = new Date()): Promise<Maintenance> {
  if (maintenance.until !== null && Date.parse(maintenance.until) <= now.getTime()) {
    throw new ApiError('VALIDATION_FAILED', 'The maintenance end time has already passed', [{ field: 'until', message: `${maintenance.until} is in the past` }]);
  }
  await upsertMaintenance(tx, merchantCode, maintenance);
  const stored = await selectMaintenance(tx, merchantCode);
  if (!stored) throw new Error(`maintenance of ${merchantCode} vanished right after it was written`);
  return stored;
}

/** Ends maintenance; true when it was on. Ending it twice is harmless. */
export function endMaintenance(tx: Queryable, merchantCode: string): Promise<boolean> {
  return deleteMaintenance(tx, merchantCode);
}

export function listRegionBlocks(db: Queryable, merchantCode: string): Promise<StoredRegionBlock[]> {
  return selectRegionBlocks(db, merchantCode);
}

/** Parses an operator's address or network, refusing garbage as a VALIDATION_FAILED on the field. */
export function networkFromInput(input: string, field: string): IpNetwork {
  try {
    return parseCidr(input);
  } catch (error) {
    if (error instanceof CidrError) throw new ApiError('VALIDATION_FAILED', `Not an IP address or network: ${error.message}`, [{ field, message: error.message }]);
    throw error;
  }
}

export function blockNetwork(tx: Queryable, merchantCode: string, network: IpNetwork): Promise<StoredRegionBlock> {
  return insertRegionBlock(tx, merchantCode, network.text);
}

/** Removes a block; false when that network was not blocked. */
export function unblockNetwork(tx: Queryable, merchantCode: string, network: IpNetwork): Promise<boolean> {
  return deleteRegionBlock(tx, merchantCode, network.text);
}
