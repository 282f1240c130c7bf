import { getPublicKey, importSealingKey, sealPayload, type EncryptedPayload } from '@croupier/contract';

/** The call that publishes the key, handed to the client with the sealing code that needs it. */
export const publicKeyCall = getPublicKey;

export interface PublishedSealingKey {
  keyId: string;
  key: CryptoKey;
}

export interface SealingKeys {
  /** The published key, fetched once and shared by every sealed call. */
  current(): Promise<PublishedSealingKey>;
  /**
   * Fetches the key again unless the one held already differs from `staleKeyId` (the server may
   * have rotated it). Calls racing on the same stale key share one fetch.
   */
  refresh(staleKeyId: string): Promise<PublishedSealingKey>;
  seal(key: PublishedSealingKey, data: unknown): Promise<EncryptedPayload>;
}

interface HeldKey {
  key: Promise<PublishedSealingKey>;
  /** keyId this fetch replaces, so concurrent refreshes of the same stale key do not fetch twice */
  replaces: string | null;
  keyId: string | null;
}

export function createSealingKeys(fetchKey: () => Promise<{ keyId: string; spki: string }>): SealingKeys {
  let held: HeldKey | null = null;

  function load(replaces: string | null): Promise<PublishedSealingKey> {
    const entry: HeldKey = {
      replaces,
      keyId: null,
      key: fetchKey().then(async ({ keyId, spki }) => {
        entry.keyId = keyId;
        return { keyId, key: await importSealingKey(spki) };
      }),
    };
    // A failed fetch is not kept: the next sealed call asks again.
    entry.key.catch(() => {
      if (held === entry) held = null;
    });
    held = entry;
    return entry.key;
  }

  return {
    current: () => held?.key ?? load(null),
    refresh: (staleKeyId) => {
      if (held && (held.replaces === staleKeyId || (held.keyId !== null && held.keyId !== staleKeyId))) return held.key;
      return load(staleKeyId);
    },
    seal: (key, data) => sealPayload(key.key, key.keyId, data),
  };
}
