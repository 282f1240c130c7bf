import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { runRebates } from './daily-run';

/**
 * How often every instance looks for days to pay: a day is paid within a minute of its pay time, and a
 * day missed while no server ran within a minute of the first start after it.
 */
export const REBATE_WAKE_MS = 60_000;

/**
 * Runs the daily rebate while the app runs (daily-run.ts). Every instance wakes; the one whose run takes
 * the lease does the work and the others skip. Runs never overlap within an instance; closing the app
 * stops the run under way at its next batch and waits for it.
 */
export function startRebateRun(app: FastifyInstance, deps: AppDeps): void {
  let closing = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const schedule = () => {
    if (closing) return;
    timer = setTimeout(tick, REBATE_WAKE_MS);
    timer.unref();
  };
  const tick = () => {
    running = runRebates(deps.db, deps.brands.all, deps.config.clock.nowMs(), () => closing)
      .then((run) => {
        if (run.days > 0) app.log.info({ rebates: run }, 'rebate days finished');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'rebate run failed'))
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
