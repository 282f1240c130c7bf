import { AGENT_PAGES, DEFAULT_AGENT_PAGE, type AgentPage } from '@croupier/feature-agent';
import { AGENT_HOME_PATH } from '../routing/route-table';

/**
 * Pages of /agentHome: the agent feature's, and the cashier's deposit and withdraw, which the header
 * opens inside the back office so the agent keeps its clock, menu and sign-out while paying in or out.
 */
export const CASHIER_PAGES = ['depositv2', 'withdraw'] as const;
export type CashierPage = (typeof CASHIER_PAGES)[number];
export type BackOfficePage = AgentPage | CashierPage;

export function backOfficePageOf(value: string | null): BackOfficePage {
  const known: readonly string[] = [...AGENT_PAGES, ...CASHIER_PAGES];
  return known.includes(value ?? '') ? (value as BackOfficePage) : DEFAULT_AGENT_PAGE;
}

export function isCashierPage(page: BackOfficePage): page is CashierPage {
  return (CASHIER_PAGES as readonly string[]).includes(page);
}

export function backOfficePath(page: BackOfficePage): string {
  return `${AGENT_HOME_PATH}?page=${page}`;
}
