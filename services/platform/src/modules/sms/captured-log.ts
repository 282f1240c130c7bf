import type { FastifyBaseLogger } from 'fastify';

export interface LogLine {
  level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
  message: string;
  data: Record<string, unknown>;
}

/** A logger that keeps what it is told, for tests that prove a failure is logged and what the line holds. */
export function capturedLog(): { log: FastifyBaseLogger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const make = (bindings: Record<string, unknown>): FastifyBaseLogger => {
    const at =
      (level: LogLine['level']) =>
      (first: unknown, second?: unknown): void => {
        if (typeof first === 'string') lines.push({ level, message: first, data: { ...bindings } });
        else lines.push({ level, message: typeof second === 'string' ? second : '', data: { ...bindings, ...(first as Record<string, unknown>) } });
      };
    const logger = {
      level: 'trace',
      fatal: at('fatal'),
      error: at('error'),
      warn: at('warn'),
      info: at('info'),
      debug: at('debug'),
      trace: at('trace'),
      silent: () => {},
      child: (more: Record<string, unknown>) => make({ ...bindings, ...more }),
    };
    return logger as unknown as FastifyBaseLogger;
  };
  return { log: make({}), lines };
}
