import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TSX_LOADER = import.meta.resolve('tsx');

/** Starts a TypeScript file of this package as its own Node process, so its work never shares our event loop. */
export function spawnTypeScript(file: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  return spawn(process.execPath, ['--import', TSX_LOADER, fileURLToPath(new URL(file, import.meta.url)), ...args], options);
}

/** Resolves once the process has exited; sends SIGKILL if it is still there after graceMs. */
export function stopProcess(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** A port nothing listens on now, for servers started by tests. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Fails early and clearly when a port is taken: a figure measured against someone else's server is worse than none. */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} is in use. Fix: stop what listens there, or pass --port <free port>`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

const cleanups = new Set<() => Promise<void>>();
let listening = false;

/** Stops what a benchmark started when it is interrupted (Ctrl+C), not only when it ends. */
export function onInterrupt(cleanup: () => Promise<void>): () => void {
  if (!listening) {
    listening = true;
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        void Promise.allSettled([...cleanups].map((run) => run())).then(() => process.exit(130));
      });
    }
  }
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}
