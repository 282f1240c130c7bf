import type { Queryable } from '../../db/database';
import { HeldCopies } from '../../held-copies';
import type { Clock } from '../../clock';
import { selectProvider, type StoredProvider } from './repository';

/**
 * How long this process trusts its copy of a provider's secret and standing. A change made in this
 * process (registerProvider) is seen at once; other instances follow within this time, as they do for
 * a merchant's maintenance (ACCESS_TTL_MS).
 */
export const PROVIDER_KEYS_TTL_MS = 2_000;

/** Provider codes come from a request header: copies of unknown ones are held too, up to this many. */
const HELD_AT_MOST = 1_000;

/** Bumped by every change of a provider made in this process; each ProviderKeys drops its copies when it moves. */
let changesInThisProcess = 0;

/** Called once a provider's row has been written here (see registerProvider). */
export function providerChangedHere(): void {
  changesInThisProcess += 1;
}

/**
 * Every seamless call is signed with its provider's secret, so the secret and whether the provider
 * may call are held in memory instead of read per call: that read was a round trip and a transaction
 * of its own on every bet, win and rollback, as many as the money call itself. Unknown codes are held
 * as null, so a stream of them costs one read per code and TTL.
 */
export class ProviderKeys extends HeldCopies<StoredProvider | null> {
  private changesSeen = changesInThisProcess;

  constructor(db: Queryable, clock: Clock, ttlMs: number = PROVIDER_KEYS_TTL_MS) {
    super((providerCode) => selectProvider(db, providerCode), clock, ttlMs, HELD_AT_MOST);
  }

  override of(providerCode: string): Promise<StoredProvider | null> {
    if (this.changesSeen !== changesInThisProcess) {
      this.changesSeen = changesInThisProcess;
      this.dropAll();
    }
    return super.of(providerCode);
  }
}
