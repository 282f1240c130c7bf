import react from '@vitejs/plugin-react';
import type { ViteUserConfig as UserConfig } from 'vitest/config';
import { devBrandCode, devBrandPagePlugin } from './dev-brand-page';
import { preloadAppPlugin } from './preload-app';
import { precompressPlugin } from './precompress';
import { brandFilePath, REPO_ROOT } from './paths';

/** Where the platform server listens in development (`pnpm start`); the dev server proxies to it. */
export const PLATFORM_DEV_ORIGIN = 'http://127.0.0.1:8080';
const PROXIED_PREFIXES = ['/wps', '/lgw', '/assets'];

/**
 * Libraries every screen needs, in one chunk of their own: they change less often than app code, so
 * browsers keep them cached across releases. One chunk rather than one per library: all of them load
 * on the first route anyway, and together they compress better and need no imports and exports
 * between them (1.4 KiB gzip less on the first route than four chunks). Libraries used by one lazy
 * screen stay with it. zod is not among them: the shell takes the brand file the build checked and
 * loads the API client and the contract's schemas beside the first render, so zod loads with them.
 */
const FIRST_ROUTE_LIBRARIES = [
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
  /[\\/]node_modules[\\/](@tanstack|zustand)[\\/]/,
  /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
  /[\\/]node_modules[\\/](styled-components|stylis|@emotion|shallowequal|tslib)[\\/]/,
];
const VENDOR_GROUPS = [{ name: 'vendor', test: (id: string) => FIRST_ROUTE_LIBRARIES.some((pattern) => pattern.test(id)) }];

/** A chunk of its own for the modules whose path `test` takes. */
export interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
}

/**
 * Our library packages do nothing when imported (no registrations, no globals), so a module whose
 * exports go unused can be dropped. Saying so lets the build leave out the UI kit components and
 * styles a screen does not use, which styled-components' top-level calls would otherwise keep.
 */
const SIDE_EFFECT_FREE_SOURCES = /[\\/]packages[\\/](?:features[\\/])?[^\\/]+[\\/]src[\\/]/;

export interface SiteViteConfigOptions {
  repoRoot?: string;
  /** the brand the development server shows; BRAND or the first brand file when left out */
  devBrand?: string;
}

/**
 * The whole Vite config of the site every brand is served as (apps/site). The build holds no brand:
 * the platform makes the built page each brand's own when it serves it (decision 0033). In
 * development the page is made the chosen brand's here, and the platform's paths are proxied as that
 * brand's host would ask.
 */
export function siteViteConfig({ repoRoot = REPO_ROOT, devBrand }: SiteViteConfigOptions = {}): UserConfig {
  const brandCode = devBrand ?? devBrandCode(repoRoot);
  const proxy = Object.fromEntries(
    PROXIED_PREFIXES.map((prefix) => [
      prefix,
      // The platform picks the brand by host, so the proxy asks as the brand's own host would; the live
      // sockets (the Crash feed, the member's notifications) are upgrades on the same prefixes.
      { target: PLATFORM_DEV_ORIGIN, changeOrigin: false, ws: true, headers: { host: `${brandCode}.localhost:8080` } },
    ]),
  );
  return {
    plugins: [devBrandPagePlugin(brandFilePath(brandCode, repoRoot)), react(), preloadAppPlugin(), precompressPlugin()],
    server: { proxy, fs: { allow: [repoRoot] } },
    preview: { proxy },
    build: appBuildOptions(),
    test: { environment: 'node' },
  };
}

/**
 * The build every app of ours shares, brand shells and the operator console alike: modern script,
 * source maps, the manifest the first-route budget reads, unused kit code left out and the libraries
 * of every screen in one long-cached chunk; `groups` adds chunks of an app's own choosing.
 */
export function appBuildOptions(groups: readonly ChunkGroup[] = []): NonNullable<UserConfig['build']> {
  return {
    target: 'es2022',
    sourcemap: true,
    // Read by the first-route budget check (tooling/scripts/bundle-size.mjs); .vite/ is never served.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: [
          // Stylesheets and the font entry (which only imports stylesheets) are kept for their effect.
          { test: /\.css$/, sideEffects: true },
          { test: /[\\/]packages[\\/]ui[\\/]src[\\/]fonts\.ts$/, sideEffects: true },
          { test: SIDE_EFFECT_FREE_SOURCES, sideEffects: false },
        ],
      },
      output: { codeSplitting: { groups: [...VENDOR_GROUPS, ...groups] } },
    },
  };
}
