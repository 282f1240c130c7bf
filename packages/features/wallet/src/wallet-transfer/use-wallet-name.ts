import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BONUS_WALLET } from '@croupier/domain';
import type { WalletEntry } from './wallet-entries';

/** A wallet's name for the reader: the vendor's own, or the reader's word for the main or the locked bonus wallet. */
export function useWalletName(): (entry: Pick<WalletEntry, 'vendorName' | 'wallet'>) => string {
  const { t } = useTranslation('wallet');
  return useCallback((entry) => entry.vendorName ?? (entry.wallet === BONUS_WALLET ? t('wallets.bonus') : t('wallets.main')), [t]);
}
