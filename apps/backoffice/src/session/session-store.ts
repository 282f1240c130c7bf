import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BackofficeOperator } from '@croupier/contract';
import type { OperatorRole } from '@croupier/domain';

/** Where the session is kept: sessionStorage, so it ends with the tab and never reaches another tab or site. */
export const SESSION_STORAGE_KEY = 'croupier.console.session';

export interface SessionState {
  token: string | null;
  operator: BackofficeOperator | null;
  /** The operator logged out on purpose: the next login starts from the brands, not from the page left. */
  loggedOut: boolean;
  /** Keeps the session a login answered. */
  begin: (token: string, operator: BackofficeOperator) => void;
  /** The operator as the platform now describes them (role or brands changed). */
  update: (operator: BackofficeOperator) => void;
  /** Forgets the session: after a logout, or when the platform refuses its token. */
  end: (cause?: 'logout' | 'refused') => void;
}
export type SessionStore = StoreApi<SessionState>;

/**
 * What this tab kept is checked by hand rather than by the contract's schema, so the login page does
 * not carry the schema library; the platform describes the operator again on every page load anyway.
 */
/** Every role, checked against the domain's OPERATOR_ROLES by the compiler: a new role fails the build until named here. */
const ROLES: Record<OperatorRole, true> = { CASHIER: true, SUPERVISOR: true, ADMIN: true };

function isOperator(value: unknown): value is BackofficeOperator {
  if (typeof value !== 'object' || value === null) return false;
  const operator = value as Record<string, unknown>;
  const codes = operator.merchantCodes;
  return (
    typeof operator.id === 'string' &&
    typeof operator.username === 'string' &&
    typeof operator.displayName === 'string' &&
    typeof operator.role === 'string' &&
    Object.hasOwn(ROLES, operator.role) &&
    (codes === null || (Array.isArray(codes) && codes.every((code) => typeof code === 'string')))
  );
}

function read(storage: Storage | undefined): { token: string; operator: BackofficeOperator } | null {
  try {
    const stored = storage?.getItem(SESSION_STORAGE_KEY);
    if (!stored) return null;
    const parsed = JSON.parse(stored) as { token?: unknown; operator?: unknown };
    return typeof parsed.token === 'string' && isOperator(parsed.operator) ? { token: parsed.token, operator: parsed.operator } : null;
  } catch {
    return null;
  }
}

function write(storage: Storage | undefined, session: { token: string; operator: BackofficeOperator } | null): void {
  try {
    if (session) storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else storage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // A browser that keeps nothing still has the session in memory until the tab closes.
  }
}

/** The operator's session: a token and who it belongs to, and nothing else. */
export function createSessionStore(storage: Storage | undefined): SessionStore {
  const stored = read(storage);
  return createStore<SessionState>((set, get) => ({
    token: stored?.token ?? null,
    operator: stored?.operator ?? null,
    loggedOut: false,
    begin: (token, operator) => {
      write(storage, { token, operator });
      set({ token, operator, loggedOut: false });
    },
    update: (operator) => {
      const { token } = get();
      if (token === null) return;
      write(storage, { token, operator });
      set({ operator });
    },
    end: (cause = 'refused') => {
      write(storage, null);
      set({ token: null, operator: null, loggedOut: cause === 'logout' });
    },
  }));
}
