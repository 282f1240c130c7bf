import { createContext, useContext, type ReactNode } from 'react';
import type { MemberRole } from '@croupier/domain';

/** Where the promotions' pages send the player: the shell owns the routes, the feature only links to them. */
export interface PromotionPaths {
  promotions: string;
  detail: (promotionId: string) => string;
  deposit: string;
  /** the member centre's reward centre */
  rewardCentre: string;
  redEnvelope: string;
  manualRebate: string;
  /** the member's bonuses with their wagering (member centre bonusDetails) */
  bonusDetails: string;
}

/**
 * What the promotions' pages need from the app around them. A feature may not import the shell, so
 * the shell hands in the session's role, the brand's time zone, its login popup and its paths here.
 */
export interface PromotionsEnvironment {
  /** the brand's IANA time zone, in which periods and times are shown */
  timeZone: string;
  /** a guest's join or claim opens the login popup instead (SPEC §4 "not logged in: login popup") */
  role: MemberRole;
  openLogin: () => void;
  paths: PromotionPaths;
}

const PromotionsEnvironmentContext = createContext<PromotionsEnvironment | null>(null);

export function PromotionsEnvironmentProvider({ environment, children }: { environment: PromotionsEnvironment; children: ReactNode }) {
  return <PromotionsEnvironmentContext.Provider value={environment}>{children}</PromotionsEnvironmentContext.Provider>;
}

export function usePromotionsEnvironment(): PromotionsEnvironment {
  const environment = useContext(PromotionsEnvironmentContext);
  if (!environment) throw new Error('the promotions pages need a <PromotionsEnvironmentProvider> above them');
  return environment;
}

/** Whether the reader is a logged-in account, whose promotions carry their own states. */
export function isSignedIn(role: MemberRole): boolean {
  return role !== 'guest';
}
