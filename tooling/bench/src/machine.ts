import { cpus, loadavg, release, totalmem } from 'node:os';

/** The line recorded with every figure: the same code gives other figures on another machine. */
export function machineLine(): string {
  const cores = cpus();
  const model = cores[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  return `${cores.length} cores (${model}), ${Math.round(totalmem() / 1024 ** 3)} GiB, Node ${process.versions.node}, Linux ${release()}`;
}

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The 1-minute load average, printed before and after a run: on a shared machine, other work running
 * at the same time raises latencies, and the figure should say so.
 */
export function loadLine(): string {
  return `load average (1 min) ${loadavg()[0]?.toFixed(2)} on ${cpus().length} cores`;
}
