import { BONUS_WALLET } from '@croupier/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountMovement } from '@croupier/contract';
import { describePostingNote, formatDateTime, formatId, type CurrencyFormat } from '@croupier/i18n';
import { Money, NetMoney } from '../parts/money';
import { useLanguage } from '../parts/use-language';
import { Muted } from '../record/record-page.styles';
import { MovementTableFrame } from './movement-table.styles';

/** What a movement was about: its game and round, or the posting's own note in the reader's words. */
function useDescription(row: AccountMovement, timeZone: string): ReactNode {
  const { t } = useTranslation('records');
  const language = useLanguage();
  if (row.roundId) return t('account.table.round', { game: row.gameName ?? t('account.table.game'), round: formatId(row.roundId, language).text });
  if (!row.note) return null;
  const { text, reference } = describePostingNote(row.note, t, { language, timeZone, credit: row.amountMinor > 0 });
  if (!reference) return text;
  return (
    <>
      {text} · {t('common:postingNotes.reference')} <span translate="no">{reference}</span>
    </>
  );
}

function MovementRow({ row, currency, timeZone }: { row: AccountMovement; currency: CurrencyFormat; timeZone: string }) {
  const { t } = useTranslation('records');
  const language = useLanguage();
  const description = useDescription(row, timeZone);
  return (
    <tr data-testid="account-record-row" data-movement-id={row.movementId} data-kind={row.kind}>
      <td data-cell="when">
        {formatDateTime(row.at, language, timeZone)}
        <Muted data-testid="account-record-wallet">{row.wallet === BONUS_WALLET ? t('account.bonusWallet') : (row.walletName ?? t('account.mainWallet'))}</Muted>
      </td>
      <td data-cell="what">
        {t(`account.kinds.${row.kind}`)}
        {description ? <Muted data-testid="account-record-description">{description}</Muted> : null}
      </td>
      <td data-cell="amount" data-amount data-testid="account-record-amount">
        <NetMoney amountMinor={row.amountMinor} currency={currency} />
      </td>
      <td data-cell="balance" data-label={t('account.table.balance')} data-amount data-testid="account-record-balance">
        <Money amountMinor={row.balanceMinor} currency={currency} />
      </td>
    </tr>
  );
}

/** One page of wallet movements, newest first: when and in which wallet, what, how much, and the balance it left. */
export function MovementTable({ rows, currency, timeZone, testId }: { rows: readonly AccountMovement[]; currency: CurrencyFormat; timeZone: string; testId: string }) {
  const { t } = useTranslation('records');
  return (
    <MovementTableFrame data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{t('account.table.time')}</th>
          <th scope="col">{t('account.table.type')}</th>
          <th scope="col" data-amount>
            {t('account.table.amount')}
          </th>
          <th scope="col" data-amount>
            {t('account.table.balance')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <MovementRow key={row.movementId} row={row} currency={currency} timeZone={timeZone} />
        ))}
      </tbody>
    </MovementTableFrame>
  );
}
