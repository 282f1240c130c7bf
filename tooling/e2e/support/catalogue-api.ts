import { apiUrl } from './server';

interface VendorLane {
  gameType: string;
  vendors: { vassalage: string; name: string; gameCount: number }[];
}

export interface CatalogueGame {
  gameId: string;
  nodeId: string;
  gameName: string;
  gameType: string;
  vassalage: string;
}

const MERCHANT: Record<string, string> = { shonali: 'SHONALI', northstar: 'NORTHSTAR' };

/** Reads the platform's answers as a brand's page would, so tests pick their games from live data. */
async function publicCall<T>(brand: string, pathname: string): Promise<T> {
  const merchant = MERCHANT[brand];
  if (!merchant) throw new Error(`no merchant code known for ${brand}`);
  const response = await fetch(apiUrl(pathname), { headers: { Merchant: merchant } });
  const envelope = (await response.json()) as { success: boolean; value?: T; message?: string };
  if (!envelope.success) throw new Error(`GET ${pathname} failed: ${envelope.message}`);
  return envelope.value as T;
}

export async function vendorLanes(brand: string): Promise<VendorLane[]> {
  const value = await publicCall<{ data: { lanes: VendorLane[] } }>(brand, '/wps/relay/GCSGAME_newGameVendor');
  return value.data.lanes;
}

/** A vendor of a game type with more games than a home row holds, largest first. */
export async function largeVendorsOf(brand: string, gameType: string, moreThan = 12): Promise<{ vassalage: string; name: string; gameCount: number }[]> {
  const lane = (await vendorLanes(brand)).find((each) => each.gameType === gameType);
  return (lane?.vendors ?? []).filter((vendor) => vendor.gameCount > moreThan).sort((a, b) => b.gameCount - a.gameCount);
}

export async function gamesOf(brand: string, gameType: string, vassalage: string, language: 'bn' | 'en' = 'en'): Promise<CatalogueGame[]> {
  const query = new URLSearchParams({ gameType, vassalage, language, pageSize: '20' });
  const value = await publicCall<{ games: CatalogueGame[] }>(brand, `/lgw/games/list?${query}`);
  return value.games;
}
