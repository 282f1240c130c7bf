// pnpm bench:load — p95 of the home page's calls at a constant request rate, beside a bare Fastify
// hello-world process measured the same way in the same run.
import { startHello, HELLO_PATH } from '../hello';
import { runLoad } from '../load';
import type { LoadJob, LoadResult } from '../load-job';
import { HOME_CALLS } from '../endpoints';
import { httpGet } from '../http-get';
import { loadLine, machineLine, today } from '../machine';
import { brandHost, startPlatform } from '../platform';
import { markdownTable, ms } from '../table';
import { readOptions } from './args';

const TARGET_P95_MS = 20;

const options = readOptions('usage: pnpm bench:load [options]   (builds the shells and starts the platform and a hello-world server itself)', [
  { name: 'rate', fallback: 1000, help: 'requests per second, over all connections' },
  { name: 'duration', fallback: 20, help: 'seconds measured per endpoint' },
  { name: 'warmup', fallback: 5, help: 'seconds of the same load before measuring, not counted' },
  { name: 'connections', fallback: 10, help: 'keep-alive connections of the load generator' },
  { name: 'brand', fallback: 'shonali', help: 'brand whose host the calls use: shonali or northstar' },
  { name: 'port', fallback: 8310, help: 'platform port' },
  { name: 'hello-port', fallback: 8316, help: 'hello-world port (the five after --port are the demo provider, payment gateway, SMS gateway and mailbox)' },
]);
const host = brandHost(options.brand);

function job(origin: string, path: string, jobHost?: string): LoadJob {
  return { origin, host: jobHost, paths: [path], connections: options.connections, rate: options.rate, durationS: options.duration, warmupS: options.warmup };
}

function row(name: string, result: LoadResult, helloP95Ms: number): (string | number)[] {
  const met = result.latency.p95Ms <= TARGET_P95_MS && result.achievedRps >= options.rate * 0.98 && result.errors === 0 && result.non2xx === 0;
  return [
    name,
    Math.round(result.achievedRps),
    ms(result.latency.p50Ms),
    ms(result.latency.p95Ms),
    ms(result.latency.p99Ms),
    ms(result.latency.maxMs),
    result.errors,
    result.non2xx,
    `${(result.latency.p95Ms / helloP95Ms).toFixed(1)}x`,
    name === 'hello world' ? '' : met ? 'yes' : 'no',
  ];
}

console.log(`bench:load ${today()} — ${machineLine()}`);
console.log(`${loadLine()} at the start`);
console.log(
  `rate ${options.rate}/s over ${options.connections} connections, ${options.duration} s measured after ${options.warmup} s warm-up per endpoint, host ${host}, autocannon in its own process; target p95 <= ${TARGET_P95_MS} ms`,
);
const [platform, hello] = await Promise.all([startPlatform(options.port), startHello(options['hello-port'])]);
try {
  const rows: (string | number)[][] = [];
  const helloResult = await runLoad(job(hello.origin, HELLO_PATH));
  rows.push(row('hello world', helloResult, helloResult.latency.p95Ms));
  for (const call of HOME_CALLS) {
    const probe = await httpGet(platform.origin, call.path, host);
    if (probe.status === 404) {
      rows.push([call.name, '-', '-', '-', '-', '-', '-', '-', '-', 'not served yet (404)']);
      continue;
    }
    rows.push(row(call.name, await runLoad(job(platform.origin, call.path, host)), helloResult.latency.p95Ms));
  }
  console.log();
  console.log(markdownTable(['endpoint', 'achieved/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', 'non-2xx', 'p95 vs hello', `p95 <= ${TARGET_P95_MS} ms`], rows));
  console.log(`\n${loadLine()} at the end`);
} finally {
  await Promise.all([platform.stop(), hello.stop()]);
}
