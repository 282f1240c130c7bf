import type { FastifyBaseLogger } from 'fastify';
import type { CrashLiveMessage, CrashState } from '@croupier/contract';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { MerchantKeys } from '../sealing';
import type { RandomnessBeacon } from './beacon';
import { ChainHashCache } from './crash-chains';
import { CrashFeedMemory } from './crash-feed';
import { selectCrashBets, selectCrashHistory, selectLatestCrashRound, type CrashBetRow, type CrashRoundRow } from './crash-repository';
import { advanceCrashRounds, crashWorkDue, type CrashTiming } from './crash-rounds';
import { claimCrashLease, releaseCrashLease, selectCrashLease, tryCrashLock } from './crash-runner-repository';
import { CRASH_HISTORY_LENGTH } from './crash-state';
import { crashStateOf } from './crash-view';

export interface CrashTableSettings extends CrashTiming {
  /** how often the table reads the round and tells watchers: ticks come at most this often */
  pulseMs: number;
  /** how long a runner's claim on a merchant's rounds holds without renewal */
  leaseMs: number;
  /** rounds stop this long after the last sign of interest (a call, a watcher, an open bet) */
  idleStopMs: number;
}

export interface CrashTableDeps {
  db: Database;
  clock: Clock;
  keys: MerchantKeys;
  houseEdgeBps: number;
  /** salts the rounds; without one a round's point is read from its hash alone */
  beacon?: RandomnessBeacon | undefined;
  /** this instance, in the lease */
  runnerId: string;
  settings: CrashTableSettings;
  log: FastifyBaseLogger;
}

/** A watcher of the live feed; memberId is null for a guest. */
export interface CrashWatcher {
  memberId: string | null;
  send(message: CrashLiveMessage): void;
}

interface TableView {
  round: CrashRoundRow | null;
  bets: CrashBetRow[];
  history: CrashState['history'];
}

/**
 * One merchant's Crash rounds in this process. While anyone shows interest it pulses: when something
 * is due (a round to open, targets reached, a crash) and no other instance holds the merchant's lease,
 * it moves the rounds on under the merchant's advisory lock; then it reads the round back and tells its
 * watchers what changed. An instance whose lease claim fails only reads and relays, and takes over
 * once the runner's lease lapses. See docs/decisions/0012-in-house-games.md.
 */
export class CrashTable {
  private view: TableView = { round: null, bets: [], history: [] };
  private lease: { runnerId: string; leaseUntilMs: number } | null = null;
  private readonly feed: CrashFeedMemory;
  private readonly chains = new ChainHashCache();
  private readonly watchers = new Set<CrashWatcher>();
  private lastInterestMs = 0;
  private timer: NodeJS.Timeout | null = null;
  private pulsing: Promise<void> | null = null;
  private started: Promise<void> | null = null;
  private closed = false;

  constructor(private readonly deps: CrashTableDeps) {
    this.feed = new CrashFeedMemory(deps.settings.pauseMs);
  }

  private now(): number {
    return this.deps.clock.nowMs();
  }

  /** Starts the rounds if they are stopped; resolves once the table has read them at least once. */
  ensureRunning(): Promise<void> {
    this.lastInterestMs = this.now();
    if (this.closed) return Promise.resolve();
    this.started ??= this.pulseThenSchedule();
    return this.started;
  }

  /** Adds a watcher and hands it a snapshot of the table as this process last read it; returns its removal. */
  async watch(watcher: CrashWatcher): Promise<() => void> {
    await this.ensureRunning();
    this.watchers.add(watcher);
    const state = this.snapshotFor(watcher.memberId);
    if (state) watcher.send({ type: 'snapshot', state });
    return () => {
      this.watchers.delete(watcher);
      this.lastInterestMs = this.now();
    };
  }

  snapshotFor(memberId: string | null): CrashState | null {
    const { round, bets, history } = this.view;
    return round ? crashStateOf({ round, bets, history, memberId, nowMs: this.now() }) : null;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.pulsing;
    await this.releaseIfMine();
    this.watchers.clear();
  }

  private async pulseThenSchedule(): Promise<void> {
    // The beacon's key is read before the first round's transaction asks for it: read inside that
    // transaction on a database of one connection (the embedded one), the read would wait for the
    // very transaction waiting on it. Once read, the beacon answers from memory. A failed read is
    // left to the pulse, which reports it and is tried again.
    await this.deps.beacon?.info().catch(() => undefined);
    await this.runPulse();
    this.schedule();
  }

  private schedule(): void {
    if (this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.closed) return;
      void this.runPulse().then(() => (this.isIdle() ? this.stop() : this.schedule()));
    }, this.deps.settings.pulseMs);
    this.timer.unref();
  }

  private runPulse(): Promise<void> {
    this.pulsing = this.pulse()
      .catch((error: unknown) => this.deps.log.error({ err: error, merchantCode: this.deps.keys.merchantCode }, 'crash pulse failed'))
      .finally(() => {
        this.pulsing = null;
      });
    return this.pulsing;
  }

  private isIdle(): boolean {
    if (this.watchers.size > 0) return false;
    if (this.view.bets.some((bet) => bet.status === 'open')) return false;
    return this.now() - this.lastInterestMs >= this.deps.settings.idleStopMs;
  }

  /** Nobody here cares any more: stop pulsing and hand the lease back, so another instance may run at once. */
  private async stop(): Promise<void> {
    this.started = null;
    await this.releaseIfMine().catch((error: unknown) => this.deps.log.error({ err: error }, 'crash lease release failed'));
  }

  private async releaseIfMine(): Promise<void> {
    if (this.lease?.runnerId !== this.deps.runnerId) return;
    await releaseCrashLease(this.deps.db, this.deps.keys.merchantCode, this.deps.runnerId, this.now());
    this.lease = null;
  }

  private async pulse(): Promise<void> {
    const nowMs = this.now();
    if (this.mayRun(nowMs) && this.workDue(nowMs)) await this.run(nowMs);
    await this.read();
    const messages = this.feed.update(this.view.round, this.view.bets, this.now());
    for (const message of messages) this.tell(message);
  }

  private mayRun(nowMs: number): boolean {
    return this.lease === null || this.lease.runnerId === this.deps.runnerId || this.lease.leaseUntilMs <= nowMs;
  }

  private workDue(nowMs: number): boolean {
    const { settings, runnerId } = this.deps;
    const renewLease = this.lease?.runnerId === runnerId && this.lease.leaseUntilMs - nowMs < settings.leaseMs / 2;
    const openTargets = this.view.bets.flatMap((bet) => (bet.status === 'open' && bet.autoCashOutHundredths !== null ? [bet.autoCashOutHundredths] : []));
    return renewLease || crashWorkDue(this.view.round, openTargets, settings, nowMs);
  }

  /** One step of running the rounds, under the merchant's lock and this instance's lease. */
  private async run(nowMs: number): Promise<void> {
    const { db, keys, runnerId, settings, houseEdgeBps, beacon } = this.deps;
    await db.transaction(async (tx) => {
      if (!(await tryCrashLock(tx, keys.merchantCode))) return;
      if (!(await claimCrashLease(tx, keys.merchantCode, runnerId, nowMs, nowMs + settings.leaseMs))) return;
      await advanceCrashRounds(tx, { keys, houseEdgeBps, chains: this.chains, timing: settings, beacon }, nowMs);
    });
  }

  private async read(): Promise<void> {
    const { db, keys } = this.deps;
    const round = await selectLatestCrashRound(db, keys.merchantCode);
    const bets = round ? await selectCrashBets(db, round.id) : [];
    const newRound = round?.id !== this.view.round?.id || round?.status !== this.view.round?.status;
    const history = newRound ? await selectCrashHistory(db, keys.merchantCode, CRASH_HISTORY_LENGTH) : this.view.history;
    this.lease = await selectCrashLease(db, keys.merchantCode);
    this.view = { round, bets, history };
  }

  private tell(message: CrashLiveMessage): void {
    for (const watcher of this.watchers) watcher.send(message);
  }
}
