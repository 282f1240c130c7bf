import type { FastifyRequest } from 'fastify';
import type { Brand } from '@croupier/brand-config';
import type { AppDeps } from '../../app-deps';
import { ApiError } from '../../http/api-error';
import { normalizeClientIp } from '../../http/client-ip';
import { brandOfApiRequest } from '../brands';
import { isBlocked, type MerchantAccessRules } from './access-rules';
import type { Maintenance } from './repository';

export interface AccessState {
  maintenance: Maintenance | null;
  regionRestricted: boolean;
}

/** Who is calling: the brand, the caller's address and whether the site is open to them. */
export interface MerchantContext {
  brand: Brand;
  ip: string;
  access: AccessState;
}

/**
 * 'always' calls answer even while the site is closed (status, whitelabel, domainRoute, permission:
 * the shell needs them to show the maintenance or region-block page); 'when-open' calls are refused.
 */
export type Availability = 'always' | 'when-open';

/** Whether the site is open to a caller at `ip` under a merchant's rules. */
export function accessStateOf(rules: MerchantAccessRules, ip: string): AccessState {
  return { maintenance: rules.maintenance, regionRestricted: isBlocked(rules.blocks, ip) };
}

export async function readAccessState(deps: AppDeps, merchantCode: string, ip: string): Promise<AccessState> {
  return accessStateOf(await deps.access.of(merchantCode), ip);
}

/** Maintenance wins over region restriction, as in the system status (SPEC §4). */
export function refuseUnlessOpen(access: AccessState, ip: string): void {
  if (access.maintenance) throw new ApiError('MAINTENANCE', `${access.maintenance.title}: ${access.maintenance.message}`);
  if (access.regionRestricted) throw new ApiError('REGION_RESTRICTED', `This site is not available from your address (${ip})`);
}

export async function merchantContext(deps: AppDeps, request: FastifyRequest, availability: Availability): Promise<MerchantContext> {
  const brand = brandOfApiRequest(deps.brands, request);
  const ip = normalizeClientIp(request.ip);
  const access = await readAccessState(deps, brand.merchantCode, ip);
  if (availability === 'when-open') refuseUnlessOpen(access, ip);
  return { brand, ip, access };
}
