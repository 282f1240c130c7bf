import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Brand } from '@croupier/brand-config';
import type { AppDeps } from '../../app-deps';
import type { RandomnessBeacon } from './beacon';
import { CRASH_CHAIN_LENGTH } from './crash-chains';
import { CrashTable, type CrashTableSettings } from './crash-table';
import { houseEdgeOf } from './games';
import { LocalBeacon } from './local-beacon';

/**
 * About eight seconds between rounds besides the run itself: five to bet, three to see the crash.
 * Ticks at most ten a second. A runner that stops renewing loses its merchants after three seconds.
 */
export const CRASH_TABLE_SETTINGS: CrashTableSettings = {
  bettingMs: 5_000,
  pauseMs: 3_000,
  chainLength: CRASH_CHAIN_LENGTH,
  pulseMs: 100,
  leaseMs: 3_000,
  idleStopMs: 60_000,
};

/** Every merchant's Crash table in this process, made on first interest. */
export class CrashTables {
  private readonly tables = new Map<string, CrashTable>();
  /** names this process in the lease: unique per start, readable by an operator */
  private readonly runnerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  /** salts every brand's rounds (decision 0028) */
  readonly beacon: RandomnessBeacon;

  constructor(
    private readonly deps: AppDeps,
    private readonly log: FastifyBaseLogger,
    private readonly settings: CrashTableSettings = CRASH_TABLE_SETTINGS,
    beacon?: RandomnessBeacon,
  ) {
    this.beacon = beacon ?? new LocalBeacon(deps.db);
  }

  of(brand: Brand): CrashTable {
    const existing = this.tables.get(brand.merchantCode);
    if (existing) return existing;
    const table = new CrashTable({
      db: this.deps.db,
      clock: this.deps.config.clock,
      keys: this.deps.keyring.of(brand.merchantCode),
      houseEdgeBps: houseEdgeOf(brand),
      beacon: this.beacon,
      runnerId: this.runnerId,
      settings: this.settings,
      log: this.log,
    });
    this.tables.set(brand.merchantCode, table);
    return table;
  }

  async close(): Promise<void> {
    await Promise.all([...this.tables.values()].map((table) => table.close()));
  }
}
