import { useTranslation } from 'react-i18next';
import { PROOF_MAX_BYTES } from '@croupier/domain';
import { useSizeText } from '../parts/use-size-text';
import { cashierErrorKey } from './cashier-error';
import { withdrawErrorKey, type WithdrawAction } from './withdraw-error';

/** A failed cashier call in words; the photo's messages name the largest photo taken. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('cashier');
  const sizeText = useSizeText();
  return (error) => t(cashierErrorKey(error), { max: sizeText(PROOF_MAX_BYTES) });
}

/** A failed call of the withdraw page in words, as the action it was read for. */
export function useWithdrawErrorText(): (error: unknown, action: WithdrawAction) => string {
  const { t } = useTranslation('cashier');
  const sizeText = useSizeText();
  return (error, action) => t(withdrawErrorKey(error, action), { max: sizeText(PROOF_MAX_BYTES) });
}
