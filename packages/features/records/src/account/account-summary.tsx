import { useTranslation } from 'react-i18next';
import type { AccountRecordPage } from '@croupier/contract';
import { formatInteger } from '@croupier/i18n';
import { Money, NetMoney } from '../parts/money';
import { useLanguage } from '../parts/use-language';
import { Figures } from '../record/record-page.styles';

/** Money in and out over the whole range and group, not only the page on screen. */
export function AccountSummary({ page }: { page: AccountRecordPage }) {
  const { t } = useTranslation('records');
  const language = useLanguage();
  const { summary, currency } = page;
  return (
    <Figures data-testid="account-record-summary">
      <div>
        <dt>{t('account.summary.movements')}</dt>
        <dd data-testid="account-record-summary-movements">{formatInteger(summary.movements, language)}</dd>
      </div>
      <div>
        <dt>{t('account.summary.in')}</dt>
        <dd data-testid="account-record-summary-in">
          <Money amountMinor={summary.inMinor} currency={currency} />
        </dd>
      </div>
      <div>
        <dt>{t('account.summary.out')}</dt>
        <dd data-testid="account-record-summary-out">
          <Money amountMinor={summary.outMinor} currency={currency} />
        </dd>
      </div>
      <div>
        <dt>{t('account.summary.net')}</dt>
        <dd data-testid="account-record-summary-net">
          <NetMoney amountMinor={summary.netMinor} currency={currency} />
        </dd>
      </div>
    </Figures>
  );
}
