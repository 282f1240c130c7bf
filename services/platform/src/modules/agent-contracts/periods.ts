import { REALTIME_SALARY_PERIOD_MS, type ContractKind, type ContractPeriod } from '@croupier/domain';

/**
 * Settlement periods cut in a brand's time zone (docs/decisions/0022-agent-portal.md, "Settlement"):
 * days from local midnight, weeks from Monday, halves of a month on the 1st and the 16th, months on
 * the 1st, clock hours, and 5-minute slices. Each period is a half-open range of instants
 * [startMs, endMs), so consecutive periods tile time with no gap and no overlap, also across a
 * daylight-saving change (such a day is 23 or 25 hours long).
 *
 * Pure: the zone's offsets come from the runtime's tz database through Intl, so tests cut periods
 * without a database and the engine cuts the same ones Postgres would.
 */

/** How often a contract settles: a SPEC §3 period for SALARY and DIVIDEND, an hour, or 5 minutes. */
export type Cadence = ContractPeriod | 'HOUR' | 'FIVE_MINUTES';

export interface Period {
  startMs: number;
  endMs: number;
}

export function cadenceOf(kind: ContractKind, period: ContractPeriod | null): Cadence {
  if (kind === 'HOURLY') return 'HOUR';
  if (kind === 'REALTIME') return 'FIVE_MINUTES';
  if (period === null) throw new Error(`contracts: a ${kind} contract has no period`);
  return period;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time in the zone at an instant, as milliseconds of a UTC calendar (seconds precision). */
export function wallMsAt(timeZone: string, instantMs: number): number {
  const parts = formatterOf(timeZone).formatToParts(new Date(instantMs));
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? NaN);
  return Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
}

/** A calendar day, month 1-12. */
export interface LocalDay {
  year: number;
  month: number;
  day: number;
}

export function localDayAt(timeZone: string, instantMs: number): LocalDay {
  const wall = new Date(wallMsAt(timeZone, instantMs));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

const SECOND_MS = 1000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The first instant whose wall-clock time in the zone is at or after `wallTargetMs`. Zones are at most
 * 14 hours from UTC, so the answer lies within 15 hours of the target read as UTC; a binary search on
 * whole seconds finds it. At a daylight-saving gap (a local time that never happens) this is the
 * moment the clocks jump; at an overlap (a local hour that happens twice) the first time it happens.
 */
export function instantOfWall(timeZone: string, wallTargetMs: number): number {
  // The usual case in two or three reads: take the zone's offset near the target and check that the
  // instant found is the first at or after it; gaps and overlaps fall through to the search.
  const isFirst = (instantMs: number) => wallMsAt(timeZone, instantMs) >= wallTargetMs && wallMsAt(timeZone, instantMs - SECOND_MS) < wallTargetMs;
  const offsetAt = (instantMs: number) => wallMsAt(timeZone, instantMs) - Math.floor(instantMs / SECOND_MS) * SECOND_MS;
  const guess = wallTargetMs - offsetAt(wallTargetMs);
  const refined = wallTargetMs - offsetAt(guess);
  if (refined % SECOND_MS === 0 && isFirst(refined)) return refined;
  return searchInstantOfWall(timeZone, wallTargetMs);
}

function searchInstantOfWall(timeZone: string, wallTargetMs: number): number {
  let low = wallTargetMs - 15 * HOUR_MS; // wall time here is before the target whatever the offset
  let high = wallTargetMs + 15 * HOUR_MS; // and here at or after it
  while (high - low > SECOND_MS) {
    const middle = low + Math.floor((high - low) / 2 / SECOND_MS) * SECOND_MS;
    if (wallMsAt(timeZone, middle) >= wallTargetMs) high = middle;
    else low = middle;
  }
  return high;
}

/** Local midnight starting the day, as an instant. Day numbers past the month's end roll over (Date.UTC does). */
export function startOfLocalDay(timeZone: string, year: number, month: number, day: number): number {
  return instantOfWall(timeZone, Date.UTC(year, month - 1, day));
}

/** The period of the cadence that holds the instant. */
export function periodContaining(cadence: Cadence, timeZone: string, instantMs: number): Period {
  if (cadence === 'FIVE_MINUTES') {
    // Zone offsets are whole quarters of an hour, so 5-minute slices of UTC are 5-minute slices of local time.
    const startMs = Math.floor(instantMs / REALTIME_SALARY_PERIOD_MS) * REALTIME_SALARY_PERIOD_MS;
    return { startMs, endMs: startMs + REALTIME_SALARY_PERIOD_MS };
  }
  if (cadence === 'HOUR') {
    const wallHourMs = Math.floor(wallMsAt(timeZone, instantMs) / HOUR_MS) * HOUR_MS;
    const startMs = instantOfWall(timeZone, wallHourMs);
    // At an overlap the same wall hour comes twice: the period runs until the next wall hour first begins.
    return { startMs, endMs: Math.max(instantOfWall(timeZone, wallHourMs + HOUR_MS), startMs + 1) };
  }
  const { year, month, day } = localDayAt(timeZone, instantMs);
  switch (cadence) {
    case 'D':
      return { startMs: startOfLocalDay(timeZone, year, month, day), endMs: startOfLocalDay(timeZone, year, month, day + 1) };
    case 'W': {
      // getUTCDay: 0 Sunday … 6 Saturday; weeks begin on Monday
      const sinceMonday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
      return { startMs: startOfLocalDay(timeZone, year, month, day - sinceMonday), endMs: startOfLocalDay(timeZone, year, month, day - sinceMonday + 7) };
    }
    case 'H':
      return day < 16
        ? { startMs: startOfLocalDay(timeZone, year, month, 1), endMs: startOfLocalDay(timeZone, year, month, 16) }
        : { startMs: startOfLocalDay(timeZone, year, month, 16), endMs: startOfLocalDay(timeZone, year, month + 1, 1) };
    case 'M':
      return { startMs: startOfLocalDay(timeZone, year, month, 1), endMs: startOfLocalDay(timeZone, year, month + 1, 1) };
  }
}

/** Periods already cut: every contract of a cadence steps through the same ones, so each is cut once. */
const cutPeriods = new Map<string, Period>();
const MAX_CUT_PERIODS = 50_000;

/** The period right after the one given (periods tile time, so it starts where that one ends). */
export function periodAfter(cadence: Cadence, timeZone: string, period: Period): Period {
  if (cadence === 'FIVE_MINUTES') return periodContaining(cadence, timeZone, period.endMs);
  const key = `${cadence}|${timeZone}|${period.endMs}`;
  let next = cutPeriods.get(key);
  if (!next) {
    if (cutPeriods.size >= MAX_CUT_PERIODS) cutPeriods.clear();
    next = periodContaining(cadence, timeZone, period.endMs);
    cutPeriods.set(key, next);
  }
  return next;
}

/** The calendar days (yyyy-mm-dd) in the zone that a range of instants touches, in order. */
export function localDaysOf(timeZone: string, fromMs: number, toMs: number): string[] {
  const days: string[] = [];
  let cursor = fromMs;
  while (cursor < toMs) {
    const { year, month, day } = localDayAt(timeZone, cursor);
    days.push(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
    cursor = startOfLocalDay(timeZone, year, month, day + 1);
  }
  return days;
}

/** Whole days are at most 25 hours even across a daylight-saving change; used to bound loops. */
export const LONGEST_DAY_MS = DAY_MS + HOUR_MS;
