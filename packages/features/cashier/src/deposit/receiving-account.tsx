import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositChannelView } from '@croupier/contract';
import { formatDigits, useLanguage } from '@croupier/i18n';
import { Button, Note } from '@croupier/ui';
import { copyText } from '../parts/copy-text';
import { CheckIcon, CopyIcon } from '../parts/icons';
import { AccountFacts, AccountNumber, FieldHint, NumberRow } from './deposit-page.styles';

/** How long "Copied" stays on the button. */
const COPIED_MS = 2_000;

type CopyState = 'idle' | 'copied' | 'failed';
type ReceivingAccountView = NonNullable<DepositChannelView['receivingAccount']>;

/**
 * What the player types into their app: the number without the spaces and dashes that make it
 * readable here, which wallet and bank apps would refuse or keep.
 */
export function numberToCopy(number: string): string {
  return number.replace(/[\s-]/g, '');
}

function CopyNumber({ number }: { number: string }) {
  const { t } = useTranslation('cashier');
  const language = useLanguage();
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <>
      <Button
        variant="secondary"
        size="small"
        iconStart={state === 'copied' ? <CheckIcon /> : <CopyIcon />}
        onClick={() => void copyText(numberToCopy(number)).then((copied) => setState(copied ? 'copied' : 'failed'))}
        aria-label={t('account.copyNumber', { number: formatDigits(number, language) })}
        data-testid="deposit-copy-number"
        data-state={state}
      >
        {state === 'copied' ? t('account.copied') : t('account.copy')}
      </Button>
      {state === 'failed' ? (
        <FieldHint $error role="alert" data-testid="deposit-copy-failed">
          {t('account.copyFailed')}
        </FieldHint>
      ) : null}
    </>
  );
}

/** Where the player of a manual transfer sends the money, with the number to copy. */
export function ReceivingAccount({ channel, account }: { channel: DepositChannelView; account: ReceivingAccountView }) {
  const { t } = useTranslation('cashier');
  const language = useLanguage();
  const method = channel.method === 'BANK' ? 'BANK' : 'MOBILE_WALLET';
  return (
    <>
      <Note>{t(`account.steps.${method}`, { channel: channel.name })}</Note>
      <AccountFacts data-testid="deposit-account" data-channel={channel.code}>
        <dt>{t('account.holder')}</dt>
        <dd data-testid="deposit-account-holder">{account.holder}</dd>
        <dt>{t(`account.number.${method}`)}</dt>
        <dd>
          <NumberRow>
            {/* Read in the reader's digits; the copy button copies the digits the apps take. */}
            <AccountNumber data-testid="deposit-account-number">{formatDigits(account.number, language)}</AccountNumber>
            <CopyNumber key={channel.code} number={account.number} />
          </NumberRow>
        </dd>
        {account.bank ? (
          <>
            <dt>{t('account.bank')}</dt>
            <dd data-testid="deposit-account-bank">{account.bank}</dd>
          </>
        ) : null}
      </AccountFacts>
    </>
  );
}
