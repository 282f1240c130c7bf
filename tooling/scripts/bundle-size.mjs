// Prints the gzipped size of the script each brand shell loads for its first route: the entry module
// and every module it preloads, as named in the built index.html. Run after `turbo run build`.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from './workspace.mjs';

const BUDGET_KIB = 170;

export function firstRouteScripts(distDir) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const sources = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)];
  return [...new Set(sources.map((match) => match[1]))].map((source) => path.join(distDir, source.replace(/^\//, '')));
}

export function gzippedKiB(files) {
  return files.reduce((total, file) => total + gzipSync(readFileSync(file), { level: 9 }).length, 0) / 1024;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const appsDir = path.join(REPO_ROOT, 'apps');
  let over = false;
  for (const code of readdirSync(appsDir).sort()) {
    const distDir = path.join(appsDir, code, 'dist');
    if (!existsSync(path.join(distDir, 'index.html'))) {
      console.log(`${code}: not built (run pnpm exec turbo run build --filter=./apps/*)`);
      continue;
    }
    const files = firstRouteScripts(distDir);
    const kib = gzippedKiB(files);
    over ||= kib > BUDGET_KIB;
    console.log(`${code}: first route ${kib.toFixed(1)} KiB gzipped script in ${files.length} file(s) (budget ${BUDGET_KIB} KiB)`);
  }
  process.exitCode = over ? 1 : 0;
}
