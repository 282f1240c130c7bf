import type { BetRound, BetTransaction, BettingRecordPage } from '@croupier/contract';
import type { Brand } from '@croupier/brand-config';
import { PAGE_SIZE_BET_RECORDS, inHouseVerifierPath, type CrashBetStatus, type GameType, type Language } from '@croupier/domain';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { MemberRecord } from '../accounts';
import type { CatalogueSnapshot } from '../games';
import { inHouseBetOfMember } from '../inhouse';
import { providerRoundOfMember } from '../seamless';
import { toApiMinor } from '../ledger';
import { recordRangeOf } from './record-range';
import { betRecordView, recordKeyOf } from './record-view';
import { selectRecordPage, type RecordRow } from './records-repository';

/** In-house games are the brand's own vendor, listed under this type. */
const IN_HOUSE_GAME_TYPE: GameType = 'BGS';

export interface RecordQuery {
  from: string;
  to: string;
  gameType?: GameType;
  pageNo?: number;
  pageSize?: number;
}

const currencyOf = (brand: Brand) => ({ code: brand.currency.code, symbol: brand.currency.symbol, scale: brand.currency.scale });

/**
 * Which sources a type asks for. Provider rounds are narrowed to the catalogue's games of the type
 * (the games module's snapshot knows types; provider rows know only game ids); in-house rounds are
 * all of type BGS.
 */
function sourcesFor(snapshot: CatalogueSnapshot, gameType: GameType | undefined, language: Language) {
  if (!gameType) return { provider: {}, includeInHouse: true };
  const gameIds = snapshot.inListOrder(language, gameType).map((game) => game.gameId);
  return { provider: gameIds.length > 0 ? { gameIds } : null, includeInHouse: gameType === IN_HOUSE_GAME_TYPE };
}

/** The member's rounds of the range (days in the brand's time zone), a page of them and the range's totals. */
export async function bettingRecord(db: Queryable, snapshot: CatalogueSnapshot, brand: Brand, member: MemberRecord, query: RecordQuery, language: Language): Promise<BettingRecordPage> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? PAGE_SIZE_BET_RECORDS;
  const range = await recordRangeOf(db, query.from, query.to, brand.timeZone);
  const { rows, totals } = await selectRecordPage(db, {
    merchantCode: brand.merchantCode,
    memberId: member.id,
    ...range,
    ...sourcesFor(snapshot, query.gameType, language),
    offset: (pageNo - 1) * pageSize,
    limit: pageSize,
  });
  return {
    rows: rows.map((row) => betRecordView(row, snapshot, language)),
    pageNo,
    pageSize,
    total: totals.rounds,
    totalPages: Math.ceil(totals.rounds / pageSize),
    summary: {
      rounds: totals.rounds,
      stakeMinor: toApiMinor(totals.stakeMinor),
      payoutMinor: toApiMinor(totals.payoutMinor),
      netMinor: toApiMinor(totals.payoutMinor - totals.stakeMinor),
    },
    currency: currencyOf(brand),
    timeZone: brand.timeZone,
  };
}

function notFound(recordId: string): ApiError {
  return new ApiError('ROUND_NOT_FOUND', `There is no round ${recordId} of yours`);
}

/**
 * An in-house bet's movements: the stake when placed, the payout when settled (a lost bet pays nothing,
 * so shows none); a Crash stake refunded after an outage shows rolled back, and its refund.
 */
function inHouseTransactions(bet: { stakeMinor: bigint; payoutMinor: bigint; status: CrashBetStatus; placedAt: string; settledAt: string | null }): BetTransaction[] {
  const refunded = bet.status === 'refunded';
  const stake: BetTransaction = { kind: 'bet', amountMinor: toApiMinor(bet.stakeMinor), at: bet.placedAt, rolledBack: refunded };
  if (bet.payoutMinor === 0n || bet.settledAt === null) return [stake];
  return [stake, { kind: refunded ? 'rollback' : 'win', amountMinor: toApiMinor(bet.payoutMinor), at: bet.settledAt, rolledBack: false }];
}

/** A record's status from its in-house bet's. */
function inHouseRecordStatus(status: CrashBetStatus): RecordRow['status'] {
  if (status === 'open') return 'open';
  return status === 'refunded' ? 'rolledBack' : 'settled';
}

/** One round of the member with its money movements; another member's round is not found, as one that does not exist. */
export async function betRound(db: Queryable, snapshot: CatalogueSnapshot, brand: Brand, member: MemberRecord, recordId: string, language: Language): Promise<BetRound> {
  const key = recordKeyOf(recordId);
  const common = { currency: currencyOf(brand), timeZone: brand.timeZone };
  if (key.source === 'in-house') {
    const bet = await inHouseBetOfMember(db, brand.merchantCode, member.id, key.roundId);
    if (!bet) throw notFound(recordId);
    const row: RecordRow = {
      source: 'in-house',
      providerCode: null,
      roundId: bet.roundId,
      gameId: bet.gameId,
      gameCode: bet.game,
      placedAt: bet.placedAt,
      stakeMinor: bet.stakeMinor,
      payoutMinor: bet.payoutMinor,
      status: inHouseRecordStatus(bet.status),
    };
    return { record: betRecordView(row, snapshot, language), transactions: inHouseTransactions(bet), verifierPath: inHouseVerifierPath(bet.roundId), ...common };
  }
  const round = await providerRoundOfMember(db, brand.merchantCode, member.id, key.providerCode, key.roundId);
  if (!round) throw notFound(recordId);
  const row: RecordRow = { source: 'provider', ...round };
  return {
    record: betRecordView(row, snapshot, language),
    transactions: round.transactions.map((each) => ({ kind: each.kind, amountMinor: toApiMinor(each.amountMinor), at: each.at, rolledBack: each.rolledBack })),
    verifierPath: null,
    ...common,
  };
}
