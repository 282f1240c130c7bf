import { defineConfig } from 'vitest/config';

// The load test starts a server and a load process (node + tsx) of its own.
export default defineConfig({ test: { environment: 'node', testTimeout: 60_000 } });
