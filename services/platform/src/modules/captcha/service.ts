import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { codeHmac, hexDigestsEqual, type MerchantKeys } from '../sealing';
import { drawCaptcha, newCaptchaAnswer } from './draw';
import { encodePng } from './png';
import { deleteCaptcha, selectDrawnAt, selectTestAnswer, upsertCaptcha, upsertTestAnswer } from './repository';

export const CAPTCHA_LIFETIME_MS = 5 * 60 * 1000;
/** SPEC §4: the captcha image may be refreshed once a second. */
export const CAPTCHA_REDRAW_INTERVAL_MS = 1000;

export interface CaptchaContext {
  db: Queryable;
  keys: MerchantKeys;
  nowMs: number;
  /** outside production the answer is also kept in clear for tests and the demo */
  keepTestAnswer: boolean;
}

function answerHmacOf(keys: MerchantKeys, answer: string): string {
  return codeHmac(keys, `captcha:${answer.trim().toUpperCase()}`);
}

/** Draws a new captcha for `key` (replacing an earlier one) and answers the PNG in base64. */
export async function drawCaptchaForKey(context: CaptchaContext, key: string): Promise<string> {
  const { db, keys, nowMs } = context;
  const drawnAtMs = await selectDrawnAt(db, keys.merchantCode, key);
  if (drawnAtMs !== null && nowMs - drawnAtMs < CAPTCHA_REDRAW_INTERVAL_MS) {
    throw new ApiError('RATE_LIMITED', 'A captcha was drawn for this key less than a second ago', undefined, { retryAfterSeconds: 1 });
  }
  const answer = newCaptchaAnswer();
  const expiresAtMs = nowMs + CAPTCHA_LIFETIME_MS;
  await upsertCaptcha(db, keys.merchantCode, key, answerHmacOf(keys, answer), nowMs, expiresAtMs);
  if (context.keepTestAnswer) await upsertTestAnswer(db, keys.merchantCode, key, answer, expiresAtMs);
  return encodePng(drawCaptcha(answer)).toString('base64');
}

/**
 * Checks an answer, case-insensitively. Whatever the outcome the captcha is used up: a wrong guess
 * needs a new picture, so answers cannot be tried one after another against one image.
 */
export async function solveCaptcha(context: Omit<CaptchaContext, 'keepTestAnswer'>, key: string, answer: string): Promise<boolean> {
  const stored = await deleteCaptcha(context.db, context.keys.merchantCode, key);
  if (!stored || stored.expiresAtMs <= context.nowMs) return false;
  return hexDigestsEqual(stored.answerHmac, answerHmacOf(context.keys, answer));
}

/** Outside production: the answer of a captcha, for tests and the demo. */
export function readTestAnswer(db: Queryable, merchantCode: string, key: string): Promise<string | null> {
  return selectTestAnswer(db, merchantCode, key);
}

/** For a step that needs a captcha: refuses when none was given or the answer is wrong (both with the captcha flag). */
export async function requireSolvedCaptcha(context: Omit<CaptchaContext, 'keepTestAnswer'>, key: string | undefined, answer: string | undefined): Promise<void> {
  if (!key || !answer?.trim()) throw new ApiError('CAPTCHA_REQUIRED', 'Enter the characters of the captcha picture', undefined, { captcha: true });
  if (!(await solveCaptcha(context, key, answer))) throw new ApiError('CAPTCHA_INVALID', 'The captcha answer is not right; try the new picture', undefined, { captcha: true });
}
