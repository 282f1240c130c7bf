import type { FastifyRequest } from 'fastify';
import type { Brand } from '@croupier/brand-config';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { hostnameOf } from './host';
import { insertMerchantIfMissing } from './repository';

export const MERCHANT_HEADER = 'merchant';

/** Every brand this server answers for, looked up by code, merchant code or host name. */
export interface BrandDirectory {
  readonly all: readonly Brand[];
  byCode(code: string): Brand | undefined;
  byMerchantCode(merchantCode: string): Brand | undefined;
  /** the brand whose origins, domains or <code>.localhost name the host, on any port */
  byHost(hostHeader: string | undefined): Brand | undefined;
}

function hostnamesOf(brand: Brand): string[] {
  return [...brand.origins.map((origin) => new URL(origin).hostname.toLowerCase()), ...brand.domains.map((domain) => domain.toLowerCase()), `${brand.code}.localhost`];
}

export function createBrandDirectory(brands: readonly Brand[]): BrandDirectory {
  const byHostname = new Map<string, Brand>();
  for (const brand of brands) {
    for (const hostname of hostnamesOf(brand)) {
      const other = byHostname.get(hostname);
      if (other && other.code !== brand.code) {
        throw new Error(`brands ${other.code} and ${brand.code} both claim the host ${hostname}. Fix: give each brand its own origins and domains`);
      }
      byHostname.set(hostname, brand);
    }
  }
  return {
    all: brands,
    byCode: (code) => brands.find((brand) => brand.code === code.toLowerCase()),
    byMerchantCode: (merchantCode) => brands.find((brand) => brand.merchantCode === merchantCode.toUpperCase()),
    byHost: (hostHeader) => {
      const hostname = hostnameOf(hostHeader);
      return hostname === null ? undefined : byHostname.get(hostname);
    },
  };
}

function headerText(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() || undefined;
}

/**
 * The brand an API call is for. On a brand's own host the brand comes from the Host alone: a Merchant
 * header naming another merchant is refused, so a session token of one brand can never be spent on
 * another brand's origin. Elsewhere (an API host, 127.0.0.1) the Merchant header names the brand; an
 * explicit header that names no merchant is refused, not silently replaced by the host.
 */
export function brandOfApiRequest(directory: BrandDirectory, request: FastifyRequest): Brand {
  const merchantCode = headerText(request.headers[MERCHANT_HEADER]);
  const hostBrand = directory.byHost(request.host);
  if (hostBrand) {
    if (merchantCode === undefined || merchantCode.toUpperCase() === hostBrand.merchantCode) return hostBrand;
    throw new ApiError('UNKNOWN_MERCHANT', `The Merchant header "${merchantCode}" does not match this site: ${request.host} serves ${hostBrand.merchantCode} only`);
  }
  if (merchantCode !== undefined) {
    const brand = directory.byMerchantCode(merchantCode);
    if (brand) return brand;
    throw new ApiError('UNKNOWN_MERCHANT', `The Merchant header "${merchantCode}" names no merchant on this server`);
  }
  const example = directory.all[0] ? ` such as ${directory.all[0].code}.localhost` : '';
  throw new ApiError('UNKNOWN_MERCHANT', `The host "${request.host}" belongs to no brand on this server: call it on a brand host${example}, or send a Merchant header`);
}

/** Records the brand's merchant in this database; false when it was already there. */
export function registerMerchant(tx: Queryable, brand: Brand): Promise<boolean> {
  return insertMerchantIfMissing(tx, brand.merchantCode, brand.code);
}
