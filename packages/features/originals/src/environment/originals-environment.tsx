import { createContext, useContext, type ReactNode } from 'react';
import type { MemberRole } from '@croupier/domain';
import type { CurrencyFormat } from '@croupier/i18n';

/**
 * What the in-house game pages need from the app around them. A feature may not import the shell, so
 * the shell hands in its session, brand currency and login popup through this one port.
 */
export interface OriginalsEnvironment {
  /** The brand's currency: stakes are typed in its major units and read at its scale. */
  currency: CurrencyFormat;
  token: string | null;
  role: MemberRole;
  /** SPEC §4: a guest who tries to bet gets the login popup over the same page. */
  openLogin: () => void;
  /** Where the live Crash feed is served; the page's own origin when left out. */
  liveFeedOrigin?: string;
  /** The brand's house edge in basis points, for the public fairness page (which guests read too). */
  houseEdgeBps?: number;
}

const OriginalsEnvironmentContext = createContext<OriginalsEnvironment | null>(null);

export function OriginalsEnvironmentProvider({ environment, children }: { environment: OriginalsEnvironment; children: ReactNode }) {
  return <OriginalsEnvironmentContext.Provider value={environment}>{children}</OriginalsEnvironmentContext.Provider>;
}

export function useOriginalsEnvironment(): OriginalsEnvironment {
  const environment = useContext(OriginalsEnvironmentContext);
  if (!environment) throw new Error('in-house game pages need an <OriginalsEnvironmentProvider> above them');
  return environment;
}

/**
 * Members and free-play (trial) members bet: the server lets trial players play the in-house games with
 * their demo balance. Guests only watch.
 */
export function canBet(environment: Pick<OriginalsEnvironment, 'token'>): boolean {
  return environment.token !== null;
}
