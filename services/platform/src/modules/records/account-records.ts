import type {
  AccountMovement,
  AccountRecordPage,
  BonusRecordPage,
  ProfitByType,
  ProfitDay,
  ProfitFigures,
  ProfitRecordPage,
} from '@croupier/contract';
import type { Brand } from '@croupier/brand-config';
import {
  ACCOUNT_MOVEMENT_GROUP_KINDS,
  ACCOUNT_MOVEMENT_KINDS,
  GAME_TYPES,
  MAIN_WALLET,
  PAGE_SIZE_ACCOUNT_RECORDS,
  type AccountMovementGroup,
  type AccountMovementKind,
  type GameType,
  type Language,
} from '@croupier/domain';
import type { Queryable } from '../../db/database';
import type { MemberRecord } from '../accounts';
import type { CatalogueSnapshot } from '../games';
import { BONUS_POSTING_KINDS, type PostingKind, postingNoteForBrand, toApiMinor } from '../ledger';
import { selectMovementPage, selectProfitByDayAndGame, type DayGameRow, type MovementRow } from './account-records-repository';
import { recordRangeOf } from './record-range';

/** In-house games are the brand's own vendor, listed under this type. */
const IN_HOUSE_GAME_TYPE: GameType = 'BGS';

export interface AccountRecordQuery {
  from: string;
  to: string;
  group?: AccountMovementGroup;
  pageNo?: number;
  pageSize?: number;
}

export type DayRangeQuery = Omit<AccountRecordQuery, 'group'>;

const currencyOf = (brand: Brand) => ({ code: brand.currency.code, symbol: brand.currency.symbol, scale: brand.currency.scale });

function pagingOf(query: { pageNo?: number; pageSize?: number }) {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? PAGE_SIZE_ACCOUNT_RECORDS;
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

function isAccountMovementKind(kind: PostingKind): kind is AccountMovementKind {
  return (ACCOUNT_MOVEMENT_KINDS as readonly string[]).includes(kind);
}

/**
 * A movement as the records show it. The main wallet is named by the page in the reader's language;
 * a vendor wallet by the brand's catalogue, or the shared one for a vendor the brand no longer offers.
 */
function movementView(row: MovementRow, snapshot: CatalogueSnapshot, brand: Brand, language: Language): AccountMovement {
  // PAYOUT moves money between house accounts: on a member's wallet it would be a fault of the ledger.
  if (!isAccountMovementKind(row.kind)) throw new Error(`records: entry ${row.entryId} of a member wallet is of kind ${row.kind}`);
  const game = row.gameId ? snapshot.gameById(row.gameId) : undefined;
  return {
    movementId: row.entryId,
    at: row.at,
    kind: row.kind,
    wallet: row.wallet,
    walletName: row.wallet === MAIN_WALLET ? null : (snapshot.vendor(row.wallet)?.name ?? row.vendorName ?? row.wallet),
    amountMinor: toApiMinor(row.amountMinor),
    balanceMinor: toApiMinor(row.balanceMinor),
    note: postingNoteForBrand(brand, row.note, row.kind),
    roundId: row.roundId,
    gameName: game ? (language === 'bn' ? game.nameBn : game.nameEn) : null,
  };
}

async function movementPage(db: Queryable, brand: Brand, member: MemberRecord, query: DayRangeQuery, kinds: readonly PostingKind[] | undefined) {
  const { pageNo, pageSize, offset } = pagingOf(query);
  const range = await recordRangeOf(db, query.from, query.to, brand.timeZone);
  const page = await selectMovementPage(db, { merchantCode: brand.merchantCode, memberId: member.id, ...range, ...(kinds ? { kinds } : {}), offset, limit: pageSize });
  return { ...page, pageNo, pageSize };
}

/** SPEC §2 transactionHistory: the movements of the member's wallets in the range (days in the brand's time zone), a page of them and the range's money in and out. */
export async function accountRecord(db: Queryable, snapshot: CatalogueSnapshot, brand: Brand, member: MemberRecord, query: AccountRecordQuery, language: Language): Promise<AccountRecordPage> {
  const group = query.group ?? 'all';
  const { rows, totals, pageNo, pageSize } = await movementPage(db, brand, member, query, group === 'all' ? undefined : ACCOUNT_MOVEMENT_GROUP_KINDS[group]);
  return {
    rows: rows.map((row) => movementView(row, snapshot, brand, language)),
    summary: {
      movements: totals.movements,
      inMinor: toApiMinor(totals.inMinor),
      outMinor: toApiMinor(totals.outMinor),
      netMinor: toApiMinor(totals.inMinor - totals.outMinor),
    },
    pageNo,
    pageSize,
    total: totals.movements,
    totalPages: Math.ceil(totals.movements / pageSize),
    currency: currencyOf(brand),
    timeZone: brand.timeZone,
  };
}

/**
 * SPEC §2 bonusDetails: the credits of the member's wallets by postings of a reward kind
 * (BONUS_POSTING_KINDS): bonuses, rebates, red envelopes.
 */
export async function bonusRecord(db: Queryable, snapshot: CatalogueSnapshot, brand: Brand, member: MemberRecord, query: DayRangeQuery, language: Language): Promise<BonusRecordPage> {
  const { rows, totals, pageNo, pageSize } = await movementPage(db, brand, member, query, BONUS_POSTING_KINDS);
  return {
    rows: rows.map((row) => movementView(row, snapshot, brand, language)),
    summary: { credits: totals.movements, amountMinor: toApiMinor(totals.inMinor) },
    pageNo,
    pageSize,
    total: totals.movements,
    totalPages: Math.ceil(totals.movements / pageSize),
    currency: currencyOf(brand),
    timeZone: brand.timeZone,
  };
}

interface Figures {
  rounds: number;
  stakeMinor: bigint;
  payoutMinor: bigint;
}

const noFigures = (): Figures => ({ rounds: 0, stakeMinor: 0n, payoutMinor: 0n });

function addTo(figures: Figures, row: Figures): void {
  figures.rounds += row.rounds;
  figures.stakeMinor += row.stakeMinor;
  figures.payoutMinor += row.payoutMinor;
}

function figuresView(figures: Figures): ProfitFigures {
  return {
    rounds: figures.rounds,
    stakeMinor: toApiMinor(figures.stakeMinor),
    payoutMinor: toApiMinor(figures.payoutMinor),
    netMinor: toApiMinor(figures.payoutMinor - figures.stakeMinor),
  };
}

/** Figures per type in the order of GAME_TYPES, games the catalogue no longer lists last. */
function byTypeView(byType: Map<GameType | null, Figures>): ProfitByType[] {
  const order: (GameType | null)[] = [...GAME_TYPES, null];
  return order.flatMap((gameType) => {
    const figures = byType.get(gameType);
    return figures ? [{ gameType, ...figuresView(figures) }] : [];
  });
}

/** A game's type from the brand's catalogue: in-house games are BGS; a game no longer listed has none. */
function gameTypeOf(row: DayGameRow, snapshot: CatalogueSnapshot): GameType | null {
  const game = snapshot.gameById(row.gameId);
  if (game) return game.gameType;
  return row.source === 'in-house' ? IN_HOUSE_GAME_TYPE : null;
}

interface DayFigures extends Figures {
  byType: Map<GameType | null, Figures>;
}

function addToType(byType: Map<GameType | null, Figures>, gameType: GameType | null, row: Figures): void {
  const figures = byType.get(gameType) ?? noFigures();
  addTo(figures, row);
  byType.set(gameType, figures);
}

/**
 * SPEC §2 personalProfit: stakes, wins and net of the member's rounds per day (newest first) and game
 * type, from the rounds the betting record reads, with the range's totals overall and per type. The
 * database sums per day and game; the types come from the brand's catalogue, which the database does
 * not hold. A range holds at most 90 days, so the days are paged here.
 */
export async function profitRecord(db: Queryable, snapshot: CatalogueSnapshot, brand: Brand, member: MemberRecord, query: DayRangeQuery): Promise<ProfitRecordPage> {
  const { pageNo, pageSize, offset } = pagingOf(query);
  const range = await recordRangeOf(db, query.from, query.to, brand.timeZone);
  const rows = await selectProfitByDayAndGame(db, { merchantCode: brand.merchantCode, memberId: member.id, timeZone: brand.timeZone, ...range });
  const days = new Map<string, DayFigures>();
  const total = noFigures();
  const totalByType = new Map<GameType | null, Figures>();
  for (const row of rows) {
    const gameType = gameTypeOf(row, snapshot);
    const day = days.get(row.day) ?? { ...noFigures(), byType: new Map<GameType | null, Figures>() };
    addTo(day, row);
    addToType(day.byType, gameType, row);
    days.set(row.day, day);
    addTo(total, row);
    addToType(totalByType, gameType, row);
  }
  const newestFirst = [...days.keys()].sort().reverse();
  const page: ProfitDay[] = newestFirst.slice(offset, offset + pageSize).map((day) => {
    const figures = days.get(day) ?? { ...noFigures(), byType: new Map<GameType | null, Figures>() };
    return { day, ...figuresView(figures), byType: byTypeView(figures.byType) };
  });
  return {
    days: page,
    summary: figuresView(total),
    byType: byTypeView(totalByType),
    pageNo,
    pageSize,
    total: newestFirst.length,
    totalPages: Math.ceil(newestFirst.length / pageSize),
    currency: currencyOf(brand),
    timeZone: brand.timeZone,
  };
}
