import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createAgentInvite,
  createDownlineAccount,
  getAgentDownlines,
  getAgentInvite,
  getAgentTeamOverview,
  getDownlineDetails,
  getTeamBets,
  getTeamProfitLoss,
  getTeamTransactions,
  type EncryptedPayload,
  type MemberProfitLoss,
  type TeamBet,
  type TeamMovement,
} from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/register-call';
import { requestLanguage } from '../accounts';
import { unsealPayload } from '../sealing';
import type { MerchantContext } from '../system';
import { agentContext } from './agent-context';
import { count, localTime, money, text } from './csv';
import { agentDownlines, downlineDetails } from './downlines';
import { teamOverview } from './overview';
import { agentInvite, createDownline, ensureAgentInvite } from './register-center';
import { registerReportRoute } from './report-route';
import { teamBets } from './team-bets';
import { teamProfitLoss } from './team-profit';
import { teamTransactions } from './team-transactions';
import { postingNoteFields } from '../ledger';

/** The site the agent is on, for links it shares: the scheme and host it called this server by. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * The agent back office (SPEC §2 `/agentHome`): team overview, register centre, downline management
 * and the team's reports. Every call is for agents only (agentContext) and reads members only through
 * the caller's subtree. See docs/decisions/0022-agent-portal.md.
 */
export function registerAgentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { checkResponses } = deps.config;
  const context = (request: FastifyRequest) => agentContext(deps, request);
  const unseal = (payload: EncryptedPayload, merchant: MerchantContext) => unsealPayload(deps.db, deps.keyring.of(merchant.brand.merchantCode), payload, deps.config.clock.nowMs());

  registerCall(app, getAgentTeamOverview, {
    checkResponses,
    context,
    handle: ({ query }, { brand, member }) => teamOverview(deps.db, brand, member, query),
  });

  registerCall(app, createDownlineAccount, {
    checkResponses,
    context,
    unseal,
    handle: async ({ secret }, { brand, member }, request) => ({ account: await createDownline(deps, brand, member, secret, requestLanguage(request, brand)) }),
  });
  registerCall(app, getAgentInvite, {
    checkResponses,
    context,
    handle: (_input, { brand, member }, request) => agentInvite(deps.db, brand, member, originOf(request)),
  });
  registerCall(app, createAgentInvite, {
    checkResponses,
    context,
    handle: (_input, { brand, member }, request) => ensureAgentInvite(deps.db, brand, member, originOf(request)),
  });

  registerCall(app, getAgentDownlines, {
    checkResponses,
    context,
    handle: ({ query }, { brand, member }) => agentDownlines(deps.db, brand, member, query),
  });
  registerCall(app, getDownlineDetails, {
    checkResponses,
    context,
    handle: ({ query }, { brand, member }) => downlineDetails(deps.db, brand, member, query),
  });

  registerReportRoute(app, getTeamBets, {
    checkResponses,
    context,
    handle: async (query, { brand, member }) =>
      teamBets(deps.db, await deps.catalogue.of(brand.merchantCode), brand, member, query, query.language ?? brand.languages.default),
    csvName: 'team-bets',
    csvColumns: ({ currency: { scale }, timeZone }) => [
      { header: 'Placed', cell: (row: TeamBet) => localTime(row.placedAt, timeZone) },
      { header: 'Username', cell: (row) => text(row.username) },
      { header: 'Game', cell: (row) => text(row.gameName) },
      { header: 'Vendor', cell: (row) => text(row.vendor) },
      { header: 'Round', cell: (row) => text(row.roundId) },
      { header: 'Status', cell: (row) => text(row.status) },
      { header: 'Stake', cell: (row) => money(row.stakeMinor, scale) },
      { header: 'Valid bet', cell: (row) => money(row.validBetMinor, scale) },
      { header: 'Payout', cell: (row) => money(row.payoutMinor, scale) },
      // an open round's win/loss is left empty: it has none yet
      { header: 'Net', cell: (row) => (row.netMinor === null ? text(null) : money(row.netMinor, scale)) },
    ],
  });
  registerReportRoute(app, getTeamTransactions, {
    checkResponses,
    context,
    handle: (query, { brand, member }) => teamTransactions(deps.db, brand, member, query),
    csvName: 'team-transactions',
    csvColumns: ({ currency: { scale }, timeZone }) => [
      { header: 'Time', cell: (row: TeamMovement) => localTime(row.at, timeZone) },
      { header: 'Username', cell: (row) => text(row.username) },
      { header: 'Type', cell: (row) => text(row.kind) },
      { header: 'Wallet', cell: (row) => text(row.wallet) },
      { header: 'Amount', cell: (row) => money(row.amountMinor, scale) },
      { header: 'Balance', cell: (row) => money(row.balanceMinor, scale) },
      { header: 'Note', cell: (row) => text(row.note ? postingNoteFields(row.note) : null) },
      { header: 'Round', cell: (row) => text(row.roundId) },
    ],
  });
  registerReportRoute(app, getTeamProfitLoss, {
    checkResponses,
    context,
    handle: (query, { brand, member }) => teamProfitLoss(deps.db, brand, member, query),
    csvName: 'team-profit-loss',
    csvColumns: ({ currency: { scale } }) => [
      { header: 'Username', cell: (row: MemberProfitLoss) => text(row.username) },
      { header: 'Type', cell: (row) => count(row.type) },
      { header: 'Level', cell: (row) => count(row.depth) },
      { header: 'Rounds', cell: (row) => count(row.rounds) },
      { header: 'Valid bet', cell: (row) => money(row.validBetMinor, scale) },
      { header: 'Payout', cell: (row) => money(row.payoutMinor, scale) },
      { header: 'Profit and loss', cell: (row) => money(row.profitLossMinor, scale) },
      { header: 'Deposits', cell: (row) => money(row.depositMinor, scale) },
      { header: 'Withdrawals', cell: (row) => money(row.withdrawalMinor, scale) },
    ],
  });
}
