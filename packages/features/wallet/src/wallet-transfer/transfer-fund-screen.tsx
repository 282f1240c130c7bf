import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { getGameVendors, type BalanceValue, type CallValue } from '@croupier/contract';
import { isApiError } from '@croupier/api-client';
import { useCallQuery } from '@croupier/api-client/react';
import { THROTTLE_MS } from '@croupier/domain';
import { formatMoney, useLanguage } from '@croupier/i18n';
import { Button, Message, Note, PageTitle, SectionTitle, Spinner, useThrottle } from '@croupier/ui';
import { currencyOf } from '../balance/balance-currency';
import { BringBackSection } from '../game-wallet/bring-back-section';
import { useBalance } from '../balance/use-balance';
import { RefreshIcon } from '../parts/icons';
import { WalletTransferForm } from './wallet-transfer-form';
import { heldWallets, transferTargets } from './wallet-entries';
import { WalletList } from './wallet-list';
import { Card, Centre, Page, Summary, TotalFigure, TotalLabel } from './wallet-page.styles';

type LanesQuery = UseQueryResult<CallValue<typeof getGameVendors>, Error>;

/**
 * SPEC §7 getGameVendor, the catalogue's vendors in the reader's language. Asked with the query the
 * game screens use, so the lanes they already hold serve this page without another request.
 */
function useVendorLanes(enabled: boolean): LanesQuery {
  const language = useLanguage();
  return useCallQuery(getGameVendors, { platform: 'html5-desktop', language }, { enabled });
}

function TransferBody({ balance, lanes }: { balance: BalanceValue; lanes: LanesQuery }) {
  const { t } = useTranslation('wallet');
  // The form waits for the lanes, so its list of vendors does not change under the player's finger;
  // without them (a failed call) the vendor wallets the member holds are still offered.
  if (lanes.isPending) return <Spinner />;
  const targets = transferTargets(balance, lanes.data?.data.lanes);
  const [main] = heldWallets(balance, lanes.data?.data.lanes);
  if (main && targets.length > 0) return <WalletTransferForm main={main} targets={targets} currency={currencyOf(balance)} />;
  return <Note data-testid="transfer-no-vendors">{t('transfer.noVendors')}</Note>;
}

function TransferSection({ balance, lanes }: { balance: BalanceValue; lanes: LanesQuery }) {
  const { t } = useTranslation('wallet');
  return (
    <Card aria-labelledby="wallet-transfer-title">
      <SectionTitle id="wallet-transfer-title">{t('transfer.title')}</SectionTitle>
      <TransferBody balance={balance} lanes={lanes} />
    </Card>
  );
}

function WalletPage({ balance, refreshing, onRefresh }: { balance: BalanceValue; refreshing: boolean; onRefresh: () => void }) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  // Single-wallet brands have no vendor wallets to name or offer, so the lanes are not asked for.
  const lanes = useVendorLanes(!balance.isSingle);
  const wallets = heldWallets(balance, lanes.data?.data.lanes);
  const currency = currencyOf(balance);
  return (
    <Page data-testid="wallet-page" data-single={balance.isSingle}>
      <Summary as="header">
        <div>
          <PageTitle>{t('page.title')}</PageTitle>
          <TotalLabel>{t('page.total')}</TotalLabel>
          <TotalFigure data-testid="wallet-total" data-amount-minor={balance.balance}>
            {formatMoney(balance.balance, currency, language)}
          </TotalFigure>
        </div>
        <Button variant="secondary" size="small" loading={refreshing} iconStart={<RefreshIcon />} onClick={onRefresh} data-testid="wallet-refresh">
          {t('page.refresh')}
        </Button>
      </Summary>
      <Card aria-labelledby="wallet-list-title">
        <SectionTitle id="wallet-list-title">{t('page.wallets')}</SectionTitle>
        <WalletList wallets={balance.isSingle ? wallets.slice(0, 1) : wallets} currency={currency} />
        {balance.isSingle ? <Note data-testid="wallet-single-note">{t('page.single')}</Note> : null}
        {!balance.isSingle && wallets.length === 1 ? <Note data-testid="wallet-no-vendor-wallets">{t('page.noVendorWallets')}</Note> : null}
        {balance.isSingle ? null : <BringBackSection balance={balance} />}
      </Card>
      {balance.isSingle ? null : <TransferSection balance={balance} lanes={lanes} />}
    </Page>
  );
}

/** SPEC §8 words for a failed load: the network's, or the unknown error's. */
function loadErrorKey(error: Error): string {
  return isApiError(error) && error.code === 'NETWORK' ? 'common:errors.network' : 'common:errors.unknown';
}

/**
 * SPEC §2 member centre, transferFund (wallet): every wallet of the member with its balance, and in
 * transfer-wallet brands the form that moves money between the main wallet and a vendor's. The shell's
 * route guard has already turned trial players away (SPEC §4: a true account is needed).
 */
export function TransferFundScreen() {
  const { t } = useTranslation('wallet');
  const balance = useBalance();
  const refresh = useThrottle(() => void balance.refetch({ cancelRefetch: false }), THROTTLE_MS);
  if (balance.data) return <WalletPage balance={balance.data} refreshing={balance.isFetching} onRefresh={refresh} />;
  if (balance.isError) {
    return (
      <Page data-testid="wallet-page-error">
        <Message tone="error" announce>
          <strong>{t('page.loadFailed')}</strong> {t(loadErrorKey(balance.error))}
        </Message>
        <Button variant="secondary" onClick={refresh}>
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
