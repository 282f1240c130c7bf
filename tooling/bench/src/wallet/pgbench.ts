import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sampleHostStalls, type HostStalls } from './host-stalls';

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

function run(args: readonly string[], cwd?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'], cwd });
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

export interface PgbenchPacedRun {
  /** the share of the most transactions per second the paced run is scheduled at */
  rateShare: number;
  /** seconds at the start of the paced run whose transactions are left out */
  warmupS: number;
}

export interface TpcbResult extends PgbenchResult {
  /** TPC-B scheduled at a share of its own most: what this server's latency is at that load, the wallet aside */
  paced?: { ratePerS: number; achievedPerS: number; latenciesMs: number[]; hostStalls: HostStalls };
}

/**
 * Loads the TPC-B-like tables at the scale (-i -s), then runs the script for the duration; with a
 * paced run, then schedules it at a share of the rate it took (-R) and reads each transaction's
 * latency from when it was due, as the wallet's paced runs are read.
 */
export async function runPgbench(options: PgbenchRun, pacedRun?: PgbenchPacedRun): Promise<TpcbResult> {
  await run(['-i', '-q', '-s', String(options.scale), options.url]);
  const most = pgbenchFigures(await run(['-c', String(options.clients), '-j', String(options.threads), '-T', String(options.durationS), options.url]));
  if (!pacedRun) return most;
  const ratePerS = Math.max(1, Math.round(most.tps * pacedRun.rateShare));
  const stalls = sampleHostStalls();
  const paced = await runPgbenchScript({ ...options, durationS: pacedRun.warmupS + options.durationS, ratePerS, warmupS: pacedRun.warmupS });
  return { ...most, paced: { ratePerS, achievedPerS: paced.tps, latenciesMs: paced.latenciesMs, hostStalls: await stalls.stop() } };
}

export interface PgbenchScriptRun {
  url: string;
  /** pgbench script text (backslash commands and SQL); without one, the built-in TPC-B-like script */
  script?: string;
  clients: number;
  threads: number;
  durationS: number;
  /** transactions per second to schedule (-R); latencies are then read from the per-transaction log */
  ratePerS?: number;
  /** with a rate: latencies of scripts that ended in the first seconds are left out (new connections warming up) */
  warmupS?: number;
}

export interface PgbenchScriptResult extends PgbenchResult {
  /** with a rate: each script's latency from when it was due (its time plus its schedule lag), in ms */
  latenciesMs: number[];
}

export interface LoggedScript {
  latencyMs: number;
  /** when the script ended, microseconds since the epoch */
  endedAtUs: number;
}

/**
 * The scripts of pgbench's per-transaction log (-l), one line per script run:
 * `client transaction time_us script end_epoch_s end_us [schedule_lag_us]`. With -R, the lag is how
 * late the script started after it was due; the latency a caller sees is the time plus the lag.
 */
export function loggedScripts(log: string): LoggedScript[] {
  const scripts: LoggedScript[] = [];
  for (const line of log.split('\n')) {
    const fields = line.trim().split(/\s+/);
    if (fields.length < 6) continue;
    const [timeUs, epochS, epochUs] = [Number(fields[2]), Number(fields[4]), Number(fields[5])];
    const lagUs = fields.length >= 7 ? Number(fields[6]) : 0;
    if (![timeUs, epochS, epochUs, lagUs].every(Number.isFinite)) throw new Error(`pgbench log: cannot read the line "${line}"`);
    scripts.push({ latencyMs: (timeUs + lagUs) / 1000, endedAtUs: epochS * 1_000_000 + epochUs });
  }
  return scripts;
}

/** Latencies of the scripts that ended at least warmupS after the first one did. */
export function latenciesAfterWarmup(scripts: readonly LoggedScript[], warmupS: number): number[] {
  if (scripts.length === 0) return [];
  const firstUs = scripts.reduce((first, each) => Math.min(first, each.endedAtUs), Number.POSITIVE_INFINITY);
  const fromUs = firstUs + warmupS * 1_000_000;
  return scripts.filter((each) => each.endedAtUs >= fromUs).map((each) => each.latencyMs);
}

/**
 * Runs a custom script (-n: no vacuum of pgbench's own tables, which the database does not have), or
 * without one the built-in script on tables `pgbench -i` made.
 */
export async function runPgbenchScript(options: PgbenchScriptRun): Promise<PgbenchScriptResult> {
  const dir = await mkdtemp(path.join(tmpdir(), 'croupier-pgbench-'));
  try {
    const scriptArgs: string[] = [];
    if (options.script !== undefined) {
      const scriptPath = path.join(dir, 'script.sql');
      await writeFile(scriptPath, options.script);
      scriptArgs.push('-n', '-f', scriptPath);
    }
    const args = [...scriptArgs, '-c', String(options.clients), '-j', String(options.threads), '-T', String(options.durationS)];
    if (options.ratePerS !== undefined) args.push('-R', String(options.ratePerS), '-l', '--log-prefix', path.join(dir, 'log'));
    const figures = pgbenchFigures(await run([...args, options.url], dir));
    const scripts: LoggedScript[] = [];
    for (const name of (await readdir(dir)).filter((each) => each.startsWith('log'))) scripts.push(...loggedScripts(await readFile(path.join(dir, name), 'utf8')));
    return { ...figures, latenciesMs: latenciesAfterWarmup(scripts, options.warmupS ?? 0) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
