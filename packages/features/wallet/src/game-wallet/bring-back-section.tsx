import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { BalanceValue } from '@croupier/contract';
import { useApiClient } from '@croupier/api-client/react';
import { formatMoney, useLanguage } from '@croupier/i18n';
import { Button, Message, Note, Switch } from '@croupier/ui';
import { currencyOf } from '../balance/balance-currency';
import { isVendorWallet } from '../wallet-transfer/wallet-entries';
import { balanceQueryKey, invalidateBalance } from '../environment/balance-query-key';
import { useWalletEnvironment } from '../environment/wallet-environment';
import { walletErrorKey } from '../errors/wallet-error';
import { collectToMain } from './collect';
import { readGameTransferChoice, writeGameTransferChoice } from './game-transfer-choice';
import { Fields } from './game-wallet.styles';

interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

/**
 * The wallet page's "bring back my money": every game wallet emptied into the main wallet in one
 * step, and the auto-transfer choice of the launch dialog, which only here can be turned off again.
 */
export function BringBackSection({ balance }: { balance: BalanceValue }) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { token, localStorage } = useWalletEnvironment();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [choice, setChoice] = useState(() => readGameTransferChoice(localStorage));
  const inGames = balance.wallets.filter((each) => isVendorWallet(each.wallet)).reduce((sum, each) => sum + each.balanceMinor, 0);
  const money = (amountMinor: number) => formatMoney(amountMinor, currencyOf(balance), language);

  const bringBack = async () => {
    setPending(true);
    setOutcome(null);
    try {
      const value = await collectToMain(client, undefined);
      queryClient.setQueryData(balanceQueryKey(token), value.balance);
      setOutcome({ tone: 'success', text: t('bringBack.done', { amount: money(value.movedMinor) }) });
    } catch (error) {
      setOutcome({ tone: 'error', text: t(walletErrorKey(error)) });
    } finally {
      setPending(false);
      void invalidateBalance(queryClient);
    }
  };

  return (
    <Fields data-testid="bring-back">
      <Note>{inGames > 0 ? t('bringBack.held', { amount: money(inGames) }) : t('bringBack.nothing')}</Note>
      <Button variant="accent" fullWidth loading={pending} disabled={inGames === 0} onClick={() => void bringBack()} data-testid="bring-back-submit">
        {t('bringBack.submit')}
      </Button>
      {outcome ? (
        <Message tone={outcome.tone} announce data-testid="bring-back-message">
          {outcome.text}
        </Message>
      ) : null}
      <Switch
        checked={choice.auto}
        onChange={(auto) => {
          const next = { ...choice, auto };
          writeGameTransferChoice(localStorage, next);
          setChoice(next);
        }}
        label={t('gameTransfer.auto')}
      />
      <Note>{t('gameTransfer.autoHint')}</Note>
    </Fields>
  );
}
