import Fastify from 'fastify';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { AGENT_REPORT_CSV_CUT_MARK, defineCall } from '@croupier/contract';
import { AGENT_REPORT_CSV_MAX_ROWS } from '@croupier/domain';
import { installErrorHandling } from '../../http/error-handling';
import { RouteRegistry } from '../../http/route-registry';
import { count, csvText, localTime, money, text, type CsvColumn } from './csv';
import { registerReportRoute } from './report-route';

interface Row {
  name: string | null;
  amountMinor: number;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Name', cell: (row) => text(row.name) },
  { header: 'Amount', cell: (row) => money(row.amountMinor, 2) },
];
const body = (csv: string) => csv.replace(/^\uFEFF/, '');

describe('report CSV', () => {
  it('quotes what needs quoting, keeps formulas from running, and writes money in major units', () => {
    const csv = csvText(
      columns,
      [
        { name: 'plain', amountMinor: 1250 },
        { name: 'comma, "quoted"', amountMinor: -5 },
        { name: '=HYPERLINK("x")', amountMinor: 0 },
        { name: '-2+3', amountMinor: 100_000_07 },
        { name: 'line\nbreak', amountMinor: -123_456 },
        { name: null, amountMinor: 7 },
      ],
      6,
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(body(csv)).toBe(
      ['Name,Amount', 'plain,12.50', '"comma, ""quoted""",-0.05', `"'=HYPERLINK(""x"")",0.00`, "'-2+3,100000.07", '"line\nbreak",-1234.56', ',0.07', ''].join('\r\n'),
    );
    expect(money(-1250, 0)).toEqual({ number: '-1250' });
    expect(money(5, 3)).toEqual({ number: '0.005' });
    expect(count(42)).toEqual({ number: '42' });
  });

  it('writes times as the brand’s clock shows them', () => {
    expect(localTime('2026-11-20T18:30:05.000Z', 'Asia/Dhaka')).toEqual({ text: '2026-11-21 00:30:05' });
    expect(localTime('2026-07-01T12:00:00.000Z', 'Europe/London')).toEqual({ text: '2026-07-01 13:00:00' });
  });

  it('says in its last line when the range held more rows than it wrote', () => {
    const cut = body(csvText(columns, [{ name: 'a', amountMinor: 1 }], 12_345)).trimEnd().split('\r\n');
    expect(cut).toHaveLength(3);
    expect(cut[2]).toBe(`${AGENT_REPORT_CSV_CUT_MARK} the range holds 12345 rows; this export holds the first 1. Narrow the range to export the rest.`);
    expect(body(csvText(columns, [], 0))).toBe('Name,Amount\r\n');
  });

  it('serves the same call as JSON or, with format=csv, as text of every row up to the cap', async () => {
    const call = defineCall({
      name: 'testReport',
      method: 'GET',
      path: '/wps/agent/test-report',
      auth: true,
      query: z.object({ from: z.string(), to: z.string(), format: z.enum(['json', 'csv']).optional(), pageNo: z.coerce.number().optional(), pageSize: z.coerce.number().optional() }).strict(),
      body: z.object({}).strict(),
      value: z.object({ rows: z.array(z.object({ name: z.string().nullable(), amountMinor: z.number() })), total: z.number(), currency: z.object({ scale: z.number() }), timeZone: z.string() }),
    });
    const asked: unknown[] = [];
    const app = Fastify();
    installErrorHandling(app, new RouteRegistry());
    registerReportRoute(app, call, {
      checkResponses: true,
      context: async () => 'caller',
      // a range of 20,000 rows: the page asked for, or as many as the export may hold
      handle: async (query) => {
        asked.push({ pageNo: query.pageNo, pageSize: query.pageSize });
        const size = Math.min(query.pageSize ?? 20, 20_000);
        return { rows: Array.from({ length: size }, (_, index) => ({ name: `r${index}`, amountMinor: index })), total: 20_000, currency: { scale: 2 }, timeZone: 'Asia/Dhaka' };
      },
      csvName: 'test',
      csvColumns: () => columns,
    });
    const json = await app.inject({ url: '/wps/agent/test-report?from=2026-01-01&to=2026-01-02&pageSize=3' });
    expect(json.json()).toMatchObject({ success: true, value: { total: 20_000, rows: [{ name: 'r0' }, { name: 'r1' }, { name: 'r2' }] } });
    expect(json.headers['cache-control']).toBe('no-store');

    const csv = await app.inject({ url: '/wps/agent/test-report?from=2026-01-01&to=2026-01-02&format=csv' });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="test_2026-01-01_2026-01-02.csv"');
    const lines = body(csv.body).trimEnd().split('\r\n');
    expect(lines).toHaveLength(AGENT_REPORT_CSV_MAX_ROWS + 2);
    expect(lines[1]).toBe('r0,0.00');
    expect(lines.at(-2)).toBe(`r${AGENT_REPORT_CSV_MAX_ROWS - 1},${Math.floor((AGENT_REPORT_CSV_MAX_ROWS - 1) / 100)}.${String((AGENT_REPORT_CSV_MAX_ROWS - 1) % 100).padStart(2, '0')}`);
    expect(lines.at(-1)).toMatch(new RegExp(`^${AGENT_REPORT_CSV_CUT_MARK} the range holds 20000 rows; this export holds the first ${AGENT_REPORT_CSV_MAX_ROWS}\\.`));
    expect(asked.at(-1)).toEqual({ pageNo: 1, pageSize: AGENT_REPORT_CSV_MAX_ROWS });

    const bad = await app.inject({ url: '/wps/agent/test-report?from=2026-01-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    await app.close();
  });
});
