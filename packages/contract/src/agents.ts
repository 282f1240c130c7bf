import { z } from 'zod';
import {
  ACCOUNT_MOVEMENT_GROUPS,
  AGENT_REPORT_MAX_DAYS,
  AGENT_USERNAME_MAX_LENGTH,
  BET_RECORD_SOURCES,
  BET_RECORD_STATUSES,
  DOWNLINE_ACCOUNT_KINDS,
  GAME_TYPES,
  LANGUAGES,
  MAX_PAGE_SIZE_BET_RECORDS,
  daysInRange,
} from '@croupier/domain';
import { defineCall } from './call';
import { postingNoteSchema } from './posting-note';
import { wholeNumber } from './query-numbers';
import { MAX_RECORD_PAGE_NO, betRecordIdSchema, calendarDaySchema, recordCurrencySchema } from './records';
import { sealedBodySchema } from './sealed';
import { amountMinorSchema } from './wallet';

/**
 * The agent back office (SPEC §2 `/agentHome`): the team overview, the register centre, downline
 * management, and the team's reports (team betting, team transactions, user profit and loss). Every
 * call is for agents (member types 1, 2, 41, 42) only: anyone else gets NON_AGENT, a free-play account
 * TRIAL_RESTRICTED. "Team" is the caller's strict downline, every level below it, players and agents
 * alike. A username outside the team gets NOT_IN_DOWNLINE, the same words whether or not it exists.
 * See docs/decisions/0022-agent-portal.md.
 *
 * Reports take calendar days in the brand's time zone (`timeZone` in every answer), at most
 * AGENT_REPORT_MAX_DAYS of them, answer a page of rows (20 by default) and the totals of the whole
 * range. The list reports (team betting, team transactions, user profit and loss) also export: the
 * same call with `format=csv` answers `text/csv` (UTF-8) with a header line and every row of the range
 * instead of the JSON envelope, at most AGENT_REPORT_CSV_MAX_ROWS rows; when the range holds more,
 * the last line says the export was cut (it starts with AGENT_REPORT_CSV_CUT_MARK). Paging numbers
 * are not taken with `format=csv`.
 */

const noInput = z.object({}).strict();

/** How the last line of a cut CSV export begins. */
export const AGENT_REPORT_CSV_CUT_MARK = '# cut:';

/** A report's answer format: the JSON envelope (default), or the whole range as CSV text. */
export const AGENT_REPORT_FORMATS = ['json', 'csv'] as const;
export type AgentReportFormat = (typeof AGENT_REPORT_FORMATS)[number];

/** A username as the agent calls take it: trimmed, 1 to 64 characters; matched without regard to case. */
const usernameSchema = z.string().trim().min(1, 'is required').max(AGENT_USERNAME_MAX_LENGTH, `is at most ${AGENT_USERNAME_MAX_LENGTH} characters`);

/** The day range every report takes: `from` and `to`, both counted, forwards, at most AGENT_REPORT_MAX_DAYS days. */
function withAgentDayRange<Schema extends z.ZodType<{ from: string; to: string }>>(schema: Schema): Schema {
  return schema
    .refine((query) => query.from <= query.to, { message: 'must be on or after from', path: ['to'] })
    .refine((query) => query.from > query.to || daysInRange(query.from, query.to) <= AGENT_REPORT_MAX_DAYS, {
      message: `covers at most ${AGENT_REPORT_MAX_DAYS} days`,
      path: ['to'],
    });
}

/** With `format=csv` the whole range is exported, so a page number or size is refused rather than ignored. */
function withCsvWithoutPaging<Schema extends z.ZodType<{ format?: AgentReportFormat | undefined; pageNo?: number | undefined; pageSize?: number | undefined }>>(schema: Schema): Schema {
  return schema.refine((query) => query.format !== 'csv' || (query.pageNo === undefined && query.pageSize === undefined), {
    message: 'is not taken with format=csv, which exports every row of the range',
    path: ['pageNo'],
  });
}

/** The query fields every list report shares. */
const reportQueryShape = {
  /** first day of the range, yyyy-mm-dd in the brand's time zone */
  from: calendarDaySchema,
  /** last day of the range (counted), yyyy-mm-dd */
  to: calendarDaySchema,
  /** only this member of the team (any depth); NOT_IN_DOWNLINE when it is not in the team */
  username: usernameSchema.optional(),
  /** 1 to MAX_RECORD_PAGE_NO; a page past the last answers no rows */
  pageNo: wholeNumber(1, MAX_RECORD_PAGE_NO).optional(),
  /** rows a page, 1 to 100; AGENT_REPORT_PAGE_SIZE when left out */
  pageSize: wholeNumber(1, MAX_PAGE_SIZE_BET_RECORDS).optional(),
  /** `csv` answers text/csv of every row of the range instead of the JSON page */
  format: z.enum(AGENT_REPORT_FORMATS).optional(),
};

/** Paging and the brand's money and zone, in every list report's answer. */
const reportPageShape = {
  /** the page answered (1 for a CSV export) */
  pageNo: z.number().int().min(1),
  /** rows a page */
  pageSize: z.number().int().min(1),
  /** rows of the whole range */
  total: z.number().int().min(0),
  /** pages of pageSize rows the range fills */
  totalPages: z.number().int().min(0),
  /** the brand's currency: code, symbol and decimal places */
  currency: recordCurrencySchema,
  /** the IANA zone the days are counted in, for showing times as the brand counts them */
  timeZone: z.string(),
};

/** Money figures of one member, or of a team, over a range. A round counts on the day it settled. */
export const agentFiguresSchema = z.object({
  /** stakes of rounds settled in the range (a returned stake counts nothing) */
  validBetMinor: amountMinorSchema,
  /** what those rounds paid back */
  payoutMinor: amountMinorSchema,
  /** payout minus valid bet, the players' side: negative when they lost */
  profitLossMinor: z.number().int(),
  /** deposits confirmed in the range */
  depositMinor: amountMinorSchema,
  /** withdrawals paid out in the range, less any part given back after a dispute */
  withdrawalMinor: amountMinorSchema,
});
export type AgentFigures = z.infer<typeof agentFiguresSchema>;

// ---------------------------------------------------------------------------------------------------
// Team overview (agentTeamOverview)

export const teamOverviewSchema = z.object({
  /** the whole team now: every account below the agent, at any depth */
  teamSize: z.number().int().min(0),
  /** the agent's direct downline now */
  directDownlines: z.number().int().min(0),
  /** team members who registered in the range */
  newMembers: z.number().int().min(0),
  /** team members with at least one round settled in the range */
  activeMembers: z.number().int().min(0),
  /** confirmed deposits in the range, counted */
  deposits: z.number().int().min(0),
  /** paid-out withdrawals in the range, counted */
  withdrawals: z.number().int().min(0),
  /** the team's money figures over the range */
  figures: agentFiguresSchema,
  /** the range asked for, as asked */
  from: calendarDaySchema,
  to: calendarDaySchema,
  currency: recordCurrencySchema,
  /** the IANA zone the days are counted in */
  timeZone: z.string(),
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

/** agentTeamOverview: the team's size and its figures over a range of days. */
export const getAgentTeamOverview = defineCall({
  name: 'getAgentTeamOverview',
  method: 'GET',
  path: '/wps/agent/team/overview',
  auth: true,
  query: withAgentDayRange(z.object({ from: calendarDaySchema, to: calendarDaySchema }).strict()),
  body: noInput,
  value: teamOverviewSchema,
});

// ---------------------------------------------------------------------------------------------------
// Register centre (registerCenter): new downline accounts and the invite code

/**
 * A new downline account. The username and password follow the brand's register rules (GET
 * /wps/system/setting/register: `username` and `password`); the account's first login must change
 * the password (`initialPassword` in the login answer).
 */
export const createDownlineSecretSchema = z
  .object({
    /** a player (type 0) or an agent (DOWNLINE_AGENT_TYPE) */
    kind: z.enum(DOWNLINE_ACCOUNT_KINDS),
    username: usernameSchema,
    /** the initial password the agent hands to the new account's owner */
    password: z.string().min(1, 'is required').max(128, 'is at most 128 characters'),
    confirmPassword: z.string().min(1, 'is required').max(128, 'is at most 128 characters'),
  })
  .strict();
export type CreateDownlineSecret = z.infer<typeof createDownlineSecretSchema>;

export const createdDownlineSchema = z.object({
  /** the new account's username, as stored */
  username: z.string(),
  /** SPEC §3 member type: 0, or DOWNLINE_AGENT_TYPE */
  type: z.number().int(),
  /** what was asked for: player or agent */
  kind: z.enum(DOWNLINE_ACCOUNT_KINDS),
  /** ISO time of registration */
  registeredAt: z.string(),
  /** always true: the first login must change the password */
  initialPassword: z.literal(true),
  /** a new agent's own invite code; null for a player */
  affiliateCode: z.string().nullable(),
});
export type CreatedDownline = z.infer<typeof createdDownlineSchema>;

/**
 * registerCenter: the agent creates a direct downline with a username and an initial password, sent
 * sealed as passwords are. USERNAME_TAKEN when the brand already has the name (any case).
 */
export const createDownlineAccount = defineCall({
  name: 'createDownlineAccount',
  method: 'POST',
  path: '/wps/agent/downlines',
  auth: true,
  query: noInput,
  body: sealedBodySchema,
  secret: createDownlineSecretSchema,
  value: z.object({ account: createdDownlineSchema }),
});

export const agentInviteSchema = z.object({
  /** the agent's invite (affiliate) code; null until one is made (createAgentInvite) */
  affiliateCode: z.string().nullable(),
  /** the site path that registers under the agent: `/register?aff=CODE`; null without a code */
  registerPath: z.string().nullable(),
  /** registerPath on the site the agent is using now, for copying and QR codes; null without a code */
  registerUrl: z.string().nullable(),
  /** whether the brand's register form takes an affiliate code (brand feature `affiliate`) */
  affiliateRegistration: z.boolean(),
});
export type AgentInvite = z.infer<typeof agentInviteSchema>;

/** registerCenter: the agent's invite code and link. */
export const getAgentInvite = defineCall({
  name: 'getAgentInvite',
  method: 'GET',
  path: '/wps/agent/invite',
  auth: true,
  query: noInput,
  body: noInput,
  value: agentInviteSchema,
});

/** registerCenter: makes the agent's invite code when it has none; an agent that has one gets it back unchanged. */
export const createAgentInvite = defineCall({
  name: 'createAgentInvite',
  method: 'POST',
  path: '/wps/agent/invite',
  auth: true,
  query: noInput,
  body: noInput,
  value: agentInviteSchema,
});

// ---------------------------------------------------------------------------------------------------
// Downline management (downlineManagmentView)

export const downlineMemberSchema = z.object({
  /** the member's username */
  username: z.string(),
  /** SPEC §3 member type */
  type: z.number().int(),
  /** agent types have a downline of their own to drill into */
  isAgent: z.boolean(),
  /** levels below the calling agent: 1 for its direct downline */
  depth: z.number().int().min(1),
  /** the account directly above this one (the calling agent for depth 1) */
  uplineUsername: z.string(),
  /** ISO time of registration */
  registeredAt: z.string(),
  /** ISO time of the last login; null when the account never logged in */
  lastLoginAt: z.string().nullable(),
  /** still has its initial password: it has not logged in and changed it yet */
  initialPassword: z.boolean(),
  /** what the account holds: every wallet of it, in the brand's currency */
  balanceMinor: amountMinorSchema,
  /** its own team: every account below it */
  teamSize: z.number().int().min(0),
  /** its own direct downline */
  directDownlines: z.number().int().min(0),
});
export type DownlineMember = z.infer<typeof downlineMemberSchema>;

/**
 * downlineManagmentView: the direct downline of the agent, or of `parent` (any agent of the team:
 * drill down), a page ordered by username. With `search`, the accounts at any depth below the agent
 * (or below `parent`) whose username contains the text, any case.
 */
export const getAgentDownlines = defineCall({
  name: 'getAgentDownlines',
  method: 'GET',
  path: '/wps/agent/downlines',
  auth: true,
  query: z
    .object({
      /** list the direct downline of this team member (the agent's own when left out) */
      parent: usernameSchema.optional(),
      /** part of a username: lists matches at every depth below the agent or `parent` */
      search: usernameSchema.optional(),
      pageNo: wholeNumber(1, MAX_RECORD_PAGE_NO).optional(),
      pageSize: wholeNumber(1, MAX_PAGE_SIZE_BET_RECORDS).optional(),
    })
    .strict(),
  body: noInput,
  value: z.object({
    /** whose direct downline this is: the agent, or `parent` */
    parent: z.object({ username: z.string(), depth: z.number().int().min(0) }),
    /** a page of the list, by username */
    rows: z.array(downlineMemberSchema),
    pageNo: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    /** members the whole list holds */
    total: z.number().int().min(0),
    totalPages: z.number().int().min(0),
    /** the currency balances are in */
    currency: recordCurrencySchema,
  }),
});
export type AgentDownlinesPage = z.infer<typeof getAgentDownlines.value>;

/** downlineManagmentView: one team member with its own money figures over a range of days. */
export const getDownlineDetails = defineCall({
  name: 'getDownlineDetails',
  method: 'GET',
  path: '/wps/agent/downlines/details',
  auth: true,
  query: withAgentDayRange(z.object({ username: usernameSchema, from: calendarDaySchema, to: calendarDaySchema }).strict()),
  body: noInput,
  value: z.object({
    /** the member as the downline list shows it */
    member: downlineMemberSchema,
    /** the member's own figures (not its team's) over the range */
    figures: agentFiguresSchema,
    from: calendarDaySchema,
    to: calendarDaySchema,
    currency: recordCurrencySchema,
    timeZone: z.string(),
  }),
});
export type DownlineDetails = z.infer<typeof getDownlineDetails.value>;

// ---------------------------------------------------------------------------------------------------
// Team betting (personalHistoryCopy in the back office)

export const teamBetSchema = z.object({
  /** the team member who placed it */
  username: z.string(),
  /** the round as the member's own betting record names it */
  recordId: betRecordIdSchema,
  /** the round id as its game knows it */
  roundId: z.string(),
  /** a provider's game or an in-house one */
  source: z.enum(BET_RECORD_SOURCES),
  /** the catalogue's game id */
  gameId: z.string(),
  /** in the reader's language; the game's code when the catalogue no longer lists it */
  gameName: z.string(),
  /** null when the brand's catalogue no longer lists the game */
  gameType: z.enum(GAME_TYPES).nullable(),
  /** the vendor's name */
  vendor: z.string(),
  /** ISO time of the round's first stake: the day a round is listed on */
  placedAt: z.string(),
  /** the stakes that stand (a rolled-back stake counts 0) */
  stakeMinor: amountMinorSchema,
  /** the stake once the round settled; 0 while it is open or when rolled back */
  validBetMinor: amountMinorSchema,
  payoutMinor: amountMinorSchema,
  /** payout minus stake once the round settled: negative when the player lost; null while it is open (no loss yet) */
  netMinor: z.number().int().nullable(),
  /** settled, open (awaiting its outcome) or rolledBack (every stake returned) */
  status: z.enum(BET_RECORD_STATUSES),
});
export type TeamBet = z.infer<typeof teamBetSchema>;

/**
 * Every round of the range (and filters), not only the page's. The win/loss counts settled rounds
 * only: an open round's stake is neither won nor lost yet, so it is shown apart (openStakeMinor).
 */
export const teamBetSummarySchema = z.object({
  /** settled rounds */
  rounds: z.number().int().min(0),
  /** stakes of the settled rounds */
  stakeMinor: amountMinorSchema,
  /** stakes of the rounds that have settled */
  validBetMinor: amountMinorSchema,
  /** payouts of the settled rounds */
  payoutMinor: amountMinorSchema,
  /** payout minus stake of the settled rounds */
  netMinor: z.number().int(),
  /** rounds still awaiting their outcome */
  openRounds: z.number().int().min(0),
  /** their stakes: taken from the players, not yet won or lost */
  openStakeMinor: amountMinorSchema,
});
export type TeamBetSummary = z.infer<typeof teamBetSummarySchema>;

/**
 * Team betting: the rounds the team placed from `from` to `to` (by placing time, as each member's own
 * betting record lists them), newest first, and the whole range's totals. CSV with `format=csv`.
 */
export const getTeamBets = defineCall({
  name: 'getTeamBets',
  method: 'GET',
  path: '/wps/agent/team/bets',
  auth: true,
  query: withCsvWithoutPaging(
    withAgentDayRange(
      z
        .object({
          ...reportQueryShape,
          /** only rounds of games of this type */
          gameType: z.enum(GAME_TYPES).optional(),
          /** game names in this language; the brand's default when left out */
          language: z.enum(LANGUAGES).optional(),
        })
        .strict(),
    ),
  ),
  body: noInput,
  value: z.object({ /** a page of rounds, newest first */ rows: z.array(teamBetSchema), summary: teamBetSummarySchema, ...reportPageShape }),
});
export type TeamBetsPage = z.infer<typeof getTeamBets.value>;

// ---------------------------------------------------------------------------------------------------
// Team transactions (agentDownlineTransactionDetailsCopy)

export const teamMovementSchema = z.object({
  /** the team member whose wallet moved */
  username: z.string(),
  /** the ledger entry's id: unique, and stable between pages */
  movementId: z.string(),
  /** ISO time of the movement */
  at: z.string(),
  /**
   * the ledger's posting kind: one of ACCOUNT_MOVEMENT_KINDS, or a kind added to the ledger later
   * (such as an agent's commission), which the page shows by its code
   */
  kind: z.string(),
  /** MAIN or a vendor's wallet code */
  wallet: z.string(),
  /** signed: positive when money came into the wallet, negative when it left */
  amountMinor: z.number().int(),
  /** the wallet's balance right after this movement */
  balanceMinor: amountMinorSchema,
  /** what the posting says about itself, as a code and parameters the page words (a deposit's channel, a transfer's other side); null when nothing */
  note: postingNoteSchema.nullable(),
  /** the game round of a stake, win or returned stake */
  roundId: z.string().nullable(),
});
export type TeamMovement = z.infer<typeof teamMovementSchema>;

export const teamMovementSummarySchema = z.object({
  movements: z.number().int().min(0),
  /** every credit of the range, summed */
  inMinor: amountMinorSchema,
  /** every debit of the range, summed and written as a positive amount */
  outMinor: amountMinorSchema,
  /** in minus out */
  netMinor: z.number().int(),
});
export type TeamMovementSummary = z.infer<typeof teamMovementSummarySchema>;

/**
 * Team transactions: every movement of the team's wallets from `from` to `to` (deposits, withdrawals,
 * transfers, bets, wins, bonuses, corrections), newest first, narrowed by `group` (the account record's
 * groups) and `username`, with money in and out over the whole range. CSV with `format=csv`.
 */
export const getTeamTransactions = defineCall({
  name: 'getTeamTransactions',
  method: 'GET',
  path: '/wps/agent/team/transactions',
  auth: true,
  query: withCsvWithoutPaging(withAgentDayRange(z.object({ ...reportQueryShape, group: z.enum(ACCOUNT_MOVEMENT_GROUPS).optional() }).strict())),
  body: noInput,
  value: z.object({ rows: z.array(teamMovementSchema), summary: teamMovementSummarySchema, ...reportPageShape }),
});
export type TeamTransactionsPage = z.infer<typeof getTeamTransactions.value>;

// ---------------------------------------------------------------------------------------------------
// User profit and loss (palStatementsAgentCopy)

export const memberProfitLossSchema = agentFiguresSchema.extend({
  /** the team member */
  username: z.string(),
  /** SPEC §3 member type */
  type: z.number().int(),
  /** levels below the calling agent */
  depth: z.number().int().min(1),
  /** rounds settled in the range */
  rounds: z.number().int().min(0),
});
export type MemberProfitLoss = z.infer<typeof memberProfitLossSchema>;

/**
 * User profit and loss: one row per team member with any figure in the range (a member who neither
 * played nor moved money through the cashier is left out), ordered by username, and the team's totals.
 * CSV with `format=csv`.
 */
export const getTeamProfitLoss = defineCall({
  name: 'getTeamProfitLoss',
  method: 'GET',
  path: '/wps/agent/team/profit',
  auth: true,
  query: withCsvWithoutPaging(withAgentDayRange(z.object(reportQueryShape).strict())),
  body: noInput,
  value: z.object({
    rows: z.array(memberProfitLossSchema),
    /** the team's figures over the range, with the rounds counted */
    summary: agentFiguresSchema.extend({ rounds: z.number().int().min(0) }),
    ...reportPageShape,
  }),
});
export type TeamProfitLossPage = z.infer<typeof getTeamProfitLoss.value>;

/** The reports a CSV export exists for. */
export const AGENT_CSV_REPORTS = [getTeamBets, getTeamTransactions, getTeamProfitLoss] as const;
