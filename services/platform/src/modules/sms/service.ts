import { randomInt } from 'node:crypto';
import { SMS_LOCKOUT_MS, SMS_SECONDS_PER_EXPIRY_MINUTE, type Language } from '@croupier/domain';
import { isoAt } from '../../clock';
import { toEpochMs, type Database, type Queryable } from '../../db/database';
import { ApiError, secondsUntil } from '../../http/api-error';
import { codeHmac, hexDigestsEqual, type MerchantKeys } from '../sealing';
import type { PhoneNumber } from './phone';
import { SmsDeliveryError, type SmsProvider } from './provider';
import {
  countSendsSince,
  countWrongAttempt,
  insertCode,
  lockNumber,
  markCodeUsed,
  selectCodeById,
  selectLatestCode,
  selectOutboxMessages,
  updateNumberLock,
  type SmsPurpose,
  type StoredSmsCode,
} from './repository';

export type { SmsPurpose } from './repository';

export const SMS_CODE_EXPIRY_MINUTES = 5;
/** SPEC §4: a new code may be asked for once the countdown (60 s per expiry minute) has run out. */
export const SMS_COUNTDOWN_MS = SMS_CODE_EXPIRY_MINUTES * SMS_SECONDS_PER_EXPIRY_MINUTE * 1000;
/** Sends to one number in an hour; one more locks the number for SPEC §9's five minutes. */
export const SMS_SENDS_PER_HOUR = 5;
export const SMS_MAX_WRONG_TRIES = 5;
const HOUR_MS = 60 * 60 * 1000;

/** What sending and checking codes for one merchant needs. */
export interface SmsContext {
  db: Database;
  keys: MerchantKeys;
  provider: SmsProvider;
  nowMs: number;
}

export interface SentCode {
  codeId: string;
  sentAtMs: number;
  expiredMinutes: number;
}

type SendOutcome = { sent: true; code: string; codeId: string } | { sent: false; refusal: ApiError };

function codeHmacOf(keys: MerchantKeys, purpose: SmsPurpose, code: string): string {
  return codeHmac(keys, `sms:${purpose}:${code}`);
}

function tooManyRequests(untilMs: number, nowMs: number): ApiError {
  return new ApiError('SMS_TOO_MANY_REQUESTS', 'Too many codes were sent to this number; try again after 5 minutes', undefined, {
    retryAfterSeconds: secondsUntil(untilMs, nowMs),
  });
}

async function reserveCode(tx: Queryable, context: SmsContext, purpose: SmsPurpose, phone: PhoneNumber): Promise<SendOutcome> {
  const { keys, nowMs } = context;
  const merchantCode = keys.merchantCode;
  const lockedUntilMs = await lockNumber(tx, merchantCode, phone);
  if (lockedUntilMs !== null && lockedUntilMs > nowMs) return { sent: false, refusal: tooManyRequests(lockedUntilMs, nowMs) };
  const latest = await selectLatestCode(tx, merchantCode, purpose, phone, false);
  if (latest && latest.countdownUntilMs > nowMs) {
    const retryAfterSeconds = secondsUntil(latest.countdownUntilMs, nowMs);
    return { sent: false, refusal: new ApiError('SMS_COUNTDOWN', `A code was just sent; ask again in ${retryAfterSeconds} s`, undefined, { retryAfterSeconds }) };
  }
  // Sends before the end of an earlier lock are forgiven, or a lock would last the whole hour.
  const countFromMs = Math.max(nowMs - HOUR_MS, lockedUntilMs ?? 0);
  if ((await countSendsSince(tx, merchantCode, phone, countFromMs)) >= SMS_SENDS_PER_HOUR) {
    const lockUntilMs = nowMs + SMS_LOCKOUT_MS;
    await updateNumberLock(tx, merchantCode, phone, lockUntilMs);
    return { sent: false, refusal: tooManyRequests(lockUntilMs, nowMs) };
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeId = await insertCode(tx, {
    merchantCode,
    purpose,
    phone,
    codeHmac: codeHmacOf(keys, purpose, code),
    sentAtMs: nowMs,
    expiresAtMs: nowMs + SMS_CODE_EXPIRY_MINUTES * 60_000,
    countdownUntilMs: nowMs + SMS_COUNTDOWN_MS,
  });
  return { sent: true, code, codeId };
}

/**
 * Purposes whose caller may learn that a delivery failed: a register code goes to a number known to be
 * free, a new-address code to the owner who just gave the password. Login and password codes are
 * answered as sent whatever happens, as an undelivered one is (decision 0027).
 */
const FAILURE_TOLD: ReadonlySet<SmsPurpose> = new Set(['register', 'login-verify']);

/**
 * Sends a new 6-digit code for `purpose` to `phone`, unless the last one's countdown still runs
 * (SMS_COUNTDOWN) or the number had too many codes this hour (SMS_TOO_MANY_REQUESTS, and a lock).
 * The refusal is thrown after the transaction commits, so the lock it set is kept. With `deliver`
 * false the code is reserved and counted but never sent. A delivery the provider did not take is
 * SMS_QUOTA where the purpose may tell it, and otherwise answered as sent.
 */
export async function sendSmsCode(
  context: SmsContext,
  purpose: SmsPurpose,
  phone: PhoneNumber,
  textOf: (code: string) => string,
  options: { deliver: boolean } = { deliver: true },
): Promise<SentCode> {
  const outcome = await context.db.transaction((tx) => reserveCode(tx, context, purpose, phone));
  if (!outcome.sent) throw outcome.refusal;
  // An undelivered code (a number with no account) keeps the same countdown, hourly count and lock as a
  // sent one, so neither the answer nor the limits tell a stranger whether the number is registered.
  const sent = { codeId: outcome.codeId, sentAtMs: context.nowMs, expiredMinutes: SMS_CODE_EXPIRY_MINUTES };
  if (!options.deliver) return sent;
  const reportFailure = FAILURE_TOLD.has(purpose);
  try {
    await context.provider.send({ merchantCode: context.keys.merchantCode, to: phone, text: textOf(outcome.code), reportFailure });
  } catch (error) {
    // The provider has logged why; the code stays reserved, so a failing provider is not asked again at once.
    if (!(error instanceof SmsDeliveryError)) throw error;
    if (reportFailure) throw new ApiError('SMS_QUOTA', 'The SMS could not be sent; contact customer service');
  }
  return sent;
}

type CheckOutcome = { ok: true } | { ok: false; refusal: ApiError };

const invalidCode = () => new ApiError('SMS_INVALID_CODE', 'The verification code is not right');

async function checkStoredCode(tx: Queryable, context: SmsContext, purpose: SmsPurpose, stored: StoredSmsCode | null, code: string): Promise<CheckOutcome> {
  // Used, unknown or worn out by wrong tries: all the same to the caller.
  if (!stored || stored.used || stored.failedAttempts >= SMS_MAX_WRONG_TRIES) return { ok: false, refusal: invalidCode() };
  if (stored.expiresAtMs <= context.nowMs) return { ok: false, refusal: new ApiError('SMS_CODE_EXPIRED', 'The verification code has expired; ask for a new one') };
  if (!hexDigestsEqual(stored.codeHmac, codeHmacOf(context.keys, purpose, code))) {
    await countWrongAttempt(tx, stored.id);
    return { ok: false, refusal: invalidCode() };
  }
  await markCodeUsed(tx, stored.id, context.nowMs);
  return { ok: true };
}

function requireCodeText(code: string): string {
  const trimmed = code.trim();
  if (trimmed === '') throw new ApiError('SMS_MISSING_CODE', 'Enter the verification code');
  return trimmed;
}

async function settle(context: SmsContext, work: (tx: Queryable) => Promise<CheckOutcome>): Promise<void> {
  // The wrong-try count must be kept even though the caller is refused, so the refusal leaves the transaction first.
  const outcome = await context.db.transaction(work);
  if (!outcome.ok) throw outcome.refusal;
}

/** Accepts the newest code of `purpose` sent to `phone`, once; refuses a missing, wrong, used or expired one. */
export async function consumeSmsCode(context: SmsContext, purpose: SmsPurpose, phone: PhoneNumber, code: string): Promise<void> {
  const given = requireCodeText(code);
  await settle(context, async (tx) => checkStoredCode(tx, context, purpose, await selectLatestCode(tx, context.keys.merchantCode, purpose, phone, true), given));
}

/** The same for a code known by its id (the new-IP login step). */
export async function consumeSmsCodeById(context: SmsContext, purpose: SmsPurpose, codeId: string, code: string): Promise<void> {
  const given = requireCodeText(code);
  await settle(context, async (tx) => checkStoredCode(tx, context, purpose, await selectCodeById(tx, context.keys.merchantCode, codeId), given));
}

/** The countdown end of a code, for answering a repeated request without sending again. */
export async function countdownOf(db: Queryable, merchantCode: string, codeId: string): Promise<number | null> {
  const { rows } = await db.query<{ countdown_until: unknown }>('SELECT countdown_until FROM sms_codes WHERE merchant_code = $1 AND id = $2::bigint', [merchantCode, codeId]);
  const value = rows[0]?.countdown_until;
  return value === undefined || value === null ? null : toEpochMs(value);
}

/** The text of a code message, in the reader's language. */
export function smsCodeText(brandName: string, code: string, language: Language): string {
  if (language === 'bn') return `${brandName}: আপনার যাচাই কোড ${code}। কোডটি ${SMS_CODE_EXPIRY_MINUTES} মিনিট পর্যন্ত কাজ করবে। কাউকে জানাবেন না।`;
  return `${brandName}: your verification code is ${code}. It works for ${SMS_CODE_EXPIRY_MINUTES} minutes. Never share it.`;
}

export interface OutboxEntry {
  countryDialingCode: string;
  mobileNum: string;
  text: string;
  /** the 6-digit code in the text, when there is one */
  code: string | null;
  sentAt: string;
}

/** Outside production: what the embedded provider "sent" to a number, newest first. */
export async function readSmsOutbox(db: Queryable, merchantCode: string, phone: PhoneNumber): Promise<OutboxEntry[]> {
  const messages = await selectOutboxMessages(db, merchantCode, phone, 50);
  return messages.map((message) => ({
    countryDialingCode: phone.dialingCode,
    mobileNum: phone.national,
    text: message.text,
    code: /\b(\d{6})\b/.exec(message.text)?.[1] ?? null,
    sentAt: isoAt(message.sentAtMs),
  }));
}
