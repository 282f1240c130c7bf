import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AgentReportFormat, CallDefinition } from '@croupier/contract';
import { AGENT_REPORT_CSV_MAX_ROWS } from '@croupier/domain';
import { parseInput } from '../../http/input';
import { inputLanguage } from '../../http/request-language';
import { csvText, type CsvColumn } from './csv';

/** What every list report answers: a page of rows, the count of the whole range, and how to show money and times. */
interface ReportValue<Row> {
  rows: Row[];
  total: number;
  currency: { scale: number };
  timeZone: string;
}

/** The paging and format fields every report query has (the contract's reportQueryShape). */
interface ReportQuery {
  format?: AgentReportFormat | undefined;
  pageNo?: number | undefined;
  pageSize?: number | undefined;
  from: string;
  to: string;
}

export interface ReportRoute<Query extends z.ZodType, Value extends z.ZodType, Row, Context> {
  context: (request: FastifyRequest) => Promise<Context>;
  handle: (query: z.output<Query>, context: Context, request: FastifyRequest) => Promise<z.output<Value> & ReportValue<Row>>;
  checkResponses: boolean;
  /** the file's name before its dates, such as team-bets */
  csvName: string;
  /** the export's columns; money and times come with the report's currency scale and time zone */
  csvColumns: (value: ReportValue<Row>) => readonly CsvColumn<Row>[];
}

/**
 * A list report of the agent back office. Without `format` (or with `format=json`) it is an ordinary
 * call: the checked query, and the answer in the success envelope, as registerCall serves every call.
 * With `format=csv` the same call answers text/csv of every row of the range, up to
 * AGENT_REPORT_CSV_MAX_ROWS, as an attachment: one URL per report, so the export always matches the
 * page the agent is looking at. registerCall answers only envelopes, which is why reports have this.
 */
export function registerReportRoute<Query extends z.ZodType<ReportQuery>, Body extends z.ZodType, Value extends z.ZodType, Row, Context>(
  app: FastifyInstance,
  call: CallDefinition<Query, Body, Value>,
  route: ReportRoute<Query, Value, Row, Context>,
): void {
  if (call.method !== 'GET' || call.secret || call.params) throw new Error(`${call.name}: a report is a GET call without path parameters or a sealed body`);
  app.route({
    method: 'GET',
    url: call.path,
    handler: async (request, reply) => {
      const context = await route.context(request);
      const query = parseInput(call.query, request.query ?? {}, 'query', inputLanguage(request, context));
      parseInput(call.body, request.body ?? {}, 'body');
      void reply.header('cache-control', 'no-store');
      if (query.format === 'csv') {
        const value = await route.handle({ ...query, pageNo: 1, pageSize: AGENT_REPORT_CSV_MAX_ROWS }, context, request);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${route.csvName}_${query.from}_${query.to}.csv"`)
          .send(csvText(route.csvColumns(value), value.rows, value.total));
      }
      const value = await route.handle(query, context, request);
      if (route.checkResponses) {
        const checked = call.value.safeParse(value);
        if (!checked.success) throw new Error(`${call.name} answered a value that breaks its contract:\n${z.prettifyError(checked.error)}`);
      }
      return { success: true, value };
    },
  });
}
