import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { HeldCopies } from '../../held-copies';
import { CatalogueSnapshot } from './snapshot';
import { selectSnapshotRows } from './snapshot-repository';

/**
 * How long this process serves a merchant's catalogue before reading it again. Changes made through
 * this process drop the copy at once; this bounds how long another instance's change stays unseen.
 */
export const CATALOGUE_TTL_MS = 30_000;

/** Each merchant's enabled catalogue, held in memory so catalogue reads cost no database round trip. */
export class CatalogueSnapshots extends HeldCopies<CatalogueSnapshot> {
  constructor(db: Queryable, clock: Clock, ttlMs: number = CATALOGUE_TTL_MS) {
    super(async (merchantCode) => new CatalogueSnapshot(await selectSnapshotRows(db, merchantCode, clock.nowMs())), clock, ttlMs);
  }
}
