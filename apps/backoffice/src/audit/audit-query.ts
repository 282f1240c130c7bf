/**
 * The audit log's filters as the address keeps them (days as yyyy-mm-dd in the reader's own zone) and
 * as the server takes them (instants): the reader picks days on their own clock, the server compares
 * instants, so no zone is guessed on either side.
 */

export interface AuditFilters {
  action: string;
  operator: string;
  /** a merchant code, or '' for every brand */
  merchantCode: string;
  subject: string;
  /** yyyy-mm-dd in the reader's zone, or '' */
  fromDay: string;
  toDay: string;
}

export const NO_FILTERS: AuditFilters = { action: '', operator: '', merchantCode: '', subject: '', fromDay: '', toDay: '' };

const FILTER_PARAMS = { action: 'action', operator: 'operator', merchantCode: 'brand', subject: 'subject', fromDay: 'from', toDay: 'to' } as const satisfies Record<keyof AuditFilters, string>;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function filtersFromParams(params: URLSearchParams): AuditFilters {
  const read = (key: keyof AuditFilters) => params.get(FILTER_PARAMS[key])?.trim() ?? '';
  const day = (key: 'fromDay' | 'toDay') => (DAY.test(read(key)) ? read(key) : '');
  return { action: read('action'), operator: read('operator'), merchantCode: read('merchantCode'), subject: read('subject'), fromDay: day('fromDay'), toDay: day('toDay') };
}

/** The address of a page of the filtered log: filters left empty are left out. */
export function paramsOf(filters: AuditFilters, page: number): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of Object.keys(FILTER_PARAMS) as (keyof AuditFilters)[]) {
    const value = filters[key].trim();
    if (value !== '') params[FILTER_PARAMS[key]] = value;
  }
  if (page > 1) params.page = String(page);
  return params;
}

/** The instant a day starts on the reader's clock; `plusDays` 1 gives the start of the next day. */
export function localDayStart(day: string, plusDays = 0): string | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays).toISOString();
}

/** The call's query: the day range from the start of `fromDay` to the end of `toDay`, both counted. */
export function auditCallQuery(filters: AuditFilters, page: number): Record<string, string> {
  const query: Record<string, string> = { page: String(page) };
  if (filters.action) query.action = filters.action;
  if (filters.operator) query.operator = filters.operator;
  if (filters.merchantCode) query.merchantCode = filters.merchantCode;
  if (filters.subject) query.subject = filters.subject;
  const from = localDayStart(filters.fromDay);
  const to = localDayStart(filters.toDay, 1);
  if (from) query.from = from;
  if (to) query.to = to;
  return query;
}

/** The reader's own time zone, which the log's times are shown in and its days are counted in. */
export function readerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The zone's short name at that instant (GMT+6, UTC, CET), so a time never reads without its zone. */
export function zoneLabel(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(new Date(iso));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}
