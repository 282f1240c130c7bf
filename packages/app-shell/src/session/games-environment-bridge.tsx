import { useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { GamesEnvironmentProvider, type GamesEnvironment } from '@croupier/feature-games/environment';
import { useVisitHosts } from '../api/use-visit-hosts';
import { useBrand } from '../brand/brand-context';
import { useAppStores } from '../stores/app-stores';

/** Hands the shell's brand, session, popup stores and the visit's image host to the games feature through its port. */
export function GamesEnvironmentBridge({ sessionStorage, children }: { sessionStorage: Storage | undefined; children: ReactNode }) {
  const brand = useBrand();
  const stores = useAppStores();
  const token = useStore(stores.session, (state) => state.token);
  const role = useStore(stores.session, (state) => state.role);
  const imageHost = useVisitHosts(sessionStorage).image;
  const environment = useMemo<GamesEnvironment>(() => {
    const { openPopup } = stores.popup.getState();
    return {
      merchantCode: brand.merchantCode,
      currency: brand.currency,
      token,
      role,
      openLogin: () => openPopup('login'),
      warnTrial: () => openPopup('trialWarning'),
      openRooms: (game) => openPopup('game', { game }),
      showNotice: (message) => openPopup('gameNotice', { message }),
      sessionStorage,
      imageHost,
    };
  }, [brand, stores, token, role, sessionStorage, imageHost]);
  return <GamesEnvironmentProvider environment={environment}>{children}</GamesEnvironmentProvider>;
}
