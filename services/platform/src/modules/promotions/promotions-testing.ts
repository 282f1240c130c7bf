import type { FastifyInstance } from 'fastify';
import type { PromotionDraft } from '@croupier/contract';
import type { Database } from '../../db/database';
import { createPromotion, decidePromotion, submitPromotion } from './console-service';
import type { OperatorRole } from '@croupier/domain';
import type { OperatorContext } from '../backoffice-operators';
import { createBrandDirectory } from '../brands';
import { newOperator } from '../../../testing/operators';
import { REPO_BRANDS } from '../../../testing/test-app';

/** Promotions for tests: a valid draft of each kind, and one published by two operators as the console does. */

const HOUR = 3_600_000;

export function promotionDraft(kind: PromotionDraft['kind'], nowMs: number, overrides: Partial<PromotionDraft> = {}): PromotionDraft {
  const cash = kind === 'SIGN_IN' || kind === 'RAFFLE';
  return {
    merchantCode: 'SHONALI',
    kind,
    category: kind === 'DEPOSIT_BONUS' ? 'DEPOSIT' : kind === 'SIGN_IN' ? 'DAILY' : 'OTHER',
    titles: { en: `Test ${kind}`, bn: `পরীক্ষা ${kind}` },
    summaries: { en: 'A promotion of the tests', bn: 'পরীক্ষার প্রোমোশন' },
    bodies: { en: '<p>Terms <strong>apply</strong></p>', bn: '<p>শর্ত প্রযোজ্য</p>' },
    startsAt: new Date(nowMs - HOUR).toISOString(),
    endsAt: new Date(nowMs + 24 * HOUR).toISOString(),
    segment: 'ALL_MEMBERS',
    frequency: kind === 'SIGN_IN' ? 'DAILY' : 'ONCE',
    budgetMinor: 10_000_000,
    reward: {
      form: cash ? 'CASH' : 'BONUS',
      amountMinor: kind === 'DEPOSIT_BONUS' || cash ? 0 : 5_000,
      percentBps: kind === 'DEPOSIT_BONUS' ? 10_000 : 0,
      capMinor: kind === 'DEPOSIT_BONUS' ? 50_000 : 0,
      minDepositMinor: kind === 'DEPOSIT_BONUS' ? 10_000 : 0,
      wageringBase: kind === 'DEPOSIT_BONUS' ? 'BONUS_AND_DEPOSIT' : 'BONUS',
      multiplierHundredths: 2_000,
      contributions: [
        { gameType: 'RNG', percent: 100 },
        { gameType: 'BGS', percent: 100 },
        { gameType: 'LIVE', percent: 10 },
      ],
      maxBetMinor: null,
      maxCashoutMinor: null,
      lifetimeDays: 7,
    },
    signInAmountsMinor: kind === 'SIGN_IN' ? [100, 200, 300] : [],
    rafflePrizes: kind === 'RAFFLE' ? [{ amountMinor: 0, weight: 1 }, { amountMinor: 1_000, weight: 2 }, { amountMinor: 5_000, weight: 1 }] : [],
    ...overrides,
  };
}

/** The context an operator's console call carries, for an operator a test made (every brand). */
export function operatorContextOf(operator: { id: string; username: string }, role: OperatorRole): OperatorContext {
  return { operator: { id: operator.id, username: operator.username, displayName: operator.username, role, merchantCodes: null } };
}

export const testBrandDirectory = () => createBrandDirectory(REPO_BRANDS);

/** Two supervisors of every brand: one writes and submits, the other publishes. */
export async function promotionOperators(app: FastifyInstance) {
  return {
    maker: operatorContextOf(await newOperator(app, 'SUPERVISOR'), 'SUPERVISOR'),
    checker: operatorContextOf(await newOperator(app, 'SUPERVISOR'), 'SUPERVISOR'),
  };
}

export async function publishedPromotion(app: FastifyInstance, db: Database, draft: PromotionDraft, nowMs: number): Promise<string> {
  const { maker, checker } = await promotionOperators(app);
  const made = await createPromotion(db, testBrandDirectory(), maker, draft, nowMs);
  await submitPromotion(db, maker, made.promotionId, nowMs);
  await decidePromotion(db, checker, made.promotionId, { approve: true }, nowMs);
  return made.promotionId;
}
