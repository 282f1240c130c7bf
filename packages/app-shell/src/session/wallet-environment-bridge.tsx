import { useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { WalletEnvironmentProvider, type WalletEnvironment } from '@croupier/feature-wallet/environment';
import { useBrand } from '../brand/brand-context';
import { useAppStores } from '../stores/app-stores';

/** Hands the shell's brand currency, session token and remembered hide-balance choice to the wallet feature. */
export function WalletEnvironmentBridge({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const stores = useAppStores();
  const token = useStore(stores.session, (state) => state.token);
  const balanceHidden = useStore(stores.preferences, (state) => state.balanceHidden);
  const environment = useMemo<WalletEnvironment>(
    () => ({ currency: brand.currency, token, balanceHidden, setBalanceHidden: stores.preferences.getState().setBalanceHidden }),
    [brand, stores, token, balanceHidden],
  );
  return <WalletEnvironmentProvider environment={environment}>{children}</WalletEnvironmentProvider>;
}
