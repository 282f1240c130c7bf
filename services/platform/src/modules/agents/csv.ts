import { AGENT_REPORT_CSV_CUT_MARK } from '@croupier/contract';

/**
 * CSV text of a report (RFC 4180: comma-separated, CRLF line ends, quotes doubled). Text cells that a
 * spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return) get a
 * leading apostrophe; numbers are written as they are. The text starts with a byte-order mark so
 * spreadsheets read Bengali names as UTF-8.
 */

/** A text cell, or a number written as it is (money already in major units, such as -12.50). */
export type CsvCell = { text: string | null } | { number: string };

export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => CsvCell;
}

const FORMULA_START = /^[=+\-@\t\r]/;

function quoted(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function cellText(cell: CsvCell): string {
  if ('number' in cell) return cell.number;
  if (cell.text === null) return '';
  return quoted(FORMULA_START.test(cell.text) ? `'${cell.text}` : cell.text);
}

export const text = (value: string | null): CsvCell => ({ text: value });
export const count = (value: number): CsvCell => ({ number: String(value) });

/** Minor units as a decimal amount in major units with the currency's places: -1250 at scale 2 is -12.50. */
export function money(amountMinor: number, scale: number): CsvCell {
  if (scale === 0) return { number: String(amountMinor) };
  const sign = amountMinor < 0 ? '-' : '';
  const digits = String(Math.abs(amountMinor)).padStart(scale + 1, '0');
  return { number: `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}` };
}

/** An instant as the brand's clock shows it: 2026-11-22 14:03:05 in its time zone. */
export function localTime(iso: string, timeZone: string): CsvCell {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '00';
  return { text: `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}` };
}

/**
 * The whole export: a header line, one line per row, and, when the range held more rows than were
 * written, a last line saying so.
 */
export function csvText<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[], totalRows: number): string {
  const lines = [columns.map((column) => quoted(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => cellText(column.cell(row))).join(','));
  if (totalRows > rows.length) {
    lines.push(`${AGENT_REPORT_CSV_CUT_MARK} the range holds ${totalRows} rows; this export holds the first ${rows.length}. Narrow the range to export the rest.`);
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
