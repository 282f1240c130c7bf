import { defineConfig } from 'vitest/config';

// Each test lints with the repository's whole eslint.config.js; the first loads it (typescript-eslint,
// every plugin), which takes seconds on a busy two-core machine.
export default defineConfig({
  test: { testTimeout: 60_000 },
});
