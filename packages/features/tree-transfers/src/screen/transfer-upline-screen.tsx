import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransferTargets } from '@croupier/contract';
import { formatMoney, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { Button, Message, Note, PageTitle, SectionTitle, Spinner } from '@croupier/ui';
import { LockIcon, UplineIcon } from '../parts/icons';
import { loadErrorKey } from '../parts/load-error';
import { PaymentPasswordForm } from '../password/payment-password-form';
import { TreeTransferForm } from '../tree-transfer/tree-transfer-form';
import { Card, Centre, Figure, FigureLabel, Page, Party, PartyText, Summary } from './page.styles';
import { useTransferTargets } from './use-transfer-targets';

const currencyOf = (targets: TransferTargets): CurrencyFormat => ({ code: targets.currency, symbol: targets.currencySymbol, scale: targets.scale });

/**
 * Below the summary: a member without an upline is told there is no one to pay, with no form; whoever
 * has no payment password sets one first; then the transfer form.
 */
function TransferCard({ targets, downlineUsername }: { targets: TransferTargets; downlineUsername?: string | undefined }) {
  const { t } = useTranslation('transfers');
  const [passwordJustSet, setPasswordJustSet] = useState(false);
  const agent = targets.role === 'agent';
  if (targets.role === 'member' && targets.upline === null) {
    return (
      <Card>
        <Note data-testid="transfers-no-upline">{t('upline.none')}</Note>
      </Card>
    );
  }
  if (!targets.hasPaymentPassword) {
    return (
      <Card aria-labelledby="transfers-password-title" data-testid="transfers-password-setup">
        <SectionTitle id="transfers-password-title">
          <LockIcon />
          {t('passwordSetup.title')}
        </SectionTitle>
        <Note>{t('passwordSetup.intro')}</Note>
        <PaymentPasswordForm onDone={() => setPasswordJustSet(true)} />
      </Card>
    );
  }
  return (
    <Card aria-labelledby="transfers-title">
      <Note>{t(agent ? 'downline.intro' : 'upline.intro')}</Note>
      <TreeTransferForm
        direction={agent ? 'downline' : 'upline'}
        availableMinor={targets.availableMinor}
        currency={currencyOf(targets)}
        notice={passwordJustSet ? t('passwordSetup.done') : undefined}
        initialUsername={downlineUsername}
      />
    </Card>
  );
}

function TransferPage({ targets, downlineUsername }: { targets: TransferTargets; downlineUsername?: string | undefined }) {
  const { t } = useTranslation('transfers');
  const language = useLanguage();
  const upline = targets.role === 'member' ? targets.upline : null;
  return (
    <Page data-testid="transfers-page" data-role={targets.role}>
      <Summary as="header">
        <div>
          <PageTitle id="transfers-title">{t(targets.role === 'agent' ? 'page.agentTitle' : 'page.memberTitle')}</PageTitle>
          <FigureLabel>{t('page.available')}</FigureLabel>
          <Figure data-testid="transfers-available" data-amount-minor={targets.availableMinor}>
            {formatMoney(targets.availableMinor, currencyOf(targets), language)}
          </Figure>
        </div>
        {upline ? (
          <Party data-testid="transfers-upline">
            <UplineIcon />
            <PartyText>
              <span>{t('upline.to')}</span>
              <strong data-testid="transfers-upline-name">{upline.username}</strong>
            </PartyText>
          </Party>
        ) : null}
      </Summary>
      <TransferCard targets={targets} downlineUsername={downlineUsername} />
    </Page>
  );
}

/**
 * SPEC §2 member centre, transferUpline; §6: members transfer to their upline, agents to their
 * downline. A member sees the upline and the form, an agent the form for a downline's username; either
 * sets a payment password here first when they have none. The shell's route guard has already turned
 * trial players away.
 */
export interface TransferUplineScreenProps {
  /** an agent's form starts with this downline's username filled in (the agent portal's member details) */
  downlineUsername?: string;
}

export function TransferUplineScreen({ downlineUsername }: TransferUplineScreenProps = {}) {
  const { t } = useTranslation('transfers');
  const targets = useTransferTargets();
  if (targets.data) return <TransferPage targets={targets.data} downlineUsername={downlineUsername} />;
  if (targets.isError) {
    return (
      <Page data-testid="transfers-page-error">
        <Message tone="error" announce>
          <strong>{t('page.loadFailed')}</strong> {t(loadErrorKey(targets.error))}
        </Message>
        <Button variant="secondary" onClick={() => void targets.refetch()}>
          {t('page.retry')}
        </Button>
      </Page>
    );
  }
  return (
    <Centre>
      <Spinner />
    </Centre>
  );
}
