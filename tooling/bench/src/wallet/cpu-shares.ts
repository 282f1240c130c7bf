import { readdir, readFile } from 'node:fs/promises';
import { cpuLineTicks } from './host-stalls';

/**
 * Where the host's cores went during a run, read from /proc: the platform's process, this process
 * (the load generator: it signs and sends the provider's calls), Postgres (every process named
 * postgres: the backends, the WAL writer, the checkpointer), everything else, and idle. Through the
 * API the three share the host's cores, so the wallet's rate there depends on what the generator
 * takes as much as on the platform; these shares say how much.
 */

export const CPU_PARTS = ['platform', 'load generator', 'Postgres', 'other', 'idle'] as const;
export type CpuPart = (typeof CPU_PARTS)[number];

export interface CpuShares {
  /** seconds of one core, summed over the host's cores */
  coreSeconds: number;
  /** each part's share of coreSeconds, 0 to 1 */
  share: Record<CpuPart, number>;
}

/** Clock ticks per second of /proc's figures: USER_HZ, 100 on Linux for every architecture in use. */
const TICKS_PER_S = 100;

/** The host's ticks: all of them, and the idle ones (idle and waiting for I/O), from /proc/stat's first line. */
export function hostTicks(procStat: string): { total: number; idle: number } {
  const ticks = cpuLineTicks(procStat);
  return { total: ticks.reduce((sum, each) => sum + each, 0), idle: (ticks[3] ?? 0) + (ticks[4] ?? 0) };
}

/** A process's name and the ticks it ran (user and system), from /proc/<pid>/stat. */
export function processTicks(pidStat: string): { name: string; ticks: number } {
  // the name is in parentheses and may hold spaces and parentheses itself: the fields follow the last ')'
  const open = pidStat.indexOf('(');
  const close = pidStat.lastIndexOf(')');
  if (open < 0 || close < open) throw new Error(`/proc/<pid>/stat: cannot read "${pidStat.slice(0, 80)}"`);
  const after = pidStat.slice(close + 2).split(' ');
  // after the name: state is field 3 of the line, utime 14 and stime 15, so 11 and 12 here
  const [utime, stime] = [Number(after[11]), Number(after[12])];
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error(`/proc/<pid>/stat: no times in "${pidStat.slice(0, 80)}"`);
  return { name: pidStat.slice(open + 1, close), ticks: utime + stime };
}

export interface Reading {
  host: { total: number; idle: number };
  platform: number;
  generator: number;
  postgres: Map<number, number>;
}

async function ticksOf(pid: number): Promise<{ name: string; ticks: number } | undefined> {
  try {
    return processTicks(await readFile(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined; // ended between the listing and the read
  }
}

async function read(platformPid: number): Promise<Reading> {
  const postgres = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const running = await ticksOf(pid);
    if (running?.name === 'postgres') postgres.set(pid, running.ticks);
  }
  return {
    host: hostTicks(await readFile('/proc/stat', 'utf8')),
    platform: (await ticksOf(platformPid))?.ticks ?? 0,
    generator: (await ticksOf(process.pid))?.ticks ?? 0,
    postgres,
  };
}

/**
 * Shares between two readings. A Postgres process that started after the first counts from 0; one that
 * ended before the last is not in it, so what it ran falls to "other".
 */
export function sharesBetween(first: Reading, last: Reading): CpuShares {
  const total = last.host.total - first.host.total;
  if (total <= 0) throw new Error('cpu shares: no time passed between the readings');
  let postgres = 0;
  for (const [pid, ticks] of last.postgres) postgres += ticks - (first.postgres.get(pid) ?? 0);
  const platform = last.platform - first.platform;
  const generator = last.generator - first.generator;
  const idle = last.host.idle - first.host.idle;
  const other = Math.max(0, total - platform - generator - postgres - idle);
  return {
    coreSeconds: total / TICKS_PER_S,
    share: { platform: platform / total, 'load generator': generator / total, Postgres: postgres / total, other: other / total, idle: idle / total },
  };
}

/** Starts reading; stop() gives the shares since. */
export async function measureCpuShares(platformPid: number): Promise<{ stop(): Promise<CpuShares> }> {
  const first = await read(platformPid);
  return { stop: async () => sharesBetween(first, await read(platformPid)) };
}
