import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The RTP check spins a few hundred thousand rounds; the retry tests wait out real timeouts.
    testTimeout: 30_000,
  },
});
