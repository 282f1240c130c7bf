import { describe, expect, it } from 'vitest';
import { cadenceOf, localDaysOf, periodAfter, periodContaining, wallMsAt, type Cadence } from './periods';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const span = (cadence: Cadence, zone: string, instant: string) => {
  const period = periodContaining(cadence, zone, at(instant));
  return [iso(period.startMs), iso(period.endMs)];
};
const HOUR = 3_600_000;

describe('settlement periods in a zone without daylight saving (Asia/Dhaka, UTC+6)', () => {
  const zone = 'Asia/Dhaka';

  it('cuts days at local midnight: the instant of midnight opens the new day', () => {
    expect(span('D', zone, '2026-03-01T05:00:00Z')).toEqual(['2026-02-28T18:00:00.000Z', '2026-03-01T18:00:00.000Z']);
    expect(span('D', zone, '2026-02-28T18:00:00Z')).toEqual(['2026-02-28T18:00:00.000Z', '2026-03-01T18:00:00.000Z']);
    expect(span('D', zone, '2026-02-28T17:59:59.999Z')).toEqual(['2026-02-27T18:00:00.000Z', '2026-02-28T18:00:00.000Z']);
  });

  it('starts weeks on Monday, across a month and a year end', () => {
    // Sunday 22 November 2026 belongs to the week that began on Monday the 16th
    expect(span('W', zone, '2026-11-22T12:00:00Z')).toEqual(['2026-11-15T18:00:00.000Z', '2026-11-22T18:00:00.000Z']);
    // Monday 23rd, a minute after local midnight, begins the next
    expect(span('W', zone, '2026-11-22T18:01:00Z')).toEqual(['2026-11-22T18:00:00.000Z', '2026-11-29T18:00:00.000Z']);
    // Thursday 31 December 2026 to Monday 4 January 2027
    expect(span('W', zone, '2026-12-31T08:00:00Z')).toEqual(['2026-12-27T18:00:00.000Z', '2027-01-03T18:00:00.000Z']);
  });

  it('halves months on the 1st and the 16th, the second half running to the month end', () => {
    expect(span('H', zone, '2026-01-15T17:59:59Z')).toEqual(['2025-12-31T18:00:00.000Z', '2026-01-15T18:00:00.000Z']);
    expect(span('H', zone, '2026-01-15T18:00:00Z')).toEqual(['2026-01-15T18:00:00.000Z', '2026-01-31T18:00:00.000Z']);
    expect(span('H', zone, '2026-04-30T12:00:00Z')).toEqual(['2026-04-15T18:00:00.000Z', '2026-04-30T18:00:00.000Z']);
  });

  it('gives February 29 days in a leap year and 28 otherwise', () => {
    expect(span('M', zone, '2024-02-10T00:00:00Z')).toEqual(['2024-01-31T18:00:00.000Z', '2024-02-29T18:00:00.000Z']);
    expect(span('H', zone, '2024-02-29T10:00:00Z')).toEqual(['2024-02-15T18:00:00.000Z', '2024-02-29T18:00:00.000Z']);
    expect(span('M', zone, '2026-02-10T00:00:00Z')).toEqual(['2026-01-31T18:00:00.000Z', '2026-02-28T18:00:00.000Z']);
    expect(span('D', zone, '2024-02-29T10:00:00Z')).toEqual(['2024-02-28T18:00:00.000Z', '2024-02-29T18:00:00.000Z']);
  });

  it('cuts months across the year end', () => {
    expect(span('M', zone, '2026-12-31T17:00:00Z')).toEqual(['2026-11-30T18:00:00.000Z', '2026-12-31T18:00:00.000Z']);
    expect(span('M', zone, '2026-12-31T18:00:00Z')).toEqual(['2026-12-31T18:00:00.000Z', '2027-01-31T18:00:00.000Z']);
  });

  it('cuts clock hours and 5-minute slices', () => {
    expect(span('HOUR', zone, '2026-06-01T10:59:59Z')).toEqual(['2026-06-01T10:00:00.000Z', '2026-06-01T11:00:00.000Z']);
    expect(span('FIVE_MINUTES', zone, '2026-06-01T10:04:59.999Z')).toEqual(['2026-06-01T10:00:00.000Z', '2026-06-01T10:05:00.000Z']);
    expect(span('FIVE_MINUTES', zone, '2026-06-01T10:05:00Z')).toEqual(['2026-06-01T10:05:00.000Z', '2026-06-01T10:10:00.000Z']);
  });

  it('lists the local days a range touches', () => {
    expect(localDaysOf(zone, at('2026-02-26T18:00:00Z'), at('2026-03-01T18:00:00Z'))).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(localDaysOf(zone, at('2026-02-27T06:00:00Z'), at('2026-02-27T07:00:00Z'))).toEqual(['2026-02-27']);
  });
});

describe('settlement periods in a zone with half-hour offsets (Asia/Kolkata, UTC+5:30)', () => {
  it('begins clock hours at half past in UTC', () => {
    expect(span('HOUR', 'Asia/Kolkata', '2026-06-01T10:45:00Z')).toEqual(['2026-06-01T10:30:00.000Z', '2026-06-01T11:30:00.000Z']);
    expect(span('D', 'Asia/Kolkata', '2026-06-01T10:45:00Z')).toEqual(['2026-05-31T18:30:00.000Z', '2026-06-01T18:30:00.000Z']);
  });
});

describe('settlement periods across daylight saving (America/New_York)', () => {
  const zone = 'America/New_York';

  it('makes the day clocks go forward 23 hours long and the day they go back 25', () => {
    const spring = periodContaining('D', zone, at('2026-03-08T12:00:00Z'));
    expect([iso(spring.startMs), iso(spring.endMs)]).toEqual(['2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z']);
    expect(spring.endMs - spring.startMs).toBe(23 * HOUR);
    const autumn = periodContaining('D', zone, at('2026-11-01T12:00:00Z'));
    expect([iso(autumn.startMs), iso(autumn.endMs)]).toEqual(['2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z']);
    expect(autumn.endMs - autumn.startMs).toBe(25 * HOUR);
  });

  it('skips the hour that never happens and lets the hour that happens twice run two hours', () => {
    // 01:30 EST on 8 March: the next wall hour, 02:00, never comes; 03:00 EDT follows at 07:00Z
    expect(span('HOUR', zone, '2026-03-08T06:30:00Z')).toEqual(['2026-03-08T06:00:00.000Z', '2026-03-08T07:00:00.000Z']);
    expect(span('HOUR', zone, '2026-03-08T07:00:00Z')).toEqual(['2026-03-08T07:00:00.000Z', '2026-03-08T08:00:00.000Z']);
    // 01:00 to 02:00 on 1 November happens in EDT (05:00Z) and again in EST (06:00Z)
    expect(span('HOUR', zone, '2026-11-01T05:30:00Z')).toEqual(['2026-11-01T05:00:00.000Z', '2026-11-01T07:00:00.000Z']);
    expect(span('HOUR', zone, '2026-11-01T06:30:00Z')).toEqual(['2026-11-01T05:00:00.000Z', '2026-11-01T07:00:00.000Z']);
  });

  it('keeps weeks and months on local midnight across the change', () => {
    expect(span('W', zone, '2026-03-10T12:00:00Z')).toEqual(['2026-03-09T04:00:00.000Z', '2026-03-16T04:00:00.000Z']);
    expect(span('M', zone, '2026-11-15T12:00:00Z')).toEqual(['2026-11-01T04:00:00.000Z', '2026-12-01T05:00:00.000Z']);
  });
});

describe('periods tile time', () => {
  const zones = ['Asia/Dhaka', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'America/Santiago', 'America/Havana', 'Asia/Kathmandu', 'Pacific/Chatham'];
  const cadences: Cadence[] = ['D', 'W', 'H', 'M', 'HOUR'];

  it.each(zones)('one after another with no gap or overlap, each starting at a local midnight or hour (%s)', (zone) => {
    for (const cadence of cadences) {
      const steps = cadence === 'HOUR' ? 24 * 40 : cadence === 'D' ? 400 : 60;
      let period = periodContaining(cadence, zone, at('2025-12-20T00:00:00Z'));
      for (let step = 0; step < steps; step += 1) {
        const next = periodAfter(cadence, zone, period);
        expect(next.startMs, `${cadence} ${zone} after ${iso(period.startMs)}`).toBe(period.endMs);
        expect(next.endMs).toBeGreaterThan(next.startMs);
        // every instant of a period belongs to it, and the one before its start to the previous period
        expect(periodContaining(cadence, zone, next.startMs)).toEqual(next);
        expect(periodContaining(cadence, zone, next.endMs - 1)).toEqual(next);
        if (cadence !== 'HOUR') {
          const wall = new Date(wallMsAt(zone, next.startMs));
          const before = new Date(wallMsAt(zone, next.startMs - 1000));
          // a day begins where the local date changes (at midnight, or when a gap skips it)
          expect(wall.getUTCDate() === before.getUTCDate(), `${cadence} ${zone} at ${iso(next.startMs)}`).toBe(false);
        }
        period = next;
      }
    }
  });

  it('counts 365 days in 2026 and 366 in 2024, whatever the zone', () => {
    for (const zone of zones) {
      for (const [year, days] of [
        [2026, 365],
        [2024, 366],
      ] as const) {
        let period = periodContaining('D', zone, periodContaining('M', zone, at(`${year}-01-15T12:00:00Z`)).startMs);
        const yearEnd = periodContaining('M', zone, at(`${year}-12-15T12:00:00Z`)).endMs;
        let counted = 1;
        while (period.endMs < yearEnd) {
          period = periodAfter('D', zone, period);
          counted += 1;
        }
        expect(counted, `${zone} ${year}`).toBe(days);
      }
    }
  });
});

describe('the cadence of a contract', () => {
  it('is its period for salary and dividend, an hour for HOURLY and 5 minutes for REALTIME', () => {
    expect(cadenceOf('SALARY', 'W')).toBe('W');
    expect(cadenceOf('DIVIDEND', 'H')).toBe('H');
    expect(cadenceOf('HOURLY', null)).toBe('HOUR');
    expect(cadenceOf('REALTIME', null)).toBe('FIVE_MINUTES');
    expect(() => cadenceOf('SALARY', null)).toThrow();
  });
});
