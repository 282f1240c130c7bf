import { SMS_LOCKOUT_MS, smsCountdownSeconds } from '@croupier/domain';

/** The three places a code is sent from; each counts down on its own. */
export type SmsPurpose = 'login' | 'register' | 'password';

/** When a code went out and for how long it holds, as kept in the browser. */
export interface SmsSendRecord {
  /** Local clock time of the send, so a skewed server clock cannot shorten or stretch the wait */
  sentAtMs: number;
  expiredMinutes: number;
}

const storageKey = (purpose: SmsPurpose) => `croupier.smsSent.${purpose}`;

function isRecord(value: unknown): value is SmsSendRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.sentAtMs === 'number' && typeof record.expiredMinutes === 'number';
}

export function readSmsSend(storage: Storage | undefined, purpose: SmsPurpose): SmsSendRecord | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(storageKey(purpose)) ?? 'null');
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeSmsSend(storage: Storage | undefined, purpose: SmsPurpose, record: SmsSendRecord | null): void {
  try {
    if (record) storage?.setItem(storageKey(purpose), JSON.stringify(record));
    else storage?.removeItem(storageKey(purpose));
  } catch {
    // Storage refused (private mode): the countdown still runs, it just does not survive a reload.
  }
}

/** Seconds left before another code may be asked for (SPEC §4: 60 s per expiry minute, less the time gone). */
export function secondsLeft(record: SmsSendRecord | null, nowMs: number): number {
  return record ? smsCountdownSeconds(record.expiredMinutes, record.sentAtMs, nowMs) : 0;
}

/**
 * A wait the server names in seconds (a countdown still running, the 5-minute lockout), written as a
 * send record so one countdown shows every kind of wait.
 */
export function recordForWait(waitSeconds: number | null, nowMs: number): SmsSendRecord {
  const seconds = waitSeconds && waitSeconds > 0 ? waitSeconds : SMS_LOCKOUT_MS / 1000;
  const expiredMinutes = Math.ceil(seconds / 60);
  return { expiredMinutes, sentAtMs: nowMs - (expiredMinutes * 60 - seconds) * 1000 };
}
