import type { Language } from '@croupier/domain';
import { NUMBER_LOCALE } from '@croupier/i18n';

const MINUTE_MS = 60_000;

/** The zone's wall-clock time at an instant, read back as if it were UTC: the difference is the offset. */
function wallClockAsUtcMs(atMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(atMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((each) => each.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** The zone's offset from UTC in minutes at an instant (daylight saving included where the zone has it). */
export function zoneOffsetMinutes(atMs: number, timeZone: string): number {
  const wholeSecondMs = Math.floor(atMs / 1000) * 1000;
  return Math.round((wallClockAsUtcMs(wholeSecondMs, timeZone) - wholeSecondMs) / MINUTE_MS);
}

/** The signed offset from GMT: +6 for Dhaka, +5:30 for Kolkata, -3 for São Paulo, +0 for UTC. */
export function gmtOffset(atMs: number, timeZone: string): string {
  const offset = zoneOffsetMinutes(atMs, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return `${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/** SPEC §2 "GMT offset": GMT+6 for Dhaka, GMT+5:30 for Kolkata, GMT-3 for São Paulo, GMT+0 for UTC. */
export function gmtOffsetLabel(atMs: number, timeZone: string): string {
  return `GMT${gmtOffset(atMs, timeZone)}`;
}

/** The date and the time to the second in the brand's zone, in the reader's digits. */
export function clockText(atMs: number, timeZone: string, language: Language): string {
  return new Intl.DateTimeFormat(NUMBER_LOCALE[language], {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(atMs));
}
