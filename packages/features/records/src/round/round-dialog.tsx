import { useTranslation } from 'react-i18next';
import type { BetRound } from '@croupier/contract';
import { formatDateTime, formatId } from '@croupier/i18n';
import { Dialog, Message, Spinner } from '@croupier/ui';
import { loadErrorKey } from '../parts/load-error';
import { Money, NetMoney } from '../parts/money';
import { useLanguage } from '../parts/use-language';
import { Centre, Figures, Muted, Table } from '../record/record-page.styles';
import { useBetRound } from './use-bet-round';

function RoundBody({ round }: { round: BetRound }) {
  const { t } = useTranslation('records');
  const language = useLanguage();
  const { record, currency, timeZone } = round;
  const roundId = formatId(record.roundId, language);
  return (
    <div data-testid="records-round" data-record-id={record.recordId}>
      <Figures>
        <div>
          <dt>{t('round.game')}</dt>
          <dd>
            {record.gameName}
            <Muted>{record.vendor}</Muted>
          </dd>
        </div>
        <div>
          <dt>{t('round.roundId')}</dt>
          <dd data-testid="records-round-id" translate={roundId.isCode ? 'no' : undefined}>
            {roundId.text}
          </dd>
        </div>
        <div>
          <dt>{t('table.net')}</dt>
          <dd>
            <NetMoney amountMinor={record.netMinor} currency={currency} />
            <Muted>{t(`status.${record.status}`)}</Muted>
          </dd>
        </div>
      </Figures>
      <Table data-testid="records-round-transactions">
        <thead>
          <tr>
            <th scope="col">{t('round.time')}</th>
            <th scope="col">{t('round.kind')}</th>
            <th scope="col">{t('round.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {round.transactions.map((each, index) => (
            <tr key={index} data-testid="records-round-transaction" data-kind={each.kind}>
              <td>{formatDateTime(each.at, language, timeZone)}</td>
              <td>
                {t(`round.kinds.${each.kind}`)}
                {each.rolledBack ? <Muted>{t('round.returned')}</Muted> : null}
              </td>
              <td data-amount>
                <Money amountMinor={each.amountMinor} currency={currency} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {round.verifierPath ? (
        <p>
          <a href={round.verifierPath} data-testid="records-round-verify">
            {t('round.verify')}
          </a>
        </p>
      ) : null}
    </div>
  );
}

function RoundContent({ recordId }: { recordId: string }) {
  const { t } = useTranslation('records');
  const round = useBetRound(recordId);
  if (round.data) return <RoundBody round={round.data} />;
  if (round.isError) {
    return (
      <Message variant="text" tone="error" announce>
        {t('round.loadFailed')} {t(loadErrorKey(round.error))}
      </Message>
    );
  }
  return (
    <Centre>
      <Spinner />
    </Centre>
  );
}

/** A round's details in a popup: its stakes, wins and rollbacks in order, and for an in-house round the way to verify it. */
export function RoundDialog({ recordId, onClose }: { recordId: string | null; onClose: () => void }) {
  const { t } = useTranslation('records');
  return (
    <Dialog open={recordId !== null} onClose={onClose} title={t('round.title')} closeOnCover buttons={[{ label: t('round.close'), variant: 'secondary' }]}>
      {recordId ? <RoundContent recordId={recordId} /> : null}
    </Dialog>
  );
}
