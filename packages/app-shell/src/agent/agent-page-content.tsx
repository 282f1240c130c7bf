import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  AnnouncementsScreen,
  CONTRACT_PAGES,
  ContractKindScreen,
  DownlineScreen,
  isContractPage,
  ProfitLossScreen,
  RegisterCentreScreen,
  RevenueScreen,
  TeamBetsScreen,
  TeamOverviewScreen,
  TeamTransactionsScreen,
  type AgentPage,
  type ReportDates,
} from '@croupier/feature-agent';
import { Spinner } from '@croupier/ui';
import { useBrand } from '../brand/brand-context';
import { NoticePanel } from '../parts/notice-panel';
import { PeopleIcon } from '../icons/icons';
import type { BackOfficePage } from './back-office-pages';

// The transfer form and the cashier's screens are chunks of their own, loaded when first opened.
const TransferUplineScreen = lazy(() => import('@croupier/feature-tree-transfers').then((module) => ({ default: module.TransferUplineScreen })));
const DepositScreen = lazy(() => import('@croupier/feature-cashier').then((module) => ({ default: module.DepositScreen })));
const WithdrawScreen = lazy(() => import('@croupier/feature-cashier').then((module) => ({ default: module.WithdrawScreen })));

const Centre = styled.div`
  display: grid;
  place-items: center;
  min-height: 200px;
`;

/**
 * The transfers feature's form, for the member the agent opened, with its username filled in.
 * Its chunk and words load under their own spinner, inside the member's details, not over the page.
 */
function renderTransfer(username: string) {
  return (
    <Suspense
      fallback={
        <Centre>
          <Spinner />
        </Centre>
      }
    >
      <TransferUplineScreen downlineUsername={username} />
    </Suspense>
  );
}

export interface AgentPageContentProps {
  page: BackOfficePage;
  dates: ReportDates;
  /** the pages the flags open; undefined while the flags are still asked for */
  visible: readonly AgentPage[] | undefined;
}

/** The screen of a back office page; a contract page the flags keep shut says so instead. */
export function AgentPageContent({ page, dates, visible }: AgentPageContentProps) {
  const { t } = useTranslation('agent');
  const brand = useBrand();
  if (page === 'depositv2') return <DepositScreen currency={brand.currency} timeZone={brand.timeZone} returnedDepositId={null} />;
  if (page === 'withdraw') return <WithdrawScreen currency={brand.currency} timeZone={brand.timeZone} />;
  if (isContractPage(page)) {
    if (visible === undefined) {
      return (
        <Centre>
          <Spinner />
        </Centre>
      );
    }
    if (!visible.includes(page)) {
      return (
        <NoticePanel testId="agent-page-missing" emblem={<PeopleIcon />} title={t(`pages.${page}`)}>
          <p>{t('layout.pageMissing')}</p>
        </NoticePanel>
      );
    }
    return <ContractKindScreen kind={CONTRACT_PAGES[page].kind} dates={dates} />;
  }
  switch (page) {
    case 'agentAnnouncement':
      return <AnnouncementsScreen />;
    case 'agentTeamOverview':
      return <TeamOverviewScreen dates={dates} />;
    case 'registerCenter':
      return <RegisterCentreScreen />;
    case 'downlineManagmentView':
      return <DownlineScreen dates={dates} renderTransfer={renderTransfer} />;
    case 'personalHistoryCopy':
      return <TeamBetsScreen dates={dates} />;
    case 'agentDownlineTransactionDetailsCopy':
      return <TeamTransactionsScreen dates={dates} />;
    case 'palStatementsAgentCopy':
      return <ProfitLossScreen dates={dates} />;
    case 'agentRevenueReport':
      return <RevenueScreen dates={dates} />;
  }
}
