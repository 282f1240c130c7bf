import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['./src/testing/global-setup.ts'],
    // Each test file starts its own database (embedded Postgres boots in about a second).
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
