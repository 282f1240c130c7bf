import { createContext, useContext, type ReactNode } from 'react';
import type { GameCard } from '@croupier/contract';
import type { MemberRole } from '@croupier/domain';
import type { CurrencyFormat } from '@croupier/i18n';

/**
 * What the game screens need from the app around them. A feature may not import the shell, so the
 * shell hands in its session, brand and popups through this one port.
 */
export interface GamesEnvironment {
  /** The brand's merchant code; part of every key the game lists are kept under in the browser. */
  merchantCode: string;
  /** The brand's currency, for winner amounts and table limits. */
  currency: CurrencyFormat;
  token: string | null;
  role: MemberRole;
  /** SPEC §4: a guest who tries to play or keep a favourite gets the login popup over the same page. */
  openLogin: () => void;
  /** SPEC §4/§8: a trial player tried something that needs a true account. */
  warnTrial: () => void;
  /** The game popup: the tables of a live game to choose from before it launches. */
  openRooms: (card: GameCard) => void;
  /** Tells the player something went wrong with what they just did (a favourite that did not stick). */
  showNotice: (message: string) => void;
  /** Storage for this tab (SPEC §7: hot games and vendor lanes are kept for the visit). */
  sessionStorage: Storage | undefined;
  /**
   * SPEC §9: the image host this visit loads the platform's art from (data/art-host.ts); until the
   * shell knows it, art loads from the page's own origin.
   */
  imageHost?: string | null | undefined;
}

const GamesEnvironmentContext = createContext<GamesEnvironment | null>(null);

export function GamesEnvironmentProvider({ environment, children }: { environment: GamesEnvironment; children: ReactNode }) {
  return <GamesEnvironmentContext.Provider value={environment}>{children}</GamesEnvironmentContext.Provider>;
}

export function useGamesEnvironment(): GamesEnvironment {
  const environment = useContext(GamesEnvironmentContext);
  if (!environment) throw new Error('game screens need a <GamesEnvironmentProvider> above them');
  return environment;
}

/** Favourites and the recent list belong to a true account; guests and trial players have neither. */
export function holdsGameLists(environment: Pick<GamesEnvironment, 'token' | 'role'>): boolean {
  return environment.token !== null && (environment.role === 'member' || environment.role === 'agent');
}
