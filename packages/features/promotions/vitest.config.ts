import { defineConfig } from 'vitest/config';

export default defineConfig({
  // isolate: false: files share their worker's modules and jsdom (docs/decisions/0024-shared-test-workers.md)
  test: { environment: 'jsdom', setupFiles: ['./testing/setup.ts'], testTimeout: 15_000, isolate: false },
});
