import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The platform as its own process (`node --import tsx src/main.ts`), as it runs in production, for
 * proofs that need to kill it (crash-restart) and for benchmarks that must not share its event loop.
 * Nothing here imports vitest.
 */

const PLATFORM_DIR = path.resolve(import.meta.dirname, '..');
const READY_TIMEOUT_MS = 180_000;

export interface PlatformProcessOptions {
  databaseUrl: string;
  port: number;
  /** registered at start as the demo provider (DEMO_PROVIDER_CODE / DEMO_PROVIDER_SECRET) */
  provider: { code: string; secret: string };
  /** NODE_ENV=production: no response checks against the contract, as deployed */
  production: boolean;
  logLevel?: string;
  /** more environment for the server, such as NODE_OPTIONS for a profile */
  env?: Record<string, string>;
}

export interface PlatformProcess {
  origin: string;
  pid: number;
  /** SIGKILL: no shutdown, open transactions die with their connections */
  kill(): Promise<void>;
  /** SIGTERM and wait: the server closes its database itself */
  stop(): Promise<void>;
  /** the last of what the process printed */
  output(): string;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts the server and resolves once it listens (main.ts reports that over the IPC channel). */
export async function startPlatformProcess(options: PlatformProcessOptions): Promise<PlatformProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'croupier-platform-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: PLATFORM_DIR,
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OPS_TOKEN: 'platform-process-ops-token',
      DEMO_PROVIDER_CODE: options.provider.code,
      DEMO_PROVIDER_SECRET: options.provider.secret,
      NODE_ENV: options.production ? 'production' : 'development',
      LOG_LEVEL: options.logLevel ?? 'warn',
      // Test servers start many times over: each picture is drawn when asked for, not the catalogue at each start.
      ART_AT_START: 'off',
      ...options.env,
    },
    // The IPC channel carries main.ts's "listening" message, and its closing stops the server if we die.
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
  child.once('exit', cleanUp);

  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the platform did not listen within ${READY_TIMEOUT_MS / 1000} s:\n${log}`)), READY_TIMEOUT_MS);
      child.on('message', (message: { type?: string }) => {
        if (message?.type !== 'listening') return;
        clearTimeout(timer);
        resolve();
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the platform exited (${signal ?? code}) before listening:\n${log}`));
      });
    });
  } catch (error) {
    child.kill('SIGKILL');
    await exited(child);
    throw error;
  }

  return {
    origin: `http://127.0.0.1:${options.port}`,
    pid: child.pid ?? 0,
    output: () => log,
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

/** A port nothing listens on now; the platform is started on it, and started again on it after a crash. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port was given'))));
    });
  });
}
