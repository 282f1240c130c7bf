import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@croupier/contract';
import { formatMoney, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { Button, Note } from '@croupier/ui';
import { ClockIcon } from '../parts/icons';
import { Confirmation, ConfirmationHead } from './withdraw-page.styles';

/** After a request: it is pending, the money already held out of the main wallet until it is paid or given back. */
export function WithdrawalRequested({ withdrawal, currency, onAnother }: { withdrawal: Withdrawal; currency: CurrencyFormat; onAnother: () => void }) {
  const { t } = useTranslation('cashier');
  const language = useLanguage();
  return (
    <Confirmation data-testid="withdraw-requested" data-withdrawal-id={withdrawal.withdrawalId} role="status">
      <ConfirmationHead>
        <ClockIcon />
        {t('withdraw.requested.title')}
      </ConfirmationHead>
      <Note data-testid="withdraw-requested-text">
        {t('withdraw.requested.body', {
          amount: formatMoney(withdrawal.amountMinor, currency, language),
          channel: withdrawal.channelName,
          number: withdrawal.payoutAccount.accountNumber,
        })}
      </Note>
      <Button variant="primary" onClick={onAnother} data-testid="withdraw-another">
        {t('withdraw.requested.another')}
      </Button>
    </Confirmation>
  );
}
