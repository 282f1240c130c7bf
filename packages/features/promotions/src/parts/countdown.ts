import { useEffect, useState } from 'react';
import type { Language } from '@croupier/domain';
import { formatDigits } from '@croupier/i18n';

/** Whole seconds left until `untilIso` at `nowMs`; never below zero. */
export function secondsLeft(untilIso: string, nowMs: number): number {
  return Math.max(0, Math.ceil((Date.parse(untilIso) - nowMs) / 1000));
}

/** Seconds as m:ss, or h:mm:ss past an hour, in the reader's digits. */
export function formatClock(seconds: number, language: Language): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  const text = hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
  return formatDigits(text, language);
}

/**
 * The seconds left until a time, ticking each second while there are any; `onZero` runs once when
 * they run out (a joined bonus's hold ends, and the promotion is read again).
 */
export function useSecondsLeft(untilIso: string | null, onZero?: () => void): number | null {
  const [nowMs, setNowMs] = useState(() => Date.now());
  const left = untilIso === null ? null : secondsLeft(untilIso, nowMs);
  useEffect(() => {
    if (left === null) return undefined;
    if (left === 0) {
      onZero?.();
      return undefined;
    }
    const timer = setTimeout(() => setNowMs(Date.now()), 1000);
    return () => clearTimeout(timer);
    // onZero is the caller's, fresh each render: the tick follows the time left only.
  }, [left]);
  return left;
}
