import { REBATE_CLAIM_DAYS, REBATE_SETTLE_MS, dayInZone, shiftDay } from '@croupier/domain';

/**
 * A rebate's day is a calendar day in the brand's time zone (decision 0044): from the first instant of
 * its local date to the first instant of the next, so consecutive days tile time with no gap and no
 * overlap, a daylight-saving day being 23 or 25 hours long. Pure: the zone's offsets come from the
 * runtime's tz database through Intl, so the windows the rebate reads stakes in are the same ones the
 * tests check without a database.
 */

const HOUR_MS = 3_600_000;
/** Zones lie at most 14 hours from UTC; a day's start is within 15 hours of its date read as UTC. */
const SEARCH_SPAN_MS = 15 * HOUR_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time in the zone at an instant, as milliseconds of a UTC calendar. */
export function wallMsAt(timeZone: string, instantMs: number): number {
  const parts = formatterOf(timeZone).formatToParts(new Date(instantMs));
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? NaN);
  const wholeSeconds = Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
  return wholeSeconds + (((instantMs % 1000) + 1000) % 1000);
}

/**
 * The first instant whose wall-clock time is at or after `wallTargetMs`: the target's offset guessed
 * from the zone's offset near it and checked, else found by halving (at a daylight-saving gap the
 * moment the clocks jump, at an overlap the first time the hour happens).
 */
export function instantOfWall(timeZone: string, wallTargetMs: number): number {
  const atOrAfter = (instantMs: number) => wallMsAt(timeZone, instantMs) >= wallTargetMs;
  const isFirst = (instantMs: number) => atOrAfter(instantMs) && !atOrAfter(instantMs - 1);
  const offsetAt = (instantMs: number) => wallMsAt(timeZone, instantMs) - instantMs;
  const guess = wallTargetMs - offsetAt(wallTargetMs);
  const refined = wallTargetMs - offsetAt(guess);
  if (isFirst(refined)) return refined;
  let low = wallTargetMs - SEARCH_SPAN_MS;
  let high = wallTargetMs + SEARCH_SPAN_MS;
  while (high - low > 1) {
    const middle = low + Math.floor((high - low) / 2);
    if (atOrAfter(middle)) high = middle;
    else low = middle;
  }
  return high;
}

const wallOfDay = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The first instant of the day (yyyy-mm-dd) in the zone. */
export function dayStartMs(timeZone: string, day: string): number {
  return instantOfWall(timeZone, wallOfDay(day));
}

export interface DayWindow {
  /** the day's first instant */
  fromMs: number;
  /** the next day's first instant: the window is [fromMs, toMs) */
  toMs: number;
}

export function dayWindow(timeZone: string, day: string): DayWindow {
  return { fromMs: dayStartMs(timeZone, day), toMs: dayStartMs(timeZone, shiftDay(day, 1)) };
}

/** The day an instant falls in, in the zone. */
export function dayAt(timeZone: string, instantMs: number): string {
  return dayInZone(instantMs, timeZone);
}

/** When a day's figure is final: a little after its end, once bets taken in its last instant have committed. */
export function dayFinalAtMs(timeZone: string, day: string): number {
  return dayStartMs(timeZone, shiftDay(day, 1)) + REBATE_SETTLE_MS;
}

/**
 * When the daily run pays a day on an AUTO brand: at the pay hour of the next day in the brand's zone
 * (12:00 by default), and never before the day's figure is final.
 */
export function payAtMs(timeZone: string, day: string, payHour: number): number {
  const payHourWall = wallOfDay(shiftDay(day, 1)) + payHour * HOUR_MS;
  return Math.max(instantOfWall(timeZone, payHourWall), dayFinalAtMs(timeZone, day));
}

/** The first instant a finished day can no longer be claimed: the end of the REBATE_CLAIM_DAYS-th day after it. */
export function claimableUntilMs(timeZone: string, day: string): number {
  return dayStartMs(timeZone, shiftDay(day, REBATE_CLAIM_DAYS + 1));
}

/** Whether a day can be claimed at `nowMs`: final, and its window not yet over. */
export function isClaimableAt(timeZone: string, day: string, nowMs: number): boolean {
  return nowMs >= dayFinalAtMs(timeZone, day) && nowMs < claimableUntilMs(timeZone, day);
}

/** The days that may be claimable at `nowMs`, newest first: the REBATE_CLAIM_DAYS days before today. */
export function claimWindowDays(timeZone: string, nowMs: number): string[] {
  const today = dayAt(timeZone, nowMs);
  const days: string[] = [];
  for (let back = 1; back <= REBATE_CLAIM_DAYS; back += 1) days.push(shiftDay(today, -back));
  return days.filter((day) => isClaimableAt(timeZone, day, nowMs));
}
