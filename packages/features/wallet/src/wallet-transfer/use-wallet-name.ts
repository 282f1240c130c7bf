import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletEntry } from './wallet-entries';

/** A wallet's name for the reader: the vendor's own, or the reader's word for the main wallet. */
export function useWalletName(): (entry: Pick<WalletEntry, 'vendorName'>) => string {
  const { t } = useTranslation('wallet');
  return useCallback((entry) => entry.vendorName ?? t('wallets.main'), [t]);
}
