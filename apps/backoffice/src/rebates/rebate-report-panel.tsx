import { Fragment, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BackofficeBrand, RebateReport, RebateReportDay } from '@croupier/contract';
import { REBATE_REPORT_MAX_DAYS, dayInZone, daysInRange, lastDays } from '@croupier/domain';
import { formatDay, formatInteger } from '@croupier/i18n';
import { Button, Input, Spinner } from '@croupier/ui';
import { brandMoney, brandTime } from '../parts/brand-format';
import { Alert, Mark, Muted, Panel, PanelHeading, Table, TableFrame } from '../parts/page-parts';
import { rebateRefusal } from './console-refusal';
import { useRebateReport } from './use-rebate-console';

const RangeForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
`;

const TypeRow = styled.tr`
  & td {
    padding-top: 0;
    font-size: 13px;
  }
`;

/** A range of at most REBATE_REPORT_MAX_DAYS days, the first not after the last. */
function rangeOk(from: string, to: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to && daysInRange(from, to) <= REBATE_REPORT_MAX_DAYS;
}

function ReportDay({ brand, report, day }: { brand: BackofficeBrand; report: RebateReport; day: RebateReportDay }) {
  const { t } = useTranslation(['rebates', 'common']);
  const run = day.paidByRunAt ? (
    <Mark $tone="info">{t('console.report.runAt', { time: brandTime(brand, day.paidByRunAt) })}</Mark>
  ) : report.mode === 'MANUAL' ? (
    t('console.report.claims')
  ) : (
    <Mark $tone="muted">{t('console.report.notRun')}</Mark>
  );
  return (
    <Fragment>
      <tr data-testid={`rebate-report-day-${day.day}`}>
        <td>{formatDay(day.day, 'en')}</td>
        <td>{run}</td>
        <td data-numeric="">{formatInteger(day.members, 'en')}</td>
        <td data-numeric="">{brandMoney(brand, day.validBetMinor)}</td>
        <td data-numeric="">{brandMoney(brand, day.rebateMinor)}</td>
        <td data-numeric="" data-testid={`rebate-report-paid-${day.day}`}>
          {brandMoney(brand, day.amountMinor)}
        </td>
        <td data-numeric="">{formatInteger(day.cappedMembers, 'en')}</td>
      </tr>
      {day.byType.map((type) => (
        <TypeRow key={type.gameType} data-testid={`rebate-report-type-${day.day}-${type.gameType}`}>
          <td />
          <td>{t(`common:gameType.${type.gameType}`)}</td>
          <td data-numeric="">{formatInteger(type.members, 'en')}</td>
          <td data-numeric="">{brandMoney(brand, type.validBetMinor)}</td>
          <td data-numeric="">{brandMoney(brand, type.rebateMinor)}</td>
          <td />
          <td />
        </TypeRow>
      ))}
    </Fragment>
  );
}

function ReportTable({ brand, report }: { brand: BackofficeBrand; report: RebateReport }) {
  const { t } = useTranslation('rebates');
  if (report.totals.members === 0) return <Muted data-testid="rebate-report-empty">{t('console.report.empty')}</Muted>;
  return (
    <>
      <Muted data-testid="rebate-report-totals">
        {t('console.report.totals', { count: report.totals.members, amount: brandMoney(brand, report.totals.amountMinor), validBet: brandMoney(brand, report.totals.validBetMinor) })}
      </Muted>
      <TableFrame>
        <Table data-testid="rebate-report-table">
          <thead>
            <tr>
              <th>{t('console.report.day')}</th>
              <th>{t('console.report.run')}</th>
              <th data-numeric="">{t('console.report.members')}</th>
              <th data-numeric="">{t('console.report.validBet')}</th>
              <th data-numeric="">{t('console.report.rebate')}</th>
              <th data-numeric="">{t('console.report.amount')}</th>
              <th data-numeric="">{t('console.report.capped')}</th>
            </tr>
          </thead>
          <tbody>
            {report.days.map((day) => (
              <ReportDay key={day.day} brand={brand} report={report} day={day} />
            ))}
          </tbody>
        </Table>
      </TableFrame>
    </>
  );
}

/** What was paid for each day of a range, by game type: members, valid bets, rebate before and after the caps. */
export function RebateReportPanel({ brand, nowMs = Date.now }: { brand: BackofficeBrand; nowMs?: () => number }) {
  const { t } = useTranslation('rebates');
  const [initial] = useState(() => lastDays(7, dayInZone(nowMs(), brand.timeZone)));
  const [draft, setDraft] = useState(initial);
  const [range, setRange] = useState(initial);
  const ok = rangeOk(range.from, range.to);
  const report = useRebateReport(brand.merchantCode, range.from, range.to, ok);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setRange(draft);
  };
  return (
    <Panel aria-labelledby="rebate-report-title" data-testid="rebate-report">
      <PanelHeading id="rebate-report-title">{t('console.report.title')}</PanelHeading>
      <RangeForm onSubmit={onSubmit}>
        <Input type="date" label={t('console.report.from')} value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} data-testid="rebate-report-from" />
        <Input type="date" label={t('console.report.to')} value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} data-testid="rebate-report-to" />
        <Button type="submit" variant="secondary" data-testid="rebate-report-show">
          {t('console.report.show')}
        </Button>
      </RangeForm>
      {!ok ? (
        <Alert role="alert">{t('console.report.rangeProblem', { days: REBATE_REPORT_MAX_DAYS })}</Alert>
      ) : report.data ? (
        <ReportTable brand={brand} report={report.data} />
      ) : report.isError ? (
        <Alert role="alert">{rebateRefusal(t, report.error)}</Alert>
      ) : (
        <Spinner />
      )}
    </Panel>
  );
}
