import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { getBalance } from '@croupier/contract';
import { formatMoney, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { useRecentDeposits } from './use-deposits';
import { Message } from '@croupier/ui';

/** While a gateway's notice has not arrived, the deposit is asked for again this often. */
export const RETURN_POLL_MS = 3_000;

const TONE = { CONFIRMED: 'success', PENDING: 'warning', REJECTED: 'error', EXPIRED: 'warning' } as const;

/**
 * The word on a deposit the gateway's page sent the player back for: confirmed, still waiting for
 * the gateway's notice (asked again until it comes), not paid, or expired unpaid (still credited if the
 * gateway's notice of a payment comes after). The gateway's own word on the return
 * link is not taken: only the platform's record says whether money arrived.
 */
export function ReturnedPayment({ depositId, currency }: { depositId: string; currency: CurrencyFormat }) {
  const { t } = useTranslation('cashier');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const deposits = useRecentDeposits((value) => {
    const status = value?.deposits.find((each) => each.depositId === depositId)?.status;
    return status === 'PENDING' ? RETURN_POLL_MS : false;
  });
  const deposit = deposits.data?.deposits.find((each) => each.depositId === depositId);
  const status = deposit?.status;

  // The money is in: the header's balance (the wallet's query) is asked for again.
  useEffect(() => {
    if (status === 'CONFIRMED') void queryClient.invalidateQueries({ queryKey: [getBalance.name] });
  }, [status, queryClient]);

  if (!deposit || deposit.channelKind !== 'GATEWAY') return null;
  return (
    <Message tone={TONE[deposit.status]} role="status" data-testid="deposit-returned" data-status={deposit.status}>
      {t(`returned.${deposit.status}`, { amount: formatMoney(deposit.amountMinor, currency, language), channel: deposit.channelName })}
    </Message>
  );
}
