import { useTranslation } from 'react-i18next';
import { firstPaymentPasswordForm } from '@croupier/contract';
import { useSetPaymentPassword } from '@croupier/api-client/react';
import { PaymentPasswordForm as SharedPaymentPasswordForm } from '@croupier/ui';
import { passwordErrorKey } from '../errors/transfer-error';
import { TRANSFER_FORM_MAX_WIDTH_PX } from '../screen/page.styles';
import { TRANSFER_TARGETS_QUERY_KEY } from '../screen/use-transfer-targets';

/** The transfer page's first payment password, in the transfers' words; the page then asks again whether one is set. */
export function PaymentPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('transfers');
  const mutation = useSetPaymentPassword({ asksAgain: TRANSFER_TARGETS_QUERY_KEY });
  return (
    <SharedPaymentPasswordForm
      rules={firstPaymentPasswordForm}
      words={(key, bounds) => t(`passwordSetup.${key}`, bounds)}
      onSubmit={async (values) => {
        await mutation.mutateAsync(values);
        onDone();
      }}
      failureText={(error) => t(passwordErrorKey(error))}
      testIdPrefix="transfers"
      submitVariant="accent"
      maxWidthPx={TRANSFER_FORM_MAX_WIDTH_PX}
    />
  );
}
