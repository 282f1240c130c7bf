// The load generator's own process: it gets one job through IPC, runs it with autocannon and sends
// the result back. Keeping it apart from the benchmark and from the servers means its CPU time never
// sits inside a measured latency of the process it measures.
import autocannon from 'autocannon';
import type { LoadJob, LoadResult } from './load-job';
import { summarizeLatencies } from './stats';

function run(options: autocannon.Options, onLatency?: (latencyMs: number) => void): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    if (onLatency) instance.on('response', (_client: unknown, _status: number, _bytes: number, latencyMs: number) => onLatency(latencyMs));
  });
}

async function runJob(job: LoadJob): Promise<LoadResult> {
  const base: autocannon.Options = {
    url: job.origin,
    connections: job.connections,
    pipelining: 1,
    timeout: 10,
    ...(job.rate ? { overallRate: job.rate } : {}),
    ...(job.host ? { headers: { host: job.host } } : {}),
    requests: job.paths.map((path) => ({ method: 'GET', path })),
  };
  if (job.warmupS > 0) await run({ ...base, duration: job.warmupS });
  const latencies: number[] = [];
  const started = process.hrtime.bigint();
  const result = await run(job.amount ? { ...base, amount: job.amount } : { ...base, duration: job.durationS ?? 10 }, (latencyMs) => latencies.push(latencyMs));
  const elapsedS = Number(process.hrtime.bigint() - started) / 1e9;
  return {
    requests: latencies.length,
    elapsedS,
    achievedRps: latencies.length / elapsedS,
    latency: summarizeLatencies(latencies),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count])),
  };
}

process.once('message', (job: LoadJob) => {
  runJob(job).then(
    (result) => process.send?.({ ok: true, result }, () => process.exit(0)),
    (error: unknown) => process.send?.({ ok: false, message: error instanceof Error ? error.message : String(error) }, () => process.exit(1)),
  );
});
