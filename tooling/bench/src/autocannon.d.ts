// The part of autocannon 9's API this package uses; autocannon ships no types of its own.
// It is a CommonJS module whose export is the function itself.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  function autocannon(options: autocannon.Options, done: (error: Error | null, result: autocannon.Result) => void): autocannon.Instance;

  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
    }

    interface Options {
      url: string;
      connections?: number;
      /** requests per second over all connections together */
      overallRate?: number;
      /** seconds */
      duration?: number;
      /** total requests; overrides duration */
      amount?: number;
      /** seconds */
      timeout?: number;
      pipelining?: number;
      headers?: Record<string, string>;
      /** cycled in order by every connection */
      requests?: Request[];
    }

    interface Result {
      errors: number;
      timeouts: number;
      non2xx: number;
      /** seconds */
      duration: number;
      statusCodeStats: Record<string, { count: number }>;
    }

    interface Instance extends EventEmitter {
      stop(): void;
    }
  }

  export = autocannon;
}
