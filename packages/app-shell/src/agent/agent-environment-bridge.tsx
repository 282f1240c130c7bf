import { useMemo, type ReactNode } from 'react';
import { AgentEnvironmentProvider, type AgentEnvironment } from '@croupier/feature-agent';
import { useBrand } from '../brand/brand-context';
import { useLiveOrigin } from '../live/live-origin';
import { useAppStores } from '../stores/app-stores';

/**
 * Hands the agent feature the brand's zone and currency and what its CSV downloads need. The
 * platform's origin is the live socket's: the app is given one origin for both (the page's own on
 * the brands' sites), and another only where the socket is served apart.
 */
export function AgentEnvironmentBridge({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const stores = useAppStores();
  const origin = useLiveOrigin();
  const environment = useMemo<AgentEnvironment>(
    () => ({
      platformOrigin: origin,
      merchantCode: brand.merchantCode,
      getToken: () => stores.session.getState().token,
      timeZone: brand.timeZone,
      currency: brand.currency,
    }),
    [brand, stores, origin],
  );
  return <AgentEnvironmentProvider environment={environment}>{children}</AgentEnvironmentProvider>;
}
