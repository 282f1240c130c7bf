import { useTranslation } from 'react-i18next';
import type { BettingRecordPage } from '@croupier/contract';
import { formatInteger } from '@croupier/i18n';
import { Money, NetMoney } from '../parts/money';
import { useLanguage } from '../parts/use-language';
import { Figures } from './record-page.styles';

/** The totals of every round in the range and type, not only the page on screen. */
export function RecordSummary({ page }: { page: BettingRecordPage }) {
  const { t } = useTranslation('records');
  const language = useLanguage();
  const { summary, currency } = page;
  return (
    <Figures data-testid="records-summary">
      <div>
        <dt>{t('summary.rounds')}</dt>
        <dd data-testid="records-summary-rounds">{formatInteger(summary.rounds, language)}</dd>
      </div>
      <div>
        <dt>{t('summary.stake')}</dt>
        <dd data-testid="records-summary-stake">
          <Money amountMinor={summary.stakeMinor} currency={currency} />
        </dd>
      </div>
      <div>
        <dt>{t('summary.payout')}</dt>
        <dd data-testid="records-summary-payout">
          <Money amountMinor={summary.payoutMinor} currency={currency} />
        </dd>
      </div>
      <div>
        <dt>{t('summary.net')}</dt>
        <dd data-testid="records-summary-net">
          <NetMoney amountMinor={summary.netMinor} currency={currency} />
        </dd>
      </div>
    </Figures>
  );
}
