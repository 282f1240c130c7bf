export type Cell = string | number;

/** Figures (and '-' for a figure that was not measured) are right-aligned. */
const NUMERIC_CELL = /^(?:-|[-+]?\d[\d,.]*(?:%|x| ms| s)?)$/;

/**
 * A Markdown table with padded columns: readable in a terminal and pasted as it is into
 * docs/benchmarks.md. Numbers are right-aligned.
 */
export function markdownTable(headers: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const text = rows.map((row) => headers.map((_header, index) => String(row[index] ?? '')));
  const numeric = headers.map((_header, index) => text.length > 0 && text.every((row) => NUMERIC_CELL.test(row[index] as string)));
  const widths = headers.map((header, index) => Math.max(3, header.length, ...text.map((row) => (row[index] as string).length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, index) => (numeric[index] ? cell.padStart(widths[index] as number) : cell.padEnd(widths[index] as number))).join(' | ')} |`;
  const rule = `|${widths.map((width, index) => (numeric[index] ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [line(headers), rule, ...text.map(line)].join('\n');
}

/** Milliseconds with one decimal: loopback latencies are a few ms, and a whole ms hides the change. */
export function ms(value: number): string {
  return Number.isFinite(value) ? value.toFixed(1) : '-';
}

export function kib(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
