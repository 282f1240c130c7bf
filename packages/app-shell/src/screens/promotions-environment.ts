import { useMemo } from 'react';
import { useStore } from 'zustand';
import type { PromotionsEnvironment } from '@croupier/feature-promotions';
import { useBrand } from '../brand/brand-context';
import { memberPagePath } from '../member/member-pages';
import { useAppStores } from '../stores/app-stores';

/** Where the promotions' pages lead: the shell's routes and member pages. */
const PROMOTION_PATHS: PromotionsEnvironment['paths'] = {
  promotions: '/promotions',
  detail: (promotionId) => `/promotions/${promotionId}`,
  deposit: memberPagePath('depositv2'),
  rewardCentre: memberPagePath('rewardCenter'),
  redEnvelope: '/red-envelope',
  manualRebate: memberPagePath('manualRebate'),
  bonusDetails: memberPagePath('bonusDetails'),
};

/** The promotions feature's port: the session's role, the brand's time zone, the login popup and the paths. */
export function usePromotionsEnvironmentValue(): PromotionsEnvironment {
  const brand = useBrand();
  const stores = useAppStores();
  const role = useStore(stores.session, (state) => state.role);
  return useMemo(() => ({ timeZone: brand.timeZone, role, openLogin: () => stores.popup.getState().openPopup('login'), paths: PROMOTION_PATHS }), [brand.timeZone, role, stores]);
}
