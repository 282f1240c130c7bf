import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BONUS_REPORT_MAX_DAYS, type BackofficeBrand, type BonusReport, type BonusReportDay } from '@croupier/contract';
import { dayInZone, daysInRange, lastDays } from '@croupier/domain';
import { formatDay, formatInteger } from '@croupier/i18n';
import { Button, Input, Spinner } from '@croupier/ui';
import { brandMoney } from '../parts/brand-format';
import { Alert, Muted, Panel, PanelHeading, Table, TableFrame } from '../parts/page-parts';
import { useConsoleText } from '../parts/use-console-text';
import { bonusRefusal } from './bonus-refusal';
import { useBonusReport } from './use-bonus-console';

const RangeForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
`;

const TotalRow = styled.tr`
  & td {
    font-weight: 600;
  }
`;

const FIGURES = ['credited', 'released', 'forfeited', 'expired', 'lost'] as const;

function rangeOk(from: string, to: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to && daysInRange(from, to) <= BONUS_REPORT_MAX_DAYS;
}

function Figures({ brand, figures, day }: { brand: BackofficeBrand; figures: Omit<BonusReportDay, 'day'>; day: string }) {
  const { t } = useTranslation('bonusConsole');
  return (
    <>
      {FIGURES.map((figure) => (
        <td key={figure} data-numeric="" data-testid={`bonus-report-${figure}-${day}`} data-count={figures[figure].count} data-minor={figures[figure].amountMinor}>
          {t('report.countAmount', { count: formatInteger(figures[figure].count, 'en'), amount: brandMoney(brand, figures[figure].amountMinor) })}
        </td>
      ))}
      <td data-numeric="">{brandMoney(brand, figures.cappedMinor)}</td>
    </>
  );
}

function ReportTable({ brand, report }: { brand: BackofficeBrand; report: BonusReport }) {
  const { t } = useTranslation('bonusConsole');
  if (report.days.length === 0) return <Muted data-testid="bonus-report-empty">{t('report.empty')}</Muted>;
  return (
    <TableFrame>
      <Table data-testid="bonus-report-table">
        <thead>
          <tr>
            <th>{t('report.day')}</th>
            {FIGURES.map((figure) => (
              <th key={figure} data-numeric="">
                {t(`report.${figure}`)}
              </th>
            ))}
            <th data-numeric="">{t('report.capped')}</th>
          </tr>
        </thead>
        <tbody>
          {report.days.map((day) => (
            <tr key={day.day} data-testid="bonus-report-day" data-day={day.day}>
              <td>{formatDay(day.day, 'en')}</td>
              <Figures brand={brand} figures={day} day={day.day} />
            </tr>
          ))}
          <TotalRow data-testid="bonus-report-totals">
            <td>{t('report.totals')}</td>
            <Figures brand={brand} figures={report.totals} day="total" />
          </TotalRow>
        </tbody>
      </Table>
    </TableFrame>
  );
}

/** Bonuses credited and ended per day of the brand's calendar, with what each moved, for a range of days. */
export function BonusReportPanel({ brand, nowMs = Date.now }: { brand: BackofficeBrand; nowMs?: () => number }) {
  const { t } = useTranslation('bonusConsole');
  const { t: consoleText } = useConsoleText();
  const [initial] = useState(() => lastDays(7, dayInZone(nowMs(), brand.timeZone)));
  const [draft, setDraft] = useState(initial);
  const [range, setRange] = useState(initial);
  const ok = rangeOk(range.from, range.to);
  const report = useBonusReport(brand.merchantCode, range.from, range.to, ok);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setRange(draft);
  };
  return (
    <Panel aria-labelledby="bonus-report-title" data-testid="bonus-report">
      <PanelHeading id="bonus-report-title">{t('report.title')}</PanelHeading>
      <RangeForm onSubmit={onSubmit}>
        <Input type="date" label={t('report.from')} value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} data-testid="bonus-report-from" />
        <Input type="date" label={t('report.to')} value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} data-testid="bonus-report-to" />
        <Button type="submit" variant="secondary" data-testid="bonus-report-show">
          {t('report.show')}
        </Button>
      </RangeForm>
      <Muted>{t('report.note', { zone: brand.timeZone })}</Muted>
      {!ok ? (
        <Alert role="alert">{t('report.range')}</Alert>
      ) : report.data ? (
        <ReportTable brand={brand} report={report.data} />
      ) : report.isError ? (
        <Alert role="alert">{bonusRefusal(t, consoleText, report.error)}</Alert>
      ) : (
        <Spinner label={consoleText('loading')} />
      )}
    </Panel>
  );
}
