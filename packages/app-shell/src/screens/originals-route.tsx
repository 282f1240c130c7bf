import { useMemo, type ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { CrashFairnessPanel, CrashScreen, DiceScreen, FairnessPage, MinesScreen, VerifyScreen } from '@croupier/feature-originals';
import { OriginalsEnvironmentProvider, type OriginalsEnvironment } from '@croupier/feature-originals/environment';
import { useBrand } from '../brand/brand-context';
import { ScreenSuspense } from '../parts/screen-suspense';
import { useAppStores } from '../stores/app-stores';
import { NotFoundScreen } from './not-found-screen';

const SCREENS: Record<string, () => ReactElement> = {
  // Crash's fairness panel sits under its screen, as Dice's and Mines' sit at the end of theirs.
  '/bgs/crash': () => (
    <>
      <CrashScreen />
      <CrashFairnessPanel />
    </>
  ),
  '/bgs/dice': () => <DiceScreen />,
  '/bgs/mines': () => <MinesScreen />,
  '/bgs/verify': () => <VerifyScreen />,
  '/fairness': () => <FairnessPage />,
};

/**
 * The in-house game pages. Their port is built here rather than around every page, so nothing of the
 * feature loads before one of its routes is opened.
 */
export function OriginalsRoute() {
  const { pathname } = useLocation();
  const brand = useBrand();
  const stores = useAppStores();
  const token = useStore(stores.session, (state) => state.token);
  const role = useStore(stores.session, (state) => state.role);
  const environment = useMemo<OriginalsEnvironment>(
    () => ({ currency: brand.currency, token, role, houseEdgeBps: brand.inHouse.houseEdgeBps, openLogin: () => stores.popup.getState().openPopup('login') }),
    [brand, stores, token, role],
  );
  const screen = SCREENS[pathname];
  if (!screen) return <NotFoundScreen />;
  return (
    <div data-screen="originals">
      <OriginalsEnvironmentProvider environment={environment}>
        <ScreenSuspense>{screen()}</ScreenSuspense>
      </OriginalsEnvironmentProvider>
    </div>
  );
}
