import { createContext, useContext, type ReactNode } from 'react';
import type { CurrencyFormat } from '@croupier/i18n';

/**
 * What the wallet's parts need from the app around them. A feature may not import the shell, so the
 * shell hands in its session token, the brand's currency and the remembered hide-balance choice through this port.
 */
export interface WalletEnvironment {
  /** The brand's currency: its symbol stands in the header before the first balance arrives. */
  currency: CurrencyFormat;
  token: string | null;
  /** SPEC §2 hide/show: the player's choice, remembered by the shell with the other preferences. */
  balanceHidden: boolean;
  setBalanceHidden: (hidden: boolean) => void;
  /**
   * Where the transfer dialog's choice (auto transfer, amount) and the game wallets left open are
   * remembered across visits; without it nothing is remembered.
   */
  localStorage?: Storage | undefined;
  /** The game page's path: a site opened on it is in a game, so its game wallet is not brought back. */
  gamePagePath?: string;
}

const WalletEnvironmentContext = createContext<WalletEnvironment | null>(null);

export function WalletEnvironmentProvider({ environment, children }: { environment: WalletEnvironment; children: ReactNode }) {
  return <WalletEnvironmentContext.Provider value={environment}>{children}</WalletEnvironmentContext.Provider>;
}

export function useWalletEnvironment(): WalletEnvironment {
  const environment = useContext(WalletEnvironmentContext);
  if (!environment) throw new Error('wallet parts need a <WalletEnvironmentProvider> above them');
  return environment;
}
