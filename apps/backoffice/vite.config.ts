// Loaded with `--configLoader runner` (see package.json): the shared plugins are TypeScript source in the workspace.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { PLATFORM_DEV_ORIGIN, appBuildOptions, precompressPlugin } from '@croupier/vite-brand';
import { CONSOLE_DEV_HOST } from './src/console-host';

/**
 * The console's build: no brand file, so none of the brand shells' plugins, but their build options
 * and the same compressed copies for the platform to send. In development the console's calls go to
 * the platform as its own host would send them.
 */
export default defineConfig({
  plugins: [react(), precompressPlugin()],
  server: { proxy: { '/bo': { target: PLATFORM_DEV_ORIGIN, changeOrigin: false, headers: { host: CONSOLE_DEV_HOST } } } },
  // The domain's few rules (languages, minor units) are needed by the login page and by the contract's
  // schemas alike; on their own they do not pull the schemas into the login page's script.
  build: appBuildOptions([{ name: 'domain', test: (id) => /[\\/]packages[\\/]domain[\\/]src[\\/]/.test(id) }]),
  test: { environment: 'jsdom', setupFiles: ['./testing/setup.ts'], testTimeout: 15_000 },
});
