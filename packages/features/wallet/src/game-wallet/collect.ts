import { walletCollect, type CallValue } from '@croupier/contract';
import { newRequestId, type ApiClient } from '@croupier/api-client';
import { outcomeUnknown } from '../errors/wallet-error';

/** Tries of one collect before giving up; each try carries the same request id, so money moves once. */
export const COLLECT_TRIES = 3;

export type CollectValue = CallValue<typeof walletCollect>;

/**
 * Brings a game wallet (or, with none named, every game wallet) back to the main wallet. A lost answer
 * or a server failure is tried again under the same request id; `keepalive` lets the request outlive
 * the page, for a game window that is closing.
 */
export async function collectToMain(client: ApiClient, wallet: string | undefined, { keepalive = false }: { keepalive?: boolean } = {}): Promise<CollectValue> {
  const body = { ...(wallet === undefined ? {} : { wallet }), requestId: newRequestId() };
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await client.callApi(walletCollect, { body, keepalive });
    } catch (error) {
      if (attempt >= COLLECT_TRIES || !outcomeUnknown(error)) throw error;
    }
  }
}
