import { BrandConfigError } from './parse';
import type { Brand } from './schema';

/** Every host name a brand answers on: its origins' hosts, its domains and <code>.localhost. */
export function brandHostnames(brand: Brand): string[] {
  return [...new Set([...brand.origins.map((origin) => new URL(origin).hostname.toLowerCase()), ...brand.domains.map((domain) => domain.toLowerCase()), `${brand.code}.localhost`])];
}

/**
 * Problems between brands that no single file shows: two brands with one merchant code (their
 * members, money and settings would be one), or one host name (a visitor's site would depend on which
 * file loaded last). Each names both files, the field and the fix; an empty list when there are none.
 */
export function brandSetProblems(brands: readonly Brand[]): BrandConfigError[] {
  const problems: BrandConfigError[] = [];
  const merchantOwners = new Map<string, Brand>();
  const hostOwners = new Map<string, Brand>();
  for (const brand of brands) {
    const fileName = `brands/${brand.code}.json`;
    const sameMerchant = merchantOwners.get(brand.merchantCode);
    if (sameMerchant) {
      problems.push(new BrandConfigError(fileName, [`merchantCode: "${brand.merchantCode}" is already the merchant code of brands/${sameMerchant.code}.json. Fix: give each brand its own merchant code`]));
    } else merchantOwners.set(brand.merchantCode, brand);
    for (const hostname of brandHostnames(brand)) {
      const owner = hostOwners.get(hostname);
      if (owner && owner.code !== brand.code) {
        const field = brand.domains.some((domain) => domain.toLowerCase() === hostname) ? 'domains' : 'origins';
        problems.push(new BrandConfigError(fileName, [`${field}: the host ${hostname} is already a host of brands/${owner.code}.json. Fix: give each brand its own origins and domains`]));
      } else hostOwners.set(hostname, brand);
    }
  }
  return problems;
}
