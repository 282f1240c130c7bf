import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { httpGet } from './http-get';
import { assertPortFree, onInterrupt, REPO_ROOT, stopProcess } from './processes';

export const BRAND_HOSTS = { shonali: 'shonali.localhost', northstar: 'northstar.localhost' } as const;
export type BrandCode = keyof typeof BRAND_HOSTS;

/** The Host header of a brand named on the command line; any other name stops the run before it starts. */
export function brandHost(brand: string): string {
  if (!(brand in BRAND_HOSTS)) throw new Error(`--brand must be one of ${Object.keys(BRAND_HOSTS).join(', ')}`);
  return BRAND_HOSTS[brand as BrandCode];
}

/** The general limit counts every call of one address per minute, and every benchmark call comes from 127.0.0.1. */
const UNTHROTTLED_PER_MINUTE = '1000000000';
const READY_TIMEOUT_MS = 180_000;

export interface RunningPlatform {
  /** http://127.0.0.1:<port>; the brand is chosen by the Host header */
  origin: string;
  port: number;
  stop(): Promise<void>;
}

async function waitUntilServing(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the platform exited with code ${child.exitCode} before serving:\n${output()}`);
    const answer = await httpGet(origin, '/wps/system/status', BRAND_HOSTS.shonali).catch(() => null);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the platform did not answer within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/**
 * Starts the platform as `pnpm start` does (building the brand shells first; turbo skips them when
 * unchanged), in production mode, on a fresh data folder under the system temp folder, with the
 * general rate limit out of the way. The folder is removed when the server stops.
 */
export async function startPlatform(port: number): Promise<RunningPlatform> {
  await assertPortFree(port);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'croupier-bench-'));
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'tooling/scripts/start.mjs')], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: UNTHROTTLED_PER_MINUTE },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The build and start logs are kept to show when the server fails, and stay off the figures otherwise.
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const forget = onInterrupt(stop);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(origin, child, () => log);
  } catch (error) {
    await stop();
    forget();
    throw error;
  }
  return {
    origin,
    port,
    stop: async () => {
      forget();
      await stop();
    },
  };
}
