/** Storage can throw (private mode, disabled cookies); a preference that cannot be kept is just not kept. */
export function readStorage(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(storage: Storage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // See readStorage: nothing to do when the browser refuses to store.
  }
}
