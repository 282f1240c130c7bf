import { seamlessRollback, seamlessWin, type SeamlessTransactionResult } from '@croupier/contract';
import type { PendingSettlement, PendingSettlements } from './pending-settlements';
import { backoffDelayMs, realSleep, type RetryPolicy, type Sleep } from './retry';
import type { CallOutcome, SeamlessClient } from './seamless-client';

export interface SettlementLog {
  warn(detail: Record<string, unknown>, message: string): void;
  error(detail: Record<string, unknown>, message: string): void;
}

/** What a delivery came to once the caller stops waiting: done, refused, or still being tried behind the scenes. */
interface RunningDelivery {
  done: Promise<CallOutcome<SeamlessTransactionResult>>;
  /** told after each failed try, with the number of tries so far */
  attemptListeners: Set<(attempt: number) => void>;
}

export type Delivery = { kind: 'answered'; value: SeamlessTransactionResult } | { kind: 'refused'; code: string; message: string } | { kind: 'pending' };

/**
 * Delivers wins and rollbacks until the platform answers. A win owed to a player and a stake to return
 * are never given up on: after the tries a player waits for, the same request keeps going out with a
 * backoff capped at `maxDelayMs`, across restarts too (the queue file holds it). Only a refusal ends it,
 * and that is logged, since it means the two sides disagree about the round.
 */
export class SettlementWorker {
  private readonly running = new Map<string, RunningDelivery>();
  private stopped = false;

  constructor(
    private readonly queue: PendingSettlements,
    private readonly client: SeamlessClient,
    private readonly backoff: Pick<RetryPolicy, 'firstDelayMs' | 'maxDelayMs'>,
    private readonly log: SettlementLog,
    private readonly sleep: Sleep = realSleep,
  ) {}

  /** Starts every delivery the queue holds: what a previous run left unfinished. */
  resume(): void {
    for (const entry of this.queue.deliverable()) void this.deliver(entry, 0);
  }

  /**
   * Delivers `entry` (already in the queue), waiting for at most `waitForAttempts` tries: then answers
   * 'pending' and the delivery carries on without the caller.
   */
  deliver(entry: PendingSettlement, waitForAttempts: number): Promise<Delivery> {
    let settleWaiter: (delivery: Delivery) => void = () => {};
    const waiter = new Promise<Delivery>((resolve) => {
      settleWaiter = resolve;
    });
    if (waitForAttempts <= 0) settleWaiter({ kind: 'pending' });
    const running = this.running.get(entry.id) ?? this.run(entry);
    running.attemptListeners.add((attempt) => {
      if (attempt >= waitForAttempts) settleWaiter({ kind: 'pending' });
    });
    void running.done.then((outcome) => settleWaiter(outcome.kind === 'unavailable' ? { kind: 'pending' } : outcome));
    return waiter;
  }

  /** Waits for the deliveries under way (tests). */
  async idle(): Promise<void> {
    await Promise.all([...this.running.values()].map((running) => running.done));
  }

  /** Stops trying; what is unfinished stays in the queue file for the next start. */
  stop(): void {
    this.stopped = true;
  }

  private run(entry: PendingSettlement): RunningDelivery {
    const attemptListeners = new Set<(attempt: number) => void>();
    const running: RunningDelivery = {
      attemptListeners,
      done: this.loop(entry, (attempt) => attemptListeners.forEach((listener) => listener(attempt)))
        .catch((error: unknown): CallOutcome<SeamlessTransactionResult> => {
          // The queue file could not be written: the entry stays queued in memory and on disk as it was.
          this.log.error({ id: entry.id, err: error }, 'settlement bookkeeping failed');
          return { kind: 'unavailable', reason: 'bookkeeping failed' };
        })
        .finally(() => this.running.delete(entry.id)),
    };
    this.running.set(entry.id, running);
    return running;
  }

  private async loop(entry: PendingSettlement, onAttempt: (attempt: number) => void): Promise<CallOutcome<SeamlessTransactionResult>> {
    for (let attempt = 1; ; attempt += 1) {
      const outcome = entry.kind === 'win' ? await this.client.sendOnce(seamlessWin, entry.body) : await this.client.sendOnce(seamlessRollback, entry.body);
      if (outcome.kind !== 'unavailable') {
        if (outcome.kind === 'refused') this.log.error({ id: entry.id, code: outcome.code, message: outcome.message }, 'the platform refused a settlement; it is dropped');
        await this.queue.change({ remove: [entry.id] });
        return outcome;
      }
      onAttempt(attempt);
      if (this.stopped) return outcome;
      const delayMs = backoffDelayMs(this.backoff, attempt);
      this.log.warn({ id: entry.id, attempt, reason: outcome.reason, retryInMs: delayMs }, 'settlement not delivered yet; trying again');
      await this.sleep(delayMs);
      if (this.stopped) return outcome;
    }
  }
}
