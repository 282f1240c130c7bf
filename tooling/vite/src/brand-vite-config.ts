import react from '@vitejs/plugin-react';
import type { ViteUserConfig as UserConfig } from 'vitest/config';
import { brandPlugin } from './brand-plugin';
import { brandFilePath, REPO_ROOT } from './paths';

/** Where the platform server listens in development (`pnpm start`); the dev server proxies to it. */
export const PLATFORM_DEV_ORIGIN = 'http://127.0.0.1:8080';
const PROXIED_PREFIXES = ['/wps', '/lgw', '/assets'];

/**
 * Libraries every screen needs, in chunks of their own: they change less often than app code, so
 * browsers keep them cached across releases. Libraries used by one lazy screen stay with it.
 */
const VENDOR_GROUPS = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
  { name: 'vendor-data', test: /[\\/]node_modules[\\/](@tanstack|zustand|zod)[\\/]/ },
  { name: 'vendor-i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/ },
  { name: 'vendor-styles', test: /[\\/]node_modules[\\/](styled-components|stylis|@emotion|shallowequal|tslib)[\\/]/ },
];

/**
 * Our library packages do nothing when imported (no registrations, no globals), so a module whose
 * exports go unused can be dropped. Saying so lets the build leave out the UI kit components and
 * styles a screen does not use, which styled-components' top-level calls would otherwise keep.
 */
const SIDE_EFFECT_FREE_SOURCES = /[\\/]packages[\\/](?:features[\\/])?[^\\/]+[\\/]src[\\/]/;

export interface BrandViteConfigOptions {
  brandCode: string;
  repoRoot?: string;
}

/** The whole Vite config of a brand shell; each apps/<code>/vite.config.ts is one call to this. */
export function brandViteConfig({ brandCode, repoRoot = REPO_ROOT }: BrandViteConfigOptions): UserConfig {
  const brandFile = brandFilePath(brandCode, repoRoot);
  const proxy = Object.fromEntries(
    PROXIED_PREFIXES.map((prefix) => [
      prefix,
      // The platform picks the brand by host, so the proxy asks as the brand's own host would.
      { target: PLATFORM_DEV_ORIGIN, changeOrigin: false, headers: { host: `${brandCode}.localhost:8080` } },
    ]),
  );
  return {
    plugins: [...brandPlugin(brandFile), react()],
    server: { proxy, fs: { allow: [repoRoot] } },
    preview: { proxy },
    build: {
      target: 'es2022',
      sourcemap: true,
      rolldownOptions: {
        treeshake: {
          moduleSideEffects: [
            // Stylesheets and the font entry (which only imports stylesheets) are kept for their effect.
            { test: /\.css$/, sideEffects: true },
            { test: /[\\/]packages[\\/]ui[\\/]src[\\/]fonts\.ts$/, sideEffects: true },
            { test: SIDE_EFFECT_FREE_SOURCES, sideEffects: false },
          ],
        },
        output: { codeSplitting: { groups: VENDOR_GROUPS } },
      },
    },
    test: { environment: 'node' },
  };
}
