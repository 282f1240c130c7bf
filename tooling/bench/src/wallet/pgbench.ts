import { spawn } from 'node:child_process';

/**
 * pgbench's built-in TPC-B-like script on the same Postgres, in the same run as the wallet: the
 * yardstick the wallet's postings per second are compared with. Five statements per transaction
 * (three updates, a select, an insert), no triggers and no foreign keys.
 */

export interface PgbenchRun {
  url: string;
  scale: number;
  clients: number;
  threads: number;
  durationS: number;
}

export interface PgbenchResult {
  transactions: number;
  /** without the time spent connecting, as pgbench reports it */
  tps: number;
  latencyAverageMs: number;
}

function run(args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) => reject(new Error(`pgbench could not start (${error.message}). Fix: install it (Debian: postgresql-client) or put it on the PATH`)));
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`pgbench ${args.join(' ')} exited with ${code}:\n${output}`))));
  });
}

function figure(output: string, pattern: RegExp, name: string): number {
  const match = pattern.exec(output);
  if (!match?.[1]) throw new Error(`pgbench printed no ${name}:\n${output}`);
  return Number(match[1]);
}

/** The figures of a pgbench run's report. */
export function pgbenchFigures(output: string): PgbenchResult {
  return {
    transactions: figure(output, /number of transactions actually processed: (\d+)/, 'transaction count'),
    tps: figure(output, /tps = ([\d.]+) \(without initial connection time\)/, 'tps'),
    latencyAverageMs: figure(output, /latency average = ([\d.]+) ms/, 'average latency'),
  };
}

/** Loads the TPC-B-like tables at the scale (-i -s), then runs the script for the duration. */
export async function runPgbench(options: PgbenchRun): Promise<PgbenchResult> {
  await run(['-i', '-q', '-s', String(options.scale), options.url]);
  return pgbenchFigures(await run(['-c', String(options.clients), '-j', String(options.threads), '-T', String(options.durationS), options.url]));
}
