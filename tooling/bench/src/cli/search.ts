// pnpm bench:search — search latency over the whole catalogue (one client, then a mix of terms at a
// steady rate) and the size of a game-list page.
import { gzipSync } from 'node:zlib';
import { GAME_TYPES } from '@croupier/domain';
import { gameListPath, PAGE_BUDGET_BYTES, PAGE_SIZE_TYPES, SEARCH_TERMS, searchPath } from '../endpoints';
import { httpGet } from '../http-get';
import { runLoad } from '../load';
import { loadLine, machineLine, today } from '../machine';
import { BRAND_HOSTS, brandHost, startPlatform, type BrandCode } from '../platform';
import { markdownTable, ms } from '../table';
import { readOptions } from './args';

const TARGET_P95_MS = 20;

const options = readOptions('usage: pnpm bench:search [options]   (builds the shells and starts the platform itself)', [
  { name: 'rate', fallback: 200, help: 'requests per second of the mixed run' },
  { name: 'duration', fallback: 20, help: 'seconds measured in the mixed run' },
  { name: 'warmup', fallback: 5, help: 'seconds of the mixed load before measuring, not counted' },
  { name: 'connections', fallback: 10, help: 'connections of the mixed run' },
  { name: 'requests', fallback: 200, help: 'requests per term in the single-client run' },
  { name: 'brand', fallback: 'shonali', help: 'brand whose host the searches use' },
  { name: 'port', fallback: 8320, help: 'platform port' },
]);
const host = brandHost(options.brand);

interface GamePageAnswer {
  success: boolean;
  value?: { total: number };
}

async function json<T>(origin: string, path: string, brandHost: string): Promise<T> {
  const answer = await httpGet(origin, path, brandHost);
  if (answer.status !== 200) throw new Error(`GET ${path} as ${brandHost} answered ${answer.status}: ${answer.body.toString().slice(0, 200)}`);
  return JSON.parse(answer.body.toString()) as T;
}

async function catalogueSize(origin: string): Promise<number> {
  const totals = await Promise.all(GAME_TYPES.map((type) => json<GamePageAnswer>(origin, gameListPath(type, 'en', 1), host).then((page) => page.value?.total ?? 0)));
  return totals.reduce((sum, total) => sum + total, 0);
}

console.log(`bench:search ${today()} — ${machineLine()}`);
console.log(`${loadLine()} at the start`);
const platform = await startPlatform(options.port);
try {
  console.log(`catalogue of ${host}: ${await catalogueSize(platform.origin)} games; target p95 <= ${TARGET_P95_MS} ms`);

  console.log(`\nOne client, one request at a time, ${options.requests} requests per term after 1 s of the same:\n`);
  const singleRows: (string | number)[][] = [];
  for (const term of SEARCH_TERMS) {
    const page = await json<GamePageAnswer>(platform.origin, searchPath(term), host);
    const result = await runLoad({ origin: platform.origin, host, paths: [searchPath(term)], connections: 1, amount: options.requests, warmupS: 1 });
    singleRows.push([term.q, term.language, page.value?.total ?? 0, ms(result.latency.p50Ms), ms(result.latency.p95Ms), ms(result.latency.p99Ms), result.errors + result.non2xx]);
  }
  console.log(markdownTable(['term', 'language', 'hits', 'p50 ms', 'p95 ms', 'p99 ms', 'failed'], singleRows));

  console.log(`\nAll ${SEARCH_TERMS.length} terms in turn at ${options.rate}/s over ${options.connections} connections, ${options.duration} s after ${options.warmup} s warm-up:\n`);
  const mixed = await runLoad({
    origin: platform.origin,
    host,
    paths: SEARCH_TERMS.map(searchPath),
    connections: options.connections,
    rate: options.rate,
    durationS: options.duration,
    warmupS: options.warmup,
  });
  const met = mixed.latency.p95Ms <= TARGET_P95_MS && mixed.achievedRps >= options.rate * 0.98 && mixed.errors === 0 && mixed.non2xx === 0;
  console.log(
    markdownTable(
      ['run', 'achieved/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', 'non-2xx', `p95 <= ${TARGET_P95_MS} ms`],
      [['search mix', Math.round(mixed.achievedRps), ms(mixed.latency.p50Ms), ms(mixed.latency.p95Ms), ms(mixed.latency.p99Ms), ms(mixed.latency.maxMs), mixed.errors, mixed.non2xx, met ? 'yes' : 'no']],
    ),
  );

  console.log(`\nGame-list page size (JSON as sent; gzip -9 shown for reference, the budget is ${PAGE_BUDGET_BYTES / 1000} KB as sent):\n`);
  const sizeRows: (string | number)[][] = [];
  const pages = [
    ...Object.keys(BRAND_HOSTS).flatMap((brand) => PAGE_SIZE_TYPES.flatMap((type) => ['en', 'bn'].map((language) => ({ brand, type, language, pageSize: 20 })))),
    ...['en', 'bn'].map((language) => ({ brand: options.brand, type: 'RNG', language, pageSize: 100 })),
  ];
  for (const { brand, type, language, pageSize } of pages) {
    const answer = await httpGet(platform.origin, gameListPath(type, language, pageSize), BRAND_HOSTS[brand as BrandCode]);
    const bytes = answer.body.length;
    const withinBudget = pageSize !== 20 ? 'max page size, for reference' : answer.status !== 200 ? `HTTP ${answer.status}` : bytes <= PAGE_BUDGET_BYTES ? 'yes' : 'no';
    sizeRows.push([brand, type, language, pageSize, bytes, gzipSync(answer.body, { level: 9 }).length, withinBudget]);
  }
  console.log(markdownTable(['brand', 'gameType', 'language', 'pageSize', 'bytes', 'gzip bytes', `<= ${PAGE_BUDGET_BYTES / 1000} KB`], sizeRows));
  console.log(`\n${loadLine()} at the end`);
} finally {
  await platform.stop();
}
