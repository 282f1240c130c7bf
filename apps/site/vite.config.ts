// Loaded with `--configLoader runner` (see package.json): the factory is TypeScript source in the workspace.
// `pnpm --filter @croupier/site dev` shows the first brand file's site; BRAND=<code> shows another.
import { defineConfig } from 'vite';
import { siteViteConfig } from '@croupier/vite-brand';

export default defineConfig(siteViteConfig());
