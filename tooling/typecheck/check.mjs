// pnpm typecheck: the repository's TypeScript checked as three programs (brand shells and packages,
// servers, tooling), two at a time. Checked package by package, the shared packages were checked again
// inside every package that imports them, several times the work for the same answer.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { uncoveredIncludes, workspaceConfigFiles } from './coverage.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const PROGRAMS = ['tsconfig.web.json', 'tsconfig.services.json', 'tsconfig.tooling.json'];
const AT_ONCE = 2;

function check(config) {
  const startedMs = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '--pretty', 'false', '-p', path.join(here, config)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ config, ok: code === 0, output, seconds: (Date.now() - startedMs) / 1000 }));
  });
}

const root = path.resolve(here, '../..');
const uncovered = uncoveredIncludes(root, PROGRAMS.map((config) => path.join(here, config)), workspaceConfigFiles(root));
if (uncovered.length > 0) {
  console.log(`FAILED these sources are in a package's tsconfig.json but in none of ${PROGRAMS.join(', ')}: ${uncovered.join(', ')}. Fix: add them to the program's "include".`);
  process.exit(1);
}

const queue = [...PROGRAMS];
const results = [];
async function worker() {
  for (let config = queue.shift(); config; config = queue.shift()) {
    const result = await check(config);
    console.log(`${result.ok ? 'ok    ' : 'FAILED'} ${config} (${result.seconds.toFixed(1)} s)`);
    if (!result.ok) console.log(result.output.trimEnd());
    results.push(result);
  }
}
await Promise.all(Array.from({ length: AT_ONCE }, worker));
if (results.some((result) => !result.ok)) process.exit(1);
