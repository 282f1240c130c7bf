import { createContext, useContext, type ReactNode } from 'react';
import type { Brand } from '@croupier/brand-config';
import type { SessionIssued } from '@croupier/contract';
import type { MemberRole } from '@croupier/domain';

/** Popups of SPEC §2 that this feature draws; the app shell decides where and when they show. */
export type AccountPopupName = 'login' | 'register' | 'forgotPassword' | 'changePassword' | 'afterLogin' | 'trialWarning';

export interface AccountPopupOptions {
  /** The change-password popup after a login that must change it: it cannot be closed unanswered. */
  forced?: boolean;
}

/**
 * What the account screens need from the app around them. The feature may not import the shell,
 * so the shell hands its session and popup stores in through this one port.
 */
export interface AccountEnvironment {
  brand: Brand;
  token: string | null;
  role: MemberRole;
  /** Keeps a newly issued session (SPEC §4: the token in session storage). */
  startSession: (issued: SessionIssued) => void;
  /** Forgets the session in the browser; the caller has already told the server, if it could. */
  endSession: () => void;
  /**
   * SPEC §4 "cpw": a forced password change is pending. Kept for the visit, so a reload reopens the
   * change-password popup instead of letting the player past it.
   */
  setPasswordChangeRequired: (required: boolean) => void;
  openPopup: (name: AccountPopupName, options?: AccountPopupOptions) => void;
  closePopup: () => void;
  /** Long-lived browser storage for the remembered username and running SMS countdowns. */
  storage: Storage | undefined;
}

const AccountEnvironmentContext = createContext<AccountEnvironment | null>(null);

export function AccountEnvironmentProvider({ environment, children }: { environment: AccountEnvironment; children: ReactNode }) {
  return <AccountEnvironmentContext.Provider value={environment}>{children}</AccountEnvironmentContext.Provider>;
}

export function useAccountEnvironment(): AccountEnvironment {
  const environment = useContext(AccountEnvironmentContext);
  if (!environment) throw new Error('account screens need an <AccountEnvironmentProvider> above them');
  return environment;
}
