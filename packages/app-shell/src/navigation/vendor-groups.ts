import type { Category } from '@croupier/contract';
import type { GameType } from '@croupier/domain';

export interface VendorGroup {
  gameType: GameType;
  vendors: { vassalage: string; name: string }[];
}

/** SPEC §2 footer: vendors per game type, each vendor once (by vassalage) within its type. */
export function buildVendorGroups(categories: readonly Category[]): VendorGroup[] {
  const groups = new Map<GameType, Map<string, string>>();
  for (const category of categories) {
    for (const classify of category.gameClassify) {
      const vendors = groups.get(classify.gameType) ?? new Map<string, string>();
      for (const vendor of classify.vendors) if (!vendors.has(vendor.vassalage)) vendors.set(vendor.vassalage, vendor.name);
      groups.set(classify.gameType, vendors);
    }
  }
  return [...groups]
    .filter(([, vendors]) => vendors.size > 0)
    .map(([gameType, vendors]) => ({ gameType, vendors: [...vendors].map(([vassalage, name]) => ({ vassalage, name })) }));
}
