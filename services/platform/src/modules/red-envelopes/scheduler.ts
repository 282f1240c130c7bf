import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { closeEndedPools } from './closing';

/** How often every instance looks for pools whose window has ended. */
export const CLOSING_WAKE_MS = 15_000;

/**
 * Closes ended pools while the app runs. Every instance wakes; the one whose run takes the closing
 * job's lease does the work and the others skip (closing.ts). Runs never overlap within an instance;
 * closing the app waits for the run under way.
 */
export function startRedEnvelopeClosing(app: FastifyInstance, deps: AppDeps): void {
  let closing = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const schedule = () => {
    if (closing) return;
    timer = setTimeout(tick, CLOSING_WAKE_MS);
    timer.unref();
  };
  const tick = () => {
    running = closeEndedPools(deps.db, deps.config.clock.nowMs())
      .then((run) => {
        if (run.closed > 0) app.log.info({ closed: run.closed }, 'red-envelope pools closed at the end of their window');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'closing red-envelope pools failed'))
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
