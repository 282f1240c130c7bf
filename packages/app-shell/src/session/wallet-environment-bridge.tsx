import { useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { WalletEnvironmentProvider, type WalletEnvironment } from '@croupier/feature-wallet/environment';
import { useBrand } from '../brand/brand-context';
import { useAppStores } from '../stores/app-stores';

/** SPEC §2 game page (route table), where a transfer-wallet game's wallet belongs to the game. */
const GAME_PAGE_PATH = '/seamless';

/** Hands the shell's brand currency, session token, remembered hide-balance choice and storage to the wallet feature. */
export function WalletEnvironmentBridge({ localStorage, children }: { localStorage?: Storage | undefined; children: ReactNode }) {
  const brand = useBrand();
  const stores = useAppStores();
  const token = useStore(stores.session, (state) => state.token);
  const balanceHidden = useStore(stores.preferences, (state) => state.balanceHidden);
  const environment = useMemo<WalletEnvironment>(
    () => ({ currency: brand.currency, token, balanceHidden, setBalanceHidden: stores.preferences.getState().setBalanceHidden, localStorage, gamePagePath: GAME_PAGE_PATH }),
    [brand, stores, token, balanceHidden, localStorage],
  );
  return <WalletEnvironmentProvider environment={environment}>{children}</WalletEnvironmentProvider>;
}
