import { createContext, useContext, type ReactNode } from 'react';
import type { CurrencyFormat } from '@croupier/i18n';

/**
 * What the back office needs of the shell that runs it. The CSV exports are downloads, not JSON
 * calls, so they are fetched beside the API client with the same origin, merchant and token.
 */
export interface AgentEnvironment {
  /** the platform's origin; '' when it is the page's own, as on the brands' sites */
  platformOrigin: string;
  merchantCode: string;
  /** read at each download, so a new login takes effect at once */
  getToken: () => string | null;
  /** the brand's IANA time zone: times the answers do not zone themselves are shown in it */
  timeZone: string;
  /** the brand's currency: contract thresholds are typed and shown in it */
  currency: CurrencyFormat;
}

const AgentEnvironmentContext = createContext<AgentEnvironment | null>(null);

export function AgentEnvironmentProvider({ environment, children }: { environment: AgentEnvironment; children: ReactNode }) {
  return <AgentEnvironmentContext.Provider value={environment}>{children}</AgentEnvironmentContext.Provider>;
}

export function useAgentEnvironment(): AgentEnvironment {
  const environment = useContext(AgentEnvironmentContext);
  if (!environment) throw new Error('useAgentEnvironment needs an <AgentEnvironmentProvider> above it');
  return environment;
}
