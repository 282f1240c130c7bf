import type { Brand } from '@croupier/brand-config';
import type { TeamBet, TeamBetsPage } from '@croupier/contract';
import { AGENT_REPORT_PAGE_SIZE, type GameType, type Language } from '@croupier/domain';
import type { Queryable } from '../../db/database';
import type { MemberRecord } from '../accounts';
import type { CatalogueSnapshot } from '../games';
import { betRecordView, recordRangeOf } from '../records';
import { toApiMinor } from '../ledger';
import { currencyOf, notInDownline, pagingOf } from './agent-context';
import { selectTeamBetPage, type TeamBetRow } from './team-bets-repository';

/** In-house games are the brand's own vendor, listed under this type. */
const IN_HOUSE_GAME_TYPE: GameType = 'BGS';

export interface TeamBetsQuery {
  from: string;
  to: string;
  username?: string | undefined;
  gameType?: GameType | undefined;
  pageNo?: number | undefined;
  pageSize?: number | undefined;
}

/** Which sources a game type asks for, as the member's betting record decides it (records/service.ts). */
function sourcesFor(snapshot: CatalogueSnapshot, gameType: GameType | undefined, language: Language) {
  if (!gameType) return { provider: {}, includeInHouse: true };
  const gameIds = snapshot.inListOrder(language, gameType).map((game) => game.gameId);
  return { provider: gameIds.length > 0 ? { gameIds } : null, includeInHouse: gameType === IN_HOUSE_GAME_TYPE };
}

function teamBetView(row: TeamBetRow, snapshot: CatalogueSnapshot, language: Language): TeamBet {
  const record = betRecordView(row, snapshot, language);
  const settled = row.status === 'settled';
  // an open round has lost nothing yet: its stake is shown, its win/loss waits for the outcome
  return { username: row.username, ...record, validBetMinor: settled ? record.stakeMinor : 0, netMinor: row.status === 'open' ? null : record.netMinor };
}

/**
 * Team betting: the team's rounds placed in the range (days in the brand's time zone), newest first,
 * a page of them and the range's totals (settled rounds; open ones apart, as they have no outcome); with a username, that member's only, refused when the name
 * is not in the team.
 */
export async function teamBets(db: Queryable, snapshot: CatalogueSnapshot, brand: Brand, agent: MemberRecord, query: TeamBetsQuery, language: Language): Promise<TeamBetsPage> {
  const { pageNo, pageSize, offset } = pagingOf(query, AGENT_REPORT_PAGE_SIZE);
  const range = await recordRangeOf(db, query.from, query.to, brand.timeZone);
  const { teamMembers, rows, totals } = await selectTeamBetPage(db, {
    merchantCode: brand.merchantCode,
    agentId: agent.id,
    username: query.username,
    ...range,
    ...sourcesFor(snapshot, query.gameType, language),
    offset,
    limit: pageSize,
  });
  if (query.username !== undefined && teamMembers === 0) throw notInDownline('username', query.username);
  return {
    rows: rows.map((row) => teamBetView(row, snapshot, language)),
    summary: {
      rounds: totals.rounds,
      stakeMinor: toApiMinor(totals.stakeMinor),
      validBetMinor: toApiMinor(totals.stakeMinor),
      payoutMinor: toApiMinor(totals.payoutMinor),
      netMinor: toApiMinor(totals.payoutMinor - totals.stakeMinor),
      openRounds: totals.openRounds,
      openStakeMinor: toApiMinor(totals.openStakeMinor),
    },
    pageNo,
    pageSize,
    total: totals.listed,
    totalPages: Math.ceil(totals.listed / pageSize),
    currency: currencyOf(brand),
    timeZone: brand.timeZone,
  };
}
