import { defineConfig } from 'vitest/config';

// The create-brand tests start the real script (node + tsx) several times per test.
export default defineConfig({ test: { environment: 'node', testTimeout: 60_000 } });
