import { useTranslation } from 'react-i18next';
import { firstPaymentPasswordForm, getWithdrawInfo } from '@croupier/contract';
import { useSetPaymentPassword } from '@croupier/api-client/react';
import { PaymentPasswordForm as SharedPaymentPasswordForm } from '@croupier/ui';
import { useWithdrawErrorText } from '../errors/use-error-text';

/** The withdraw page's first payment password, in the cashier's words; the page then asks again whether one is set. */
export function PaymentPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('cashier', { keyPrefix: 'withdraw.password' });
  const errorText = useWithdrawErrorText();
  const mutation = useSetPaymentPassword({ asksAgain: [getWithdrawInfo.name] });
  return (
    <SharedPaymentPasswordForm
      rules={firstPaymentPasswordForm}
      words={(key, bounds) => t(key, bounds)}
      onSubmit={async (values) => {
        await mutation.mutateAsync(values);
        onDone();
      }}
      failureText={(error) => errorText(error, 'password')}
      testIdPrefix="withdraw"
      spacing="roomy"
    />
  );
}
