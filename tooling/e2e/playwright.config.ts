import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';
import { E2E_PORT, E2E_PROVIDER_PORT } from './support/server';

const AGENT_JOURNEY = /agent-portal\.spec\.ts$/;
const SWITCHES = /system-status\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  // The journeys share one server, so they run one at a time, with one exception: the agent journeys (one
  // per brand) spend most of their run waiting for a real 5-minute salary period to end, so they run beside
  // the others and each other. The maintenance and region switches affect every page of a brand, so they
  // run last, alone. Before all of them, each brand's first page is opened once (warm-up.setup.ts).
  workers: 3,
  fullyParallel: false,
  projects: [
    { name: 'warm-up', testMatch: /warm-up\.setup\.ts$/ },
    { name: 'journeys', testIgnore: [AGENT_JOURNEY, SWITCHES], workers: 1, dependencies: ['warm-up'] },
    { name: 'agent-periods', testMatch: AGENT_JOURNEY, workers: 2, dependencies: ['warm-up'] },
    { name: 'brand-switches', testMatch: SWITCHES, workers: 1, dependencies: ['journeys', 'agent-periods'] },
  ],
  // One retry on CI, where a loaded machine can slow a page past a wait; Playwright still reports it as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Runs before the server stops: the ledger's invariants must hold after every journey.
  globalTeardown: './support/ledger-teardown.ts',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    viewport: { width: 1366, height: 768 },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node run-server.mjs',
    // The demo slot provider starts once the platform and the demo gateway listen, so its answer means all are up.
    url: `http://127.0.0.1:${E2E_PROVIDER_PORT}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(E2E_PORT), E2E_PROVIDER_PORT: String(E2E_PROVIDER_PORT) },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
