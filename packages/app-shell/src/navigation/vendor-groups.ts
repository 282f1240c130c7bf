import type { Category, Vendor } from '@croupier/contract';
import type { GameType } from '@croupier/domain';

/** What the footer shows of a vendor: its logo, and its name for those who cannot see the logo. */
export type FooterVendor = Pick<Vendor, 'vassalage' | 'name' | 'iconUrl'>;

export interface VendorGroup {
  gameType: GameType;
  vendors: FooterVendor[];
}

/** SPEC §2 footer: vendor logos per game type, each vendor once (by vassalage) within its type. */
export function buildVendorGroups(categories: readonly Category[]): VendorGroup[] {
  const groups = new Map<GameType, Map<string, FooterVendor>>();
  for (const category of categories) {
    for (const classify of category.gameClassify) {
      const vendors = groups.get(classify.gameType) ?? new Map<string, FooterVendor>();
      for (const { vassalage, name, iconUrl } of classify.vendors) if (!vendors.has(vassalage)) vendors.set(vassalage, { vassalage, name, iconUrl });
      groups.set(classify.gameType, vendors);
    }
  }
  return [...groups].filter(([, vendors]) => vendors.size > 0).map(([gameType, vendors]) => ({ gameType, vendors: [...vendors.values()] }));
}
