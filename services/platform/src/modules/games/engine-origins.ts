import type { CatalogueSnapshot } from './snapshot';

const originsBySnapshot = new WeakMap<CatalogueSnapshot, readonly string[]>();

/**
 * The origins of the engines connected to this merchant's vendors: the brand's game page frames their
 * launch pages, so its Content-Security-Policy must name them. Worked out once per catalogue copy.
 */
export function engineOriginsOf(snapshot: CatalogueSnapshot): readonly string[] {
  const known = originsBySnapshot.get(snapshot);
  if (known) return known;
  const origins = new Set<string>();
  for (const vendor of snapshot.vendors) {
    if (vendor.launchUrl === null) continue;
    try {
      const url = new URL(vendor.launchUrl);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // A launch URL that does not parse opens nothing, so it needs no frame permission.
    }
  }
  const sorted = [...origins].sort();
  originsBySnapshot.set(snapshot, sorted);
  return sorted;
}
