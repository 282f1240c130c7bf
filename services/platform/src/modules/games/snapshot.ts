import type { GameCard } from '@croupier/contract';
import { GAME_TYPES, isGameType, lotteryPrizeMode, type GameType, type Language, type PrizeMode } from '@croupier/domain';
import { gameCardOf, gameTypeOf } from './game-card';
import { NameIndex } from './name-index';
import type { SharedGame, SharedVendor } from './shared-catalogue';
import type { MostPlayedRows, SnapshotRows, SnapshotVendorRow } from './snapshot-repository';

export interface VendorEntry extends SharedVendor {
  /** the connected engine's launch page; null answers maintenance */
  launchUrl: string | null;
}

/** A game of the shared catalogue as one merchant sees it; hot is the merchant's own, not the default. */
export interface CatalogueEntry extends Omit<SharedGame, 'isHot'> {
  /** lower-cased, NFC names: search compares these instead of lowering 10,000 names per request */
  searchEn: string;
  searchBn: string;
  /** place in the merchant's hot list; null when the game is not hot here */
  hotRank: number | null;
  vendor: VendorEntry;
}

export interface WinEntry {
  game: CatalogueEntry;
  customerName: string;
  amountMinor: number;
  wonAt: string;
}

const LANGUAGES: readonly Language[] = ['en', 'bn'];

/** What search compares: NFC so a name typed with combining marks still matches, lower case for English. */
export function searchFormOf(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

/** Hot first, then by name in the reader's language; the id settles ties so pages never overlap. */
function listOrder(language: Language): (a: CatalogueEntry, b: CatalogueEntry) => number {
  const nameOf = (entry: CatalogueEntry) => (language === 'bn' ? entry.nameBn : entry.nameEn);
  return (a, b) => {
    const hot = Number(b.hotRank !== null) - Number(a.hotRank !== null);
    if (hot !== 0) return hot;
    const nameA = nameOf(a);
    const nameB = nameOf(b);
    if (nameA !== nameB) return nameA < nameB ? -1 : 1;
    return a.gameId < b.gameId ? -1 : a.gameId > b.gameId ? 1 : 0;
  };
}

/** Each category's vendors in their place there; a vendor row without places shows in no category. */
function vendorsByTypeOf(rows: readonly SnapshotVendorRow[], vendorByCode: ReadonlyMap<string, VendorEntry>): Map<GameType, VendorEntry[]> {
  const placed = new Map<GameType, { vendor: VendorEntry; sortOrder: number }[]>();
  for (const row of rows) {
    const vendor = vendorByCode.get(row.vassalage);
    if (!vendor || !row.category_orders) continue;
    for (const [gameType, sortOrder] of Object.entries(JSON.parse(row.category_orders) as Record<string, number>)) {
      if (!isGameType(gameType)) continue;
      const places = placed.get(gameType) ?? [];
      places.push({ vendor, sortOrder });
      placed.set(gameType, places);
    }
  }
  return new Map([...placed].map(([gameType, places]) => [gameType, places.sort((a, b) => a.sortOrder - b.sortOrder).map((place) => place.vendor)]));
}

/**
 * The hot ranks of a most-played list: the pinned games, then the most launched ones, then the featured
 * ones written after the pinned, each game once and only games the merchant offers, up to the count.
 */
function mostPlayedRanks(mostPlayed: MostPlayedRows, offered: ReadonlySet<string>): Map<string, number> {
  const pinned = mostPlayed.listed.filter(([, isPinned]) => isPinned).map(([gameId]) => gameId);
  const featured = mostPlayed.listed.filter(([, isPinned]) => !isPinned).map(([gameId]) => gameId);
  const ranks = new Map<string, number>();
  for (const gameId of [...pinned, ...mostPlayed.played, ...featured]) {
    if (ranks.size >= mostPlayed.count) break;
    if (offered.has(gameId) && !ranks.has(gameId)) ranks.set(gameId, ranks.size + 1);
  }
  return ranks;
}

/**
 * One merchant's enabled catalogue as this process last loaded it: every game of an enabled vendor in
 * a category the merchant shows it in, already in list order per language, with lookups by node id and game id. Read-only once built; the
 * cards and derived answers it memoises are the same for every reader.
 */
export class CatalogueSnapshot {
  readonly vendors: readonly VendorEntry[];
  readonly games: readonly CatalogueEntry[];
  /** the merchant's hot list, in its own order */
  readonly hot: readonly CatalogueEntry[];
  /** biggest wins first, of enabled vendors only */
  readonly wins: readonly WinEntry[];
  /** SPEC §4, from this merchant's ELOTT cards */
  readonly prizeMode: PrizeMode;
  private readonly vendorByCode = new Map<string, VendorEntry>();
  private readonly vendorsByType: ReadonlyMap<GameType, readonly VendorEntry[]>;
  private readonly byNodeId = new Map<string, CatalogueEntry>();
  private readonly byGameId = new Map<string, CatalogueEntry>();
  private readonly ordered = new Map<Language, readonly CatalogueEntry[]>();
  private readonly orderedByType = new Map<string, readonly CatalogueEntry[]>();
  private readonly cards = new Map<string, GameCard>();
  private readonly memos = new Map<string, unknown>();

  constructor(rows: SnapshotRows) {
    this.vendors = rows.vendors.map((row) => ({ vassalage: row.vassalage, name: row.name, launchUrl: row.launch_url }));
    for (const vendor of this.vendors) this.vendorByCode.set(vendor.vassalage, vendor);
    this.vendorsByType = vendorsByTypeOf(rows.vendors, this.vendorByCode);
    const ranks = rows.mostPlayed ? mostPlayedRanks(rows.mostPlayed, new Set(rows.games.map((row) => row.game_id))) : null;
    const games: CatalogueEntry[] = [];
    for (const row of rows.games) {
      const vendor = this.vendorByCode.get(row.vassalage);
      if (!vendor) continue;
      const entry: CatalogueEntry = {
        gameId: row.game_id,
        nodeId: row.node_id,
        vassalage: row.vassalage,
        gameType: gameTypeOf(row.game_type),
        gameCode: row.game_code,
        nameEn: row.name_en,
        nameBn: row.name_bn,
        searchEn: searchFormOf(row.name_en),
        searchBn: searchFormOf(row.name_bn),
        hotRank: ranks ? (ranks.get(row.game_id) ?? null) : row.hot_rank,
        vendor,
      };
      games.push(entry);
      this.byNodeId.set(entry.nodeId, entry);
      this.byGameId.set(entry.gameId, entry);
    }
    this.games = games;
    this.hot = games.filter((game) => game.hotRank !== null).sort((a, b) => (a.hotRank ?? 0) - (b.hotRank ?? 0));
    for (const language of LANGUAGES) {
      const sorted = [...games].sort(listOrder(language));
      this.ordered.set(language, sorted);
      for (const gameType of GAME_TYPES) this.orderedByType.set(`${language}:${gameType}`, sorted.filter((game) => game.gameType === gameType));
    }
    this.wins = rows.wins.flatMap((row) => {
      const game = this.byGameId.get(row.game_id);
      return game ? [{ game, customerName: row.customer_name, amountMinor: Number(row.amount_minor), wonAt: row.won_at }] : [];
    });
    this.prizeMode = lotteryPrizeMode(games);
  }

  vendor(vassalage: string): VendorEntry | undefined {
    return this.vendorByCode.get(vassalage);
  }

  /** The vendors the merchant shows in a category, in the order its brand file gives them there. */
  vendorsOf(gameType: GameType): readonly VendorEntry[] {
    return this.vendorsByType.get(gameType) ?? [];
  }

  gameByNodeId(nodeId: string): CatalogueEntry | undefined {
    return this.byNodeId.get(nodeId);
  }

  gameById(gameId: string): CatalogueEntry | undefined {
    return this.byGameId.get(gameId);
  }

  /** Games in list order for the language, of one type or of all. */
  inListOrder(language: Language, gameType?: GameType): readonly CatalogueEntry[] {
    const list = gameType ? this.orderedByType.get(`${language}:${gameType}`) : this.ordered.get(language);
    return list ?? [];
  }

  /** The search index over `inListOrder(language, gameType)`, built on the first search that needs it. */
  nameIndex(language: Language, gameType?: GameType): NameIndex {
    return this.memo(`names:${language}:${gameType ?? 'ALL'}`, () => new NameIndex(this.inListOrder(language, gameType)));
  }

  card(game: CatalogueEntry, language: Language): GameCard {
    const key = `${language}:${game.gameId}`;
    let card = this.cards.get(key);
    if (!card) {
      card = gameCardOf(game, language);
      this.cards.set(key, card);
    }
    return card;
  }

  /** An answer derived from this snapshot alone, built on first use and kept while the snapshot lives. */
  memo<T>(key: string, build: () => T): T {
    if (this.memos.has(key)) return this.memos.get(key) as T;
    const value = build();
    this.memos.set(key, value);
    return value;
  }
}
