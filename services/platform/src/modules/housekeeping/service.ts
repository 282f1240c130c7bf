import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { sweepExpiredAccountRows } from '../accounts';
import { sweepExpiredCaptchas } from '../captcha';
import { DEFAULT_GATEWAY_DEPOSIT_EXPIRY_MS, expireAbandonedGatewayDeposits, sweepOverdueReceipts } from '../cashier';
import { sweepEndedOperatorSessions } from '../backoffice-operators';
import { sweepAgedLaunchTokens } from '../play';
import { sweepAgedLoginFailures } from '../rate-limit';
import { sweepEndedGameSessions } from '../seamless';
import { sweepExpiredSealing } from '../sealing';
import { sweepEndedSessions } from '../sessions';
import { sweepAgedSmsCodes } from '../sms';

export const HOUSEKEEPING_INTERVAL_MS = 60_000;

/**
 * Deletes rows that can no longer change any answer, each module's through the sweep its front door exports: expired nonces, captchas, challenges and reset
 * links, ended sessions (the site's, the operator console's and the game providers'), aged failures, launches too old to count a player at a table. SMS codes stay a
 * day, longer than the hour their sends count.
 */
export async function sweepExpiredRows(db: Queryable, nowMs: number): Promise<void> {
  await sweepExpiredSealing(db, nowMs);
  await sweepExpiredCaptchas(db, nowMs);
  await sweepExpiredAccountRows(db, nowMs);
  await sweepEndedSessions(db, nowMs);
  await sweepEndedOperatorSessions(db, nowMs);
  await sweepAgedLoginFailures(db, nowMs);
  await sweepAgedSmsCodes(db, nowMs);
  await sweepAgedLaunchTokens(db, nowMs);
  await sweepEndedGameSessions(db, nowMs);
  await sweepOverdueReceipts(db, nowMs);
}

/** Sweeps once a minute while the app runs, and expires abandoned gateway deposits; closing the app waits for a sweep under way. */
export function startHousekeeping(app: FastifyInstance, deps: AppDeps): void {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    const nowMs = deps.config.clock.nowMs();
    deps.limiter.sweep(nowMs);
    const sweep = sweepExpiredRows(deps.db, nowMs).catch((error: unknown) => app.log.error({ err: error }, 'housekeeping failed'));
    // after the sweep, not beside it: the two cores are shared; a failed sweep does not hold expiry back
    running = sweep
      .then(() => expireAbandonedGatewayDeposits(deps.db, nowMs, deps.config.gatewayDepositExpiryMs ?? DEFAULT_GATEWAY_DEPOSIT_EXPIRY_MS))
      .then((run) => {
        if (run.expired > 0) app.log.info({ expired: run.expired }, 'gateway deposits expired unpaid');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'gateway deposit expiry failed'))
      .finally(() => {
        running = null;
      });
  }, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
