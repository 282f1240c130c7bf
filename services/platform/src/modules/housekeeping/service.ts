import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { deleteExpiredChallenges } from '../accounts/challenge-repository';
import { deleteExpiredResetTokens } from '../accounts/reset-token-repository';
import { deleteExpiredCaptchas } from '../captcha/repository';
import { DEFAULT_GATEWAY_DEPOSIT_EXPIRY_MS, expireAbandonedGatewayDeposits } from '../cashier/gateway-expiry';
import { countOverdueReceipts } from '../cashier/withdrawals';
import { LOGIN_FAILURE_WINDOW_MS } from '../rate-limit/login-failures';
import { deleteFailuresBefore } from '../rate-limit/repository';
import { deleteOperatorSessionsEndedBefore } from '../operators/service';
import { deleteLaunchTokensBefore } from '../play/launch-repository';
import { ROOM_PRESENCE_MS } from '../play/rooms';
import { deleteGameSessionsEndedBefore } from '../seamless/repository';
import { deleteExpiredNonces } from '../sealing/repository';
import { deleteSessionsEndedBefore } from '../sessions/service';
import { deleteCodesSentBefore } from '../sms/repository';

export const HOUSEKEEPING_INTERVAL_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes rows that can no longer change any answer: expired nonces, captchas, challenges and reset
 * links, ended sessions (the site's, the operator console's and the game providers'), aged failures, launches too old to count a player at a table. SMS codes stay a
 * day, longer than the hour their sends count.
 */
export async function sweepExpiredRows(db: Queryable, nowMs: number): Promise<void> {
  await deleteExpiredNonces(db, nowMs);
  await deleteExpiredCaptchas(db, nowMs);
  await deleteExpiredChallenges(db, nowMs);
  await deleteExpiredResetTokens(db, nowMs);
  await deleteSessionsEndedBefore(db, nowMs);
  await deleteOperatorSessionsEndedBefore(db, nowMs);
  await deleteFailuresBefore(db, nowMs - LOGIN_FAILURE_WINDOW_MS);
  await deleteCodesSentBefore(db, nowMs - DAY_MS);
  await deleteLaunchTokensBefore(db, nowMs - ROOM_PRESENCE_MS);
  await deleteGameSessionsEndedBefore(db, nowMs);
  // not a deletion: paid-out withdrawals whose time to confirm ran out count as received (SPEC §4)
  await countOverdueReceipts(db, nowMs);
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
