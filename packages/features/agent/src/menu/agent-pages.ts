import type { Consolidated } from '@croupier/contract';
import type { ContractKind } from '@croupier/domain';

/** SPEC §2 back office pages, by the `page` query of /agentHome, in the menu's order. */
export const AGENT_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'agentDownlineTransactionDetailsCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentPage = (typeof AGENT_PAGES)[number];

/** The back office opens on the team's figures: what an agent looks at first every day. */
export const DEFAULT_AGENT_PAGE: AgentPage = 'agentTeamOverview';

/** The contract pages, each the record of one kind, shown only when its consolidated flag is on. */
export const CONTRACT_PAGES = {
  agentDividendRecordCopy2: { kind: 'DIVIDEND', flag: 'divtypereq' },
  agentDailyWages2: { kind: 'SALARY', flag: 'dailysalreqtype' },
  agentHourSalary: { kind: 'HOURLY', flag: 'contracthoursalreqs' },
  agentRealtimeSalary: { kind: 'REALTIME', flag: 'realtimesalreqtype' },
} as const satisfies Partial<Record<AgentPage, { kind: ContractKind; flag: keyof Consolidated }>>;
export type ContractPage = keyof typeof CONTRACT_PAGES;

export function isContractPage(page: AgentPage): page is ContractPage {
  return page in CONTRACT_PAGES;
}

export function isAgentPage(value: string | null): value is AgentPage {
  return (AGENT_PAGES as readonly string[]).includes(value ?? '');
}

/** The page of a contract kind, for links from the popup and the income report. */
export function contractPageOf(kind: ContractKind): ContractPage {
  const found = (Object.keys(CONTRACT_PAGES) as ContractPage[]).find((page) => CONTRACT_PAGES[page].kind === kind);
  if (!found) throw new RangeError(`no page for contract kind ${kind}`);
  return found;
}

/**
 * The menu: every page, the four contract pages only where the consolidated flags switch them on.
 * Until the flags are known (or when they could not be loaded) the contract pages stay out.
 */
export function visibleAgentPages(flags: Consolidated | undefined): AgentPage[] {
  return AGENT_PAGES.filter((page) => !isContractPage(page) || (flags !== undefined && flags[CONTRACT_PAGES[page].flag]));
}
