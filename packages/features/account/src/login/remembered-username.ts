import { REMEMBER_LOGIN_MS } from '@croupier/domain';

const STORAGE_KEY = 'croupier.rememberedLogin';

interface RememberedLogin {
  username: string;
  expiresAtMs: number;
}

/**
 * SPEC §9 "remember me" lasts 24 hours. Only the username is kept: a password never touches storage,
 * where any script on the page or anyone at the device could read it.
 */
export function readRememberedUsername(storage: Storage | undefined, nowMs: number = Date.now()): string | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { username, expiresAtMs } = parsed as Partial<RememberedLogin>;
    if (typeof username === 'string' && typeof expiresAtMs === 'number' && expiresAtMs > nowMs) return username;
    storage?.removeItem(STORAGE_KEY);
    return null;
  } catch {
    return null;
  }
}

export function rememberUsername(storage: Storage | undefined, username: string | null, nowMs: number = Date.now()): void {
  try {
    if (username === null) storage?.removeItem(STORAGE_KEY);
    else storage?.setItem(STORAGE_KEY, JSON.stringify({ username, expiresAtMs: nowMs + REMEMBER_LOGIN_MS } satisfies RememberedLogin));
  } catch {
    // Storage refused: the player types the username next time.
  }
}
