/** What a tab keeps of one answer: the value and when it arrived, so it ages like a fetched one. */
export interface SessionEntry<T> {
  savedAt: number;
  value: T;
}

/** SPEC §7: the key names the merchant and the language, as names of games and vendors differ by language. */
export function sessionCacheKey(callName: string, merchantCode: string, language: string): string {
  return `croupier.games.${callName}.${merchantCode}.${language}`;
}

/**
 * The kept answer, or null when there is none or it no longer fits the contract (kept by an older
 * release, or edited by hand): a kept answer is only ever a head start, never trusted blindly.
 */
/** The part of a contract schema this needs: the value schemas of the contract's calls fit it. */
export interface ValueSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

export function readSessionEntry<T>(storage: Storage | undefined, key: string, schema: ValueSchema<T>): SessionEntry<T> | null {
  let text: string | null;
  try {
    text = storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as { savedAt?: unknown; value?: unknown };
    if (typeof parsed.savedAt !== 'number') return null;
    const value = schema.safeParse(parsed.value);
    return value.success ? { savedAt: parsed.savedAt, value: value.data } : null;
  } catch {
    return null;
  }
}

export function writeSessionEntry<T>(storage: Storage | undefined, key: string, entry: SessionEntry<T>): void {
  try {
    storage?.setItem(key, JSON.stringify(entry));
  } catch {
    // A full or refused storage only costs the head start on the next load.
  }
}
