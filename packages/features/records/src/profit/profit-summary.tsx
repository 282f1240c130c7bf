import { useTranslation } from 'react-i18next';
import type { ProfitFigures } from '@croupier/contract';
import { formatInteger, type CurrencyFormat } from '@croupier/i18n';
import { Money, NetMoney } from '../parts/money';
import { useLanguage } from '../parts/use-language';
import { Figures } from '../record/record-page.styles';

/** Rounds, stakes, wins and net of every round in the range, not only the days on screen. */
export function ProfitSummary({ summary, currency }: { summary: ProfitFigures; currency: CurrencyFormat }) {
  const { t } = useTranslation('records');
  const language = useLanguage();
  return (
    <Figures data-testid="profit-record-summary">
      <div>
        <dt>{t('summary.rounds')}</dt>
        <dd data-testid="profit-record-summary-rounds">{formatInteger(summary.rounds, language)}</dd>
      </div>
      <div>
        <dt>{t('profit.summary.stake')}</dt>
        <dd data-testid="profit-record-summary-stake">
          <Money amountMinor={summary.stakeMinor} currency={currency} />
        </dd>
      </div>
      <div>
        <dt>{t('profit.summary.payout')}</dt>
        <dd data-testid="profit-record-summary-payout">
          <Money amountMinor={summary.payoutMinor} currency={currency} />
        </dd>
      </div>
      <div>
        <dt>{t('profit.summary.net')}</dt>
        <dd data-testid="profit-record-summary-net">
          <NetMoney amountMinor={summary.netMinor} currency={currency} />
        </dd>
      </div>
    </Figures>
  );
}
