import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Storybook's Vite builder reads this file too, so its stories get the same React transform as the tests.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // files share their worker's modules and jsdom (docs/decisions/0024-shared-test-workers.md)
    isolate: false,
  },
});
