import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['./testing/global-setup.ts'],
    // Each test file starts its own database (embedded Postgres boots in about a second).
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // The default workers (a core but one): on two cores more files at once gained about a minute but
    // starved the other packages' suites, which turbo runs beside this one, into missing their waits.
  },
});
