import type { PromotionFrequency } from '@croupier/contract';
import { dayInZone, shiftDay } from '@croupier/domain';

/**
 * The period a member takes part in (decision 0047): `once` for the whole promotion, else the brand's
 * calendar day (YYYY-MM-DD) or its ISO week (YYYY-Www, Monday first) at the instant asked about.
 */
export function periodKeyOf(frequency: PromotionFrequency, timeZone: string, nowMs: number): string {
  if (frequency === 'ONCE') return 'once';
  const day = dayInZone(nowMs, timeZone);
  return frequency === 'DAILY' ? day : isoWeekOf(day);
}

/** The ISO 8601 week of a calendar day: the week's Thursday decides its year. */
export function isoWeekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = shiftDay(day, 3 - weekday);
  const year = Number(thursday.slice(0, 4));
  const firstThursdayDay = shiftDay(`${year}-01-04`, 3 - ((new Date(`${year}-01-04T00:00:00Z`).getUTCDay() + 6) % 7));
  const week = 1 + Math.round((Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${firstThursdayDay}T00:00:00Z`)) / (7 * 86_400_000));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * The streak a sign-in ladder stands at before today: how many days in a row up to yesterday the
 * member signed (`signedDays` newest first, today possibly among them).
 */
export function streakBefore(today: string, signedDays: readonly string[]): number {
  let streak = 0;
  let expected = shiftDay(today, -1);
  for (const day of signedDays) {
    if (day === today) continue;
    if (day !== expected) break;
    streak += 1;
    expected = shiftDay(expected, -1);
  }
  return streak;
}
