import { useTranslation } from 'react-i18next';
import type { BetRecord, BettingRecordPage } from '@croupier/contract';
import { formatDateTime } from '@croupier/i18n';
import { Button } from '@croupier/ui';
import { Money, NetMoney } from '../parts/money';
import { useLanguage } from '../parts/use-language';
import { Muted } from './record-page.styles';
import { RecordTableFrame } from './record-table.styles';

function RecordRow({ row, page, onOpen }: { row: BetRecord; page: BettingRecordPage; onOpen: (recordId: string) => void }) {
  const { t } = useTranslation('records');
  const language = useLanguage();
  return (
    <tr data-testid="records-row" data-record-id={row.recordId} data-status={row.status}>
      <td data-cell="when">
        {formatDateTime(row.placedAt, language, page.timeZone)}
        <Muted>{t(`status.${row.status}`)}</Muted>
      </td>
      <td data-cell="game">
        {row.gameName}
        <Muted>
          {row.vendor}
          {row.gameType ? ` · ${t(`common:gameType.${row.gameType}`)}` : ''}
        </Muted>
      </td>
      <td data-cell="stake" data-label={t('table.stake')} data-amount data-testid="records-row-stake" data-amount-minor={row.stakeMinor}>
        <Money amountMinor={row.stakeMinor} currency={page.currency} />
      </td>
      <td data-cell="payout" data-label={t('table.payout')} data-amount data-testid="records-row-payout">
        <Money amountMinor={row.payoutMinor} currency={page.currency} />
      </td>
      <td data-cell="net" data-amount data-testid="records-row-net">
        <NetMoney amountMinor={row.netMinor} currency={page.currency} />
      </td>
      <td data-cell="open">
        <Button variant="secondary" size="small" onClick={() => onOpen(row.recordId)} data-testid="records-row-open" aria-label={t('table.openRound', { game: row.gameName })}>
          {t('table.details')}
        </Button>
      </td>
    </tr>
  );
}

/** One page of rounds, newest first. */
export function RecordTable({ page, onOpen }: { page: BettingRecordPage; onOpen: (recordId: string) => void }) {
  const { t } = useTranslation('records');
  return (
    <RecordTableFrame data-testid="records-table">
      <thead>
        <tr>
          <th scope="col">{t('table.placedAt')}</th>
          <th scope="col">{t('table.game')}</th>
          <th scope="col">{t('table.stake')}</th>
          <th scope="col">{t('table.payout')}</th>
          <th scope="col">{t('table.net')}</th>
          <th scope="col">
            <span hidden>{t('table.details')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {page.rows.map((row) => (
          <RecordRow key={row.recordId} row={row} page={page} onOpen={onOpen} />
        ))}
      </tbody>
    </RecordTableFrame>
  );
}
