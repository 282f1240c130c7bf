import { defineConfig } from 'vitest/config';

// The statistical tests draw a million outcomes and simulate 200,000 rounds per game.
export default defineConfig({ test: { environment: 'node', testTimeout: 60_000 } });
