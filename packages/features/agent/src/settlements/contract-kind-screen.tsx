import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@croupier/domain';
import { ContractsPanel } from '../contracts/contracts-panel';
import { contractPageOf } from '../menu/agent-pages';
import { Page, Title } from '../parts/page.styles';
import type { ReportDates } from '../parts/report-dates';
import { SettlementsReport } from './settlements-report';
import { Message } from '@croupier/ui';

/**
 * The page of one contract kind (agentDailyWages2, agentHourSalary, agentRealtimeSalary,
 * agentDividendRecordCopy2): the contracts of the kind with their offers and actions, then every
 * period settled under them.
 */
export function ContractKindScreen({ kind, dates }: { kind: ContractKind; dates: ReportDates }) {
  const { t } = useTranslation('agent');
  return (
    <Page data-testid="agent-contract-page" data-kind={kind}>
      <Title>{t(`pages.${contractPageOf(kind)}`)}</Title>
      <Message variant="text">{t(`contracts.about.${kind}`)}</Message>
      <ContractsPanel kind={kind} />
      <SettlementsReport kind={kind} dates={dates} />
    </Page>
  );
}
