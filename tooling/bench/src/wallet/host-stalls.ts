import { readFile } from 'node:fs/promises';

/**
 * What the host's cores waited on during a paced run, interval by interval (a second in the
 * benchmark), from /proc/stat: time waiting for the disk (iowait) and time the hypervisor gave to
 * others (steal). A p99 read at 70% of the most
 * is broken by a stall of a tenth of a second, whatever runs; these figures, read beside each p99,
 * show the stalls the host reports. Not all of them: a core waiting for the disk counts as waiting
 * only when nothing else is ready to run on it, so under load a stall can leave I/O wait low.
 */

export interface HostTimes {
  total: number;
  iowait: number;
  steal: number;
}

/**
 * The host's ticks by kind from /proc/stat's "cpu " line, summed over its cores: user, nice, system,
 * idle, iowait, irq, softirq and steal (guest time, after them, is already counted in user).
 */
export function cpuLineTicks(procStat: string): number[] {
  const line = procStat.split('\n').find((each) => each.startsWith('cpu '));
  if (!line) throw new Error('/proc/stat: no "cpu " line');
  const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (fields.length < 8 || !fields.every(Number.isFinite)) throw new Error(`/proc/stat: cannot read "${line}"`);
  return fields;
}

/** The host's ticks: all of them, waiting for I/O, and stolen. */
export function hostTimes(procStat: string): HostTimes {
  const ticks = cpuLineTicks(procStat);
  return { total: ticks.reduce((sum, each) => sum + each, 0), iowait: ticks[4] ?? 0, steal: ticks[7] ?? 0 };
}

export interface HostStalls {
  /** intervals in which ticks passed */
  intervals: number;
  /** shares of the cores' time, 0 to 1, over the whole run and in its worst interval */
  iowaitMean: number;
  iowaitWorst: number;
  stealMean: number;
  stealWorst: number;
}

/** Shares of each interval between consecutive readings, summed up. Intervals in which no tick passed are skipped. */
export function stallsOf(readings: readonly HostTimes[]): HostStalls {
  let [total, iowait, steal, iowaitWorst, stealWorst, intervals] = [0, 0, 0, 0, 0, 0];
  for (let index = 1; index < readings.length; index++) {
    const [before, after] = [readings[index - 1] as HostTimes, readings[index] as HostTimes];
    const ticks = after.total - before.total;
    if (ticks <= 0) continue;
    const [waited, stolen] = [after.iowait - before.iowait, after.steal - before.steal];
    intervals += 1;
    total += ticks;
    iowait += waited;
    steal += stolen;
    iowaitWorst = Math.max(iowaitWorst, waited / ticks);
    stealWorst = Math.max(stealWorst, stolen / ticks);
  }
  if (intervals === 0) throw new Error('host stalls: fewer than two readings a tick apart');
  return { intervals, iowaitMean: iowait / total, iowaitWorst, stealMean: steal / total, stealWorst };
}

/** Reads /proc/stat every intervalMs from now; stop() gives the run's figures. */
export function sampleHostStalls(intervalMs = 1_000): { stop(): Promise<HostStalls> } {
  const readings: HostTimes[] = [];
  const take = async () => readings.push(hostTimes(await readFile('/proc/stat', 'utf8')));
  let pending = take();
  const timer = setInterval(() => {
    pending = pending.then(take);
  }, intervalMs);
  // a run that throws before stop() must not keep the benchmark's process alive
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await pending;
      await take();
      return stallsOf(readings);
    },
  };
}

/** "12% / 3%": the worst interval's I/O wait and steal, as the tables print them. */
export function worstStallText(stalls: HostStalls): string {
  return `${(stalls.iowaitWorst * 100).toFixed(0)}% / ${(stalls.stealWorst * 100).toFixed(0)}%`;
}
