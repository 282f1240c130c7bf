import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SessionIssued } from '@croupier/contract';
import { roleOf, type MemberRole } from '@croupier/domain';
import { STORAGE_KEYS } from '../preferences/storage-keys';
import { readStorage, writeStorage } from '../preferences/read-storage';

export interface SessionState {
  token: string | null;
  /** Member type from the login answer or member info; null while unknown. */
  memberType: number | null;
  role: MemberRole;
  /** SPEC §4 "cpw": the player must change the password before going on. */
  passwordChangeRequired: boolean;
  setToken: (token: string) => void;
  /** Keeps a session the platform issued: its token and member type. */
  startSession: (issued: Pick<SessionIssued, 'token' | 'memberType'>) => void;
  setMemberType: (memberType: number | null) => void;
  setPasswordChangeRequired: (required: boolean) => void;
  logout: () => void;
}
export type SessionStore = StoreApi<SessionState>;

export interface SessionStoreOptions {
  merchantCode: string;
  storage: Storage | undefined;
  /** Query string of the first URL: a `token` there (a link from an agent portal or app) starts a session. */
  initialSearch: string;
}

function roleFor(token: string | null, memberType: number | null): MemberRole {
  if (!token) return 'guest';
  return memberType === null ? 'member' : roleOf(memberType);
}

function storedMemberType(storage: Storage | undefined): number | null {
  const stored = readStorage(storage, STORAGE_KEYS.memberType);
  const parsed = stored === null ? Number.NaN : Number(stored);
  return Number.isInteger(parsed) ? parsed : null;
}

/**
 * SPEC §4 session: the token comes from the query string or sessionStorage. Logout clears
 * sessionStorage but keeps the merchant code, which identifies the brand for the rest of the visit.
 */
export function createSessionStore({ merchantCode, storage, initialSearch }: SessionStoreOptions): SessionStore {
  writeStorage(storage, STORAGE_KEYS.merchantCode, merchantCode);
  const fromQuery = new URLSearchParams(initialSearch).get('token');
  if (fromQuery) {
    // A handed-over token is a new session: what was kept for an earlier one does not apply to it.
    writeStorage(storage, STORAGE_KEYS.token, fromQuery);
    writeStorage(storage, STORAGE_KEYS.memberType, null);
    writeStorage(storage, STORAGE_KEYS.passwordChangeRequired, null);
  }
  const token = fromQuery || readStorage(storage, STORAGE_KEYS.token);
  const memberType = token ? storedMemberType(storage) : null;

  return createStore<SessionState>((set, get) => ({
    token,
    memberType,
    role: roleFor(token, memberType),
    passwordChangeRequired: token !== null && readStorage(storage, STORAGE_KEYS.passwordChangeRequired) === '1',
    setToken: (next) => {
      writeStorage(storage, STORAGE_KEYS.token, next);
      set({ token: next, role: roleFor(next, get().memberType) });
    },
    startSession: ({ token: next, memberType: type }) => {
      writeStorage(storage, STORAGE_KEYS.token, next);
      writeStorage(storage, STORAGE_KEYS.memberType, String(type));
      set({ token: next, memberType: type, role: roleFor(next, type) });
    },
    setMemberType: (type) => {
      writeStorage(storage, STORAGE_KEYS.memberType, type === null ? null : String(type));
      set({ memberType: type, role: roleFor(get().token, type) });
    },
    setPasswordChangeRequired: (required) => {
      writeStorage(storage, STORAGE_KEYS.passwordChangeRequired, required ? '1' : null);
      set({ passwordChangeRequired: required });
    },
    logout: () => {
      try {
        storage?.clear();
      } catch {
        // Nothing stored is nothing to clear.
      }
      writeStorage(storage, STORAGE_KEYS.merchantCode, merchantCode);
      set({ token: null, memberType: null, role: 'guest', passwordChangeRequired: false });
    },
  }));
}
