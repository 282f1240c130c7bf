import type { FastifyInstance } from 'fastify';
import { REALTIME_SALARY_PERIOD_MS } from '@croupier/domain';
import type { AppDeps } from '../../app-deps';
import { settleContracts } from './settlement';

/** How often every instance looks for ended periods; real-time periods also wake it at their end. */
export const SETTLEMENT_WAKE_MS = 30_000;
/** Rounds settled in the last instant of a 5-minute period are in by then. */
const AFTER_BOUNDARY_MS = 1_000;

/** Time until the next wake: 30 s, or sooner when a 5-minute period ends before that. */
export function nextWakeInMs(nowMs: number): number {
  const toBoundary = REALTIME_SALARY_PERIOD_MS - (nowMs % REALTIME_SALARY_PERIOD_MS) + AFTER_BOUNDARY_MS;
  return Math.min(SETTLEMENT_WAKE_MS, toBoundary);
}

/**
 * Settles contract periods while the app runs. Every instance wakes; the one whose run takes the
 * settlement's lease does the work and the others skip (settlement.ts). Runs never overlap within an
 * instance; closing the app stops the run under way at its next step and waits for it.
 */
export function startContractSettlement(app: FastifyInstance, deps: AppDeps): void {
  let closing = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const schedule = () => {
    if (closing) return;
    timer = setTimeout(tick, nextWakeInMs(deps.config.clock.nowMs()));
    timer.unref();
  };
  const tick = () => {
    running = settleContracts(deps.db, deps.brands.all, deps.config.clock.nowMs(), () => closing)
      .then((run) => {
        if (run.settled + run.paid + run.owed > 0) app.log.info({ contracts: run }, 'contract periods settled');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'contract settlement failed'))
      .finally(() => {
        running = null;
        schedule();
      });
  };
  schedule();
  app.addHook('onClose', async () => {
    closing = true;
    if (timer) clearTimeout(timer);
    await running;
  });
}
