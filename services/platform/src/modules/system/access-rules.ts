import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { HeldCopies } from '../../held-copies';
import { CidrError, parseCidr, parseIpAddress, type IpNetwork } from './cidr';
import { selectMaintenance, selectRegionBlocks, type Maintenance } from './repository';

/**
 * How long this process trusts its copy of a merchant's maintenance and region blocks. Operator calls
 * made here drop it at once, and other instances as soon as their LISTEN hears of the change (the live
 * hub); this bound holds should a notice be lost.
 */
export const ACCESS_TTL_MS = 2_000;

export interface MerchantAccessRules {
  maintenance: Maintenance | null;
  blocks: readonly IpNetwork[];
}

async function loadRules(db: Queryable, merchantCode: string): Promise<MerchantAccessRules> {
  const [maintenance, blocks] = await Promise.all([selectMaintenance(db, merchantCode), selectRegionBlocks(db, merchantCode)]);
  return { maintenance, blocks: blocks.map((block) => parseCidr(block.cidr)) };
}

/** Every API call checks these, so each merchant's rules are held in memory rather than read per call. */
export class AccessRules extends HeldCopies<MerchantAccessRules> {
  constructor(db: Queryable, clock: Clock, ttlMs: number = ACCESS_TTL_MS) {
    super((merchantCode) => loadRules(db, merchantCode), clock, ttlMs);
  }
}

/**
 * Whether a caller's address falls in a blocked network, as Postgres `inet <<= cidr` decides it: same
 * family and the same leading bits. An address the server cannot read is never restricted.
 */
export function isBlocked(blocks: readonly IpNetwork[], ip: string): boolean {
  if (blocks.length === 0) return false;
  let caller: ReturnType<typeof parseIpAddress>;
  try {
    caller = parseIpAddress(ip);
  } catch (error) {
    if (error instanceof CidrError) return false;
    throw error;
  }
  const bits = caller.family === 4 ? 32 : 128;
  return blocks.some((block) => {
    if (block.family !== caller.family) return false;
    const hostBits = BigInt(bits - block.prefixLength);
    return caller.address >> hostBits === block.address >> hostBits;
  });
}
