// Prints the gzipped size of the script each brand shell loads for its first route: the entry module
// and every module it preloads, as named in the built index.html. Run after `turbo run build`.
// With --breakdown it also says where those bytes come from, by package, read from the source maps.
// Exits 1 when a brand is over budget.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from './workspace.mjs';

const BUDGET_KIB = 170;
/** Packages smaller than this in the first route are summed into one line, so the table stays short. */
const BREAKDOWN_MIN_KIB = 0.5;
const UNMAPPED = '(no source map: dictionaries, brand file, bundler glue)';

/**
 * Chunks the entry loads on purpose right after the first paint (its dynamic imports, the app itself)
 * and everything those import statically, read from the build manifest. They are part of the first
 * route as much as the entry: the page is not usable without them.
 */
function appStartFiles(distDir) {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const found = [];
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || found.includes(chunk.file)) return;
    found.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of Object.values(manifest).filter((chunk) => chunk.isEntry)) {
    for (const started of entry.dynamicImports ?? []) visit(started);
  }
  return found;
}

export function firstRouteScripts(distDir) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const sources = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((match) => match[1].replace(/^\//, ''));
  return [...new Set([...sources, ...appStartFiles(distDir)])].map((source) => path.join(distDir, source));
}

function gzippedBytes(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

export function gzippedKiB(files) {
  return files.reduce((total, file) => total + gzippedBytes(file), 0) / 1024;
}

const BASE64_DIGITS = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((char, index) => [char, index]));

/**
 * Decodes a source map's `mappings` (base64 VLQ) into, per generated line, the segments as
 * [generated column, source index], with -1 for a segment that names no source.
 */
export function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const lineText of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segmentText of lineText.split(',')) {
      if (segmentText === '') continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segmentText) {
        const digit = BASE64_DIGITS.get(char);
        if (digit === undefined) throw new Error(`source map mappings: "${char}" is not a base64 digit`);
        value += (digit & 31) * 2 ** shift;
        if (digit & 32) {
          shift += 5;
          continue;
        }
        fields.push(value % 2 === 1 ? -Math.floor(value / 2) : Math.floor(value / 2));
        value = 0;
        shift = 0;
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push([column, fields.length > 1 ? source : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** The package a source of a map belongs to: an npm package, a workspace folder, or the unmapped rest. */
export function packageOfSource(source) {
  const normalized = source.replaceAll('\\', '/');
  const inModules = normalized.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1];
  const inWorkspace = normalized.match(/(?:^|\/)((?:packages\/features|packages|apps|services|tooling)\/[^/]+)\//);
  return inWorkspace ? inWorkspace[1] : normalized;
}

/**
 * Gzip bytes of one built file by package. Each package's pieces of the file (found through the source
 * map) are gzipped together, and the results scaled to sum to the file's real gzipped size: text that
 * compresses well (dictionaries) is not counted at the rate of minified code. An attribution, not an
 * exact split, but it sums to the measured total.
 */
export function attributeFile(file) {
  const code = readFileSync(file, 'utf8');
  const gzipBytes = gzippedBytes(file);
  const pieces = new Map();
  const add = (name, text) => {
    if (text === '') return;
    const list = pieces.get(name) ?? [];
    list.push(text);
    pieces.set(name, list);
  };
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) {
    add(UNMAPPED, code);
  } else {
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    const lines = code.split('\n');
    decodeMappings(map.mappings).forEach((segments, lineIndex) => {
      const line = lines[lineIndex] ?? '';
      add(UNMAPPED, line.slice(0, segments[0]?.[0] ?? line.length));
      segments.forEach(([column, sourceIndex], index) => {
        add(sourceIndex >= 0 ? packageOfSource(map.sources[sourceIndex] ?? '') : UNMAPPED, line.slice(column, segments[index + 1]?.[0] ?? line.length));
      });
    });
    // Lines past the end of the mappings (the sourceMappingURL comment) belong to no source.
    for (const line of lines.slice(decodeMappings(map.mappings).length)) add(UNMAPPED, line);
  }
  const alone = new Map([...pieces].map(([name, list]) => [name, gzipSync(list.join('\n'), { level: 9 }).length]));
  const sum = [...alone.values()].reduce((total, bytes) => total + bytes, 0);
  return { gzipBytes, shares: new Map([...alone].map(([name, bytes]) => [name, sum === 0 ? 0 : (bytes / sum) * gzipBytes])) };
}

/** Gzip KiB of the first route by package, largest first; the small ones summed into one line. */
export function firstRouteBreakdown(distDir) {
  const totals = new Map();
  for (const file of firstRouteScripts(distDir)) {
    for (const [name, bytes] of attributeFile(file).shares) totals.set(name, (totals.get(name) ?? 0) + bytes);
  }
  const rows = [...totals].map(([name, bytes]) => [name, bytes / 1024]).sort((a, b) => b[1] - a[1]);
  const shown = rows.filter(([name, kib]) => kib >= BREAKDOWN_MIN_KIB || name === UNMAPPED);
  const rest = rows.filter((row) => !shown.includes(row));
  if (rest.length) shown.push([`${rest.length} smaller packages`, rest.reduce((sum, [, kib]) => sum + kib, 0)]);
  return shown;
}

function table(headers, rows) {
  return [`| ${headers.join(' | ')} |`, `|${headers.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const breakdown = process.argv.includes('--breakdown');
  const appsDir = path.join(REPO_ROOT, 'apps');
  let over = false;
  const rows = [];
  const breakdowns = [];
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
    rows.push([code, kib.toFixed(1), files.length, BUDGET_KIB, kib <= BUDGET_KIB ? 'yes' : 'no']);
    if (breakdown) {
      const fileRows = files.map((file) => [path.relative(distDir, file), (gzippedBytes(file) / 1024).toFixed(1)]);
      breakdowns.push(`\n${code}, by file (KiB gzip):\n\n${table(['file', 'KiB'], fileRows)}`);
      breakdowns.push(`\n${code}, by package (KiB gzip, attributed through the source maps):\n\n${table(['package', 'KiB'], firstRouteBreakdown(distDir).map(([name, size]) => [name, size.toFixed(1)]))}`);
    }
  }
  if (rows.length) console.log(`\n${table(['app', 'first route (KiB gzip)', 'files', 'budget', 'within'], rows)}`);
  for (const text of breakdowns) console.log(text);
  process.exitCode = over ? 1 : 0;
}
