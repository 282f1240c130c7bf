import type { Queryable } from '../../db/database';

export interface RecordRange {
  fromAt: Date;
  /** the first instant after the range: midnight at the end of the `to` day */
  toAt: Date;
}

/**
 * The instants a range of calendar days spans in the brand's time zone. Postgres does the zone's
 * arithmetic (its tz database knows each zone's offsets, daylight saving included), so the server
 * carries no time-zone table of its own.
 */
export async function recordRangeOf(db: Queryable, from: string, to: string, timeZone: string): Promise<RecordRange> {
  const { rows } = await db.query<{ from_at: unknown; to_at: unknown }>(
    `SELECT ($1::date::timestamp AT TIME ZONE $3) AS from_at, (($2::date + 1)::timestamp AT TIME ZONE $3) AS to_at`,
    [from, to, timeZone],
  );
  const row = rows[0];
  if (!row) throw new Error('records: the range query answered nothing');
  return { fromAt: new Date(row.from_at as string | Date), toAt: new Date(row.to_at as string | Date) };
}
