// The agent back office (SPEC §2 /agentHome). The shell draws the layout, picks the page from the
// query, holds the report dates (`useAgentDates`) for the visit and hands each page those and the
// transfer form it composes from other features.
export { AgentEnvironmentProvider, useAgentEnvironment, type AgentEnvironment } from './environment/agent-environment';
export {
  AGENT_PAGES,
  CONTRACT_PAGES,
  DEFAULT_AGENT_PAGE,
  contractPageOf,
  isAgentPage,
  isContractPage,
  visibleAgentPages,
  type AgentPage,
  type ContractPage,
} from './menu/agent-pages';
export { useConsolidated } from './menu/use-consolidated';
export { rangeFilePart, type ReportDates } from './parts/report-dates';
export { useAgentDates } from './dates/use-agent-dates';
export { AnnouncementsScreen } from './announcements/announcements-screen';
export { TeamOverviewScreen } from './overview/team-overview-screen';
export { RegisterCentreScreen } from './register/register-centre-screen';
export { DownlineScreen, type DownlineScreenProps } from './downline/downline-screen';
export { TeamBetsScreen } from './reports/team-bets-screen';
export { TeamTransactionsScreen } from './reports/team-transactions-screen';
export { ProfitLossScreen } from './reports/profit-loss-screen';
export { RevenueScreen } from './settlements/revenue-screen';
export { ContractKindScreen } from './settlements/contract-kind-screen';
export { ContractPopup, type ContractPopupProps } from './contracts/contract-popup';
export { formatRate, readRatePercent } from './contracts/rate';
