import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';
import { E2E_PORT, E2E_PROVIDER_PORT } from './support/server';

const AGENT_JOURNEY = /agent-portal\.spec\.ts$/;
const SWITCHES = /system-status\.spec\.ts$/;
/** Journeys that look at pages and play on their own accounts, changing nothing another journey reads. */
const LOOKS = /(?:^|\/)(?:layout|originals-layout|fairness|game-art)\.spec\.ts$/;
/** Journeys of the promotions' money: bonuses, rebates, red envelopes, the console's promotions and the player's, each on accounts of its own. */
const PROMOTIONS = /(?:^|\/)(?:bonus|rebate|red-envelope|promotion-console|promotions)\.spec\.ts$/;
/**
 * Journeys through the catalogue and the pages, which change no balance. The in-house games' journeys
 * play with the demo player, as the records and slots journeys do, so they stay in the money lane.
 */
const BROWSING = /(?:^|\/)(?:catalogue|home|navigation|bengali-pages|preferences)\.spec\.ts$/;
/**
 * Six browsers at once: the money journeys' lane, the promotions' lane, the browsing lane, the looks'
 * lane and the two agent journeys, which spend most of their run waiting for a salary period to end and
 * cost little meanwhile.
 */
const WORKERS = 6;
/**
 * How many of those browsers share each core, with the server and its database on the same cores. A
 * page opened in a new context downloads and compiles the app's chunks before it shows anything; on
 * the README's two-core machine that has taken longer than 10 s while three browsers ran, so every wait
 * grows with the share, not only on a slow CI host.
 */
const LOAD = Math.max(1, WORKERS / availableParallelism());

export default defineConfig({
  testDir: './tests',
  // The journeys share one server. Each lane runs its journeys one at a time, and the lanes run side by
  // side: every journey plays on accounts of its own, so one lane changes nothing another reads. The money
  // journeys (accounts, cashier, wallet, the console's desk) are one lane, the promotions' journeys
  // (bonuses, rebates, red envelopes) another, the browsing journeys (catalogue, pages) a
  // third, the layout and fairness looks a fourth; the agent journeys (one per brand)
  // spend most of their run waiting for a real 5-minute salary period to end, so they run beside all of
  // them. The maintenance and region switches affect every page of a brand, so they run last, alone.
  // Before all of them, each brand's first page is opened once (warm-up.setup.ts).
  workers: WORKERS,
  fullyParallel: false,
  projects: [
    { name: 'warm-up', testMatch: /warm-up\.setup\.ts$/ },
    { name: 'journeys', testIgnore: [AGENT_JOURNEY, SWITCHES, LOOKS, BROWSING, PROMOTIONS], workers: 1, dependencies: ['warm-up'] },
    { name: 'promotions', testMatch: PROMOTIONS, workers: 1, dependencies: ['warm-up'] },
    { name: 'browsing', testMatch: BROWSING, workers: 1, dependencies: ['warm-up'] },
    { name: 'agent-periods', testMatch: AGENT_JOURNEY, workers: 2, dependencies: ['warm-up'] },
    { name: 'looks', testMatch: LOOKS, workers: 1, dependencies: ['warm-up'] },
    { name: 'brand-switches', testMatch: SWITCHES, workers: 1, dependencies: ['journeys', 'promotions', 'browsing', 'agent-periods', 'looks'] },
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
