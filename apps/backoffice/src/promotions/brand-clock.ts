/**
 * A promotion's window is set in the brand's time, the clock its members live by (the server counts
 * a promotion's days and weeks in that zone too), whatever the operator's own computer says. The
 * builder's date-and-time fields hold the brand's wall-clock time, "2026-12-01T09:00", and these turn
 * it into the instant the platform is sent, and back.
 */

const MINUTE_MS = 60_000;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function wallClockParts(atMs: number, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute', number> {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).formatToParts(new Date(atMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((each) => each.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

/** The zone's offset from UTC in minutes at an instant, daylight saving included where the zone has it. */
function offsetMinutes(atMs: number, timeZone: string): number {
  const wall = wallClockParts(atMs, timeZone);
  const wholeMinuteMs = Math.floor(atMs / MINUTE_MS) * MINUTE_MS;
  return Math.round((Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - wholeMinuteMs) / MINUTE_MS);
}

/** The instant (ms) of a wall-clock time "yyyy-mm-ddThh:mm" in a zone; null when the text is no such time. */
export function instantOfBrandTime(wallTime: string, timeZone: string): number | null {
  const match = WALL_TIME.exec(wallTime.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc) || new Date(asUtc).getUTCDate() !== day) return null;
  // The offset at the guessed instant, then again at the corrected one: right on both sides of a change of clocks.
  const first = asUtc - offsetMinutes(asUtc, timeZone) * MINUTE_MS;
  return asUtc - offsetMinutes(first, timeZone) * MINUTE_MS;
}

/** The wall-clock time "yyyy-mm-ddThh:mm" of an instant in a zone, as a date-and-time field holds it. */
export function brandTimeOf(atMs: number, timeZone: string): string {
  const wall = wallClockParts(atMs, timeZone);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${wall.year}-${two(wall.month)}-${two(wall.day)}T${two(wall.hour)}:${two(wall.minute)}`;
}

/** "GMT+6", "GMT+5:30", "GMT-3": the zone's offset at an instant, said beside the fields. */
export function gmtLabel(atMs: number, timeZone: string): string {
  const offset = offsetMinutes(atMs, timeZone);
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return `GMT${offset < 0 ? '-' : '+'}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}
