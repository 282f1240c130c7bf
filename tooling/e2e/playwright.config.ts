import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';
import { E2E_PORT, E2E_PROVIDER_PORT } from './support/server';

const AGENT_JOURNEY = /agent-portal\.spec\.ts$/;
const SWITCHES = /system-status\.spec\.ts$/;
/** Journeys that look at pages and play on their own accounts, changing nothing another journey reads. */
const LOOKS = /(?:^|\/)(?:layout|originals-layout|fairness|game-art)\.spec\.ts$/;
/** At most three browsers at once: the journeys' one and two more beside it (the agent journeys, then the looks). */
const WORKERS = 3;
/**
 * How many of those browsers share each core, with the server and its database on the same cores. A
 * page opened in a new context downloads and compiles the app's chunks before it shows anything; on
 * the README's two-core machine that has taken longer than 10 s while three browsers ran, so every wait
 * grows with the share, not only on a slow CI host.
 */
const LOAD = Math.max(1, WORKERS / availableParallelism());

export default defineConfig({
  testDir: './tests',
  // The journeys share one server, so they run one at a time, with one exception: the agent journeys (one
  // per brand) spend most of their run waiting for a real 5-minute salary period to end, so they run beside
  // the others and each other. The layout and fairness looks only read pages and play on accounts of their
  // own, so they take a lane of their own beside the journeys, in the browser the agent journeys leave
  // free once they end. The maintenance and region switches affect every page of a brand, so they run
  // last, alone. Before all of them, each brand's first page is opened once (warm-up.setup.ts).
  workers: WORKERS,
  fullyParallel: false,
  projects: [
    { name: 'warm-up', testMatch: /warm-up\.setup\.ts$/ },
    { name: 'journeys', testIgnore: [AGENT_JOURNEY, SWITCHES, LOOKS], workers: 1, dependencies: ['warm-up'] },
    { name: 'agent-periods', testMatch: AGENT_JOURNEY, workers: 2, dependencies: ['warm-up'] },
    { name: 'looks', testMatch: LOOKS, workers: 1, dependencies: ['warm-up'] },
    { name: 'brand-switches', testMatch: SWITCHES, workers: 1, dependencies: ['journeys', 'agent-periods', 'looks'] },
  ],
  // One retry, on CI and on a newcomer's machine alike (the README's test command is what CI runs), where a
  // loaded machine can slow a page past a wait; Playwright still reports such a pass as flaky.
  retries: 1,
  timeout: Math.round(60_000 * LOAD),
  expect: { timeout: Math.round(10_000 * LOAD) },
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
