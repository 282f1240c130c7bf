import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/database';
import { JobLease } from '../../db/job-lease';
import { selectActiveMembers, selectMembersWithLateMoney } from './awards-repository';
import { settleBonus } from './settle';

/** How often the bonuses are looked at: a completed bonus is released within this after its last stake. */
export const BONUS_SETTLE_WAKE_MS = 30_000;
const LEASE = 'bonuses:settle';
const LEASE_TTL_MS = 60_000;
/** Members settled per run; a brand has far fewer active bonuses than this at once. */
const BATCH = 500;

export interface BonusSettleRun {
  looked: number;
  ended: number;
  busy: number;
}

/**
 * Settles every active bonus and every BONUS wallet holding money after its bonus ended (settle.ts),
 * under a lease so that one instance runs it at a time; each member's settle is its own transaction
 * and idempotent, so a run cut short or run twice moves nothing twice.
 */
export async function settleDueBonuses(db: Database, nowMs: number, stopping: () => boolean = () => false): Promise<BonusSettleRun> {
  const run: BonusSettleRun = { looked: 0, ended: 0, busy: 0 };
  const lease = await JobLease.acquire(db, LEASE, LEASE_TTL_MS);
  if (!lease) return run;
  try {
    const members = [...(await selectActiveMembers(db, BATCH)), ...(await selectMembersWithLateMoney(db, BATCH))];
    for (const { merchantCode, memberId } of members) {
      if (stopping() || !(await lease.renew())) break;
      run.looked += 1;
      const state = await settleBonus(db, merchantCode, memberId, nowMs);
      if (state === 'BUSY') run.busy += 1;
      else if (state !== 'ACTIVE' && state !== null) run.ended += 1;
    }
  } finally {
    await lease.release();
  }
  return run;
}

/** Settles the bonuses every BONUS_SETTLE_WAKE_MS (or as configured) while the app runs; closing waits for a run under way. */
export function startBonusSettling(app: FastifyInstance, deps: AppDeps): void {
  const wakeMs = deps.config.bonusSettleWakeMs ?? BONUS_SETTLE_WAKE_MS;
  if (wakeMs <= 0) return;
  let closing = false;
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = settleDueBonuses(deps.db, deps.config.clock.nowMs(), () => closing)
      .then((run) => {
        if (run.ended > 0) app.log.info({ bonuses: run }, 'bonuses ended');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'bonus settling failed'))
      .finally(() => {
        running = null;
      });
  }, wakeMs);
  timer.unref();
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
  });
}
