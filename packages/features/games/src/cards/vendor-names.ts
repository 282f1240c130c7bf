import type { Category } from '@croupier/contract';

/** vassalage -> vendor name across every category, for the vendor line under each game. */
export function vendorNamesOf(categories: readonly Category[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const category of categories) {
    for (const classify of category.gameClassify) for (const vendor of classify.vendors) names.set(vendor.vassalage, vendor.name);
  }
  return names;
}
