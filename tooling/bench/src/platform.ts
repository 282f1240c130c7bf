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
  /** Throws, with the end of the start log, once `pnpm start` has ended (it ends all three when one fails). */
  assertRunning(): void;
  stop(): Promise<void>;
}

/**
 * Beside the platform, `pnpm start` runs the demo slot provider, the demo payment gateway, the demo
 * SMS gateway and the demo mailbox (its page, then its SMTP port), on 8081 to 8085 unless told
 * otherwise. A benchmark gives them the five ports after its own, so it does not clash with a
 * `./dev start` running on the same machine: a clash ended the gateway and, with it, the whole start
 * (the platform too), after the platform had already answered. Anything else a benchmark runs beside
 * (the hello-world, the reference page) takes `port + COMPANION_PORTS + 1` or later.
 */
export function companionPorts(port: number): { providerPort: number; gatewayPort: number; smsGatewayPort: number; mailboxPort: number; mailboxSmtpPort: number } {
  return { providerPort: port + 1, gatewayPort: port + 2, smsGatewayPort: port + 3, mailboxPort: port + 4, mailboxSmtpPort: port + 5 };
}

/** How many ports after the platform's its companions take. */
export const COMPANION_PORTS = 5;

/** What `pnpm start` prints once the platform and all its companions listen. */
const ALL_LISTENING = 'Croupier is running';

function ended(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function waitUntilServing(origin: string, child: ChildProcess, output: () => string, allListening: () => boolean): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (ended(child)) throw new Error(`pnpm start ended (code ${child.exitCode ?? child.signalCode}) before serving:\n${output()}`);
    // The platform answering is not enough: the provider and gateway start after it, and either
    // failing ends the platform as well.
    if (allListening()) {
      const answer = await httpGet(origin, '/wps/system/status', BRAND_HOSTS.shonali).catch(() => null);
      if (answer?.status === 200) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the platform did not answer within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/**
 * Starts the platform as `./dev start` does, through `pnpm start`'s own script (the brand shells built
 * first by turbo, which skips them when unchanged; then the platform, the demo gateways, the demo
 * mailbox and the demo provider), in production mode, on a fresh data folder under the system temp
 * folder, with the general rate limit out of the way. The companions take the five ports after `port`
 * (companionPorts). The folder is removed when the server stops.
 */
export async function startPlatform(port: number): Promise<RunningPlatform> {
  const { providerPort, gatewayPort, smsGatewayPort, mailboxPort, mailboxSmtpPort } = companionPorts(port);
  for (const each of [port, providerPort, gatewayPort, smsGatewayPort, mailboxPort, mailboxSmtpPort]) await assertPortFree(each);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'croupier-bench-'));
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'tooling/scripts/start.mjs')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      PROVIDER_PORT: String(providerPort),
      GATEWAY_PORT: String(gatewayPort),
      SMS_GATEWAY_PORT: String(smsGatewayPort),
      MAILBOX_PORT: String(mailboxPort),
      MAILBOX_SMTP_PORT: String(mailboxSmtpPort),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: UNTHROTTLED_PER_MINUTE,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The build and start logs are kept to show when the server fails, and stay off the figures otherwise.
  let log = '';
  let listening = false;
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
    listening ||= log.includes(ALL_LISTENING);
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
    await waitUntilServing(origin, child, () => log, () => listening);
  } catch (error) {
    await stop();
    forget();
    throw error;
  }
  return {
    origin,
    port,
    assertRunning: () => {
      if (ended(child)) throw new Error(`pnpm start ended (code ${child.exitCode ?? child.signalCode}) during the run:\n${log}`);
    },
    stop: async () => {
      forget();
      await stop();
    },
  };
}
