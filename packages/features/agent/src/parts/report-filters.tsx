import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card } from './page.styles';
import type { ReportDates } from './report-dates';

const Stack = styled.div`
  display: grid;
  gap: 12px;
`;

const Extra = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: end;
  & > * {
    min-width: 0;
  }
`;

/** The filters of a report: the dates first, then the page's own filters and its export. */
export function ReportFilters({ dates, children, actions }: { dates: ReportDates; children?: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation('agent');
  return (
    <Card aria-label={t('report.filters')} data-testid="agent-report-filters">
      <Stack>
        {dates.bar}
        {children || actions ? (
          <Extra>
            {children}
            {actions}
          </Extra>
        ) : null}
      </Stack>
    </Card>
  );
}
