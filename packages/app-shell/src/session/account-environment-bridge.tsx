import { useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { AccountEnvironmentProvider, type AccountEnvironment } from '@croupier/feature-account/environment';
import { useBrand } from '../brand/brand-context';
import { useAppStores } from '../stores/app-stores';

/** Hands the shell's session and popup stores to the account feature through its port. */
export function AccountEnvironmentBridge({ localStorage, children }: { localStorage: Storage | undefined; children: ReactNode }) {
  const brand = useBrand();
  const stores = useAppStores();
  const token = useStore(stores.session, (state) => state.token);
  const role = useStore(stores.session, (state) => state.role);
  const environment = useMemo<AccountEnvironment>(() => {
    const session = stores.session.getState();
    const popup = stores.popup.getState();
    return {
      brand,
      token,
      role,
      startSession: session.startSession,
      endSession: session.logout,
      setPasswordChangeRequired: session.setPasswordChangeRequired,
      openPopup: popup.openPopup,
      closePopup: popup.closePopup,
      storage: localStorage,
    };
  }, [brand, stores, token, role, localStorage]);
  return <AccountEnvironmentProvider environment={environment}>{children}</AccountEnvironmentProvider>;
}
