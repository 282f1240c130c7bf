#!/usr/bin/env node
// Fails when pnpm-lock.yaml is not what a fresh machine's pnpm writes for this workspace. A lockfile
// written on a machine whose cache held trimmed metadata can lack entries (another platform's optional
// binaries, say): `--frozen-lockfile` installs still pass, but the first install that resolves anything
// (a new brand's package) rewrites the file. The check resolves the workspace's manifests again in a
// scratch folder with an empty store and cache, as a new machine would, and compares.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const LOCKFILE = 'pnpm-lock.yaml';

/** The files a resolution reads: the workspace's settings, the lockfile and every manifest. */
function resolutionInputs() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*package.json'], { cwd: REPO_ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !file.includes('node_modules/') && existsSync(path.join(REPO_ROOT, file)));
  return ['pnpm-workspace.yaml', LOCKFILE, '.npmrc'].filter((file) => existsSync(path.join(REPO_ROOT, file))).concat(listed);
}

/** Package keys (`name@version`) of a lockfile's packages section, to say what differs in a line each. */
function packageKeys(text) {
  const section = text.split('\npackages:\n')[1]?.split('\nsnapshots:\n')[0] ?? '';
  return new Set([...section.matchAll(/^ {2}'?([^\s':]+@[^\s':]+)'?:$/gm)].map((match) => match[1]));
}

const scratch = mkdtempSync(path.join(tmpdir(), 'croupier-lockfile-'));
try {
  for (const file of resolutionInputs()) {
    mkdirSync(path.join(scratch, 'repo', path.dirname(file)), { recursive: true });
    copyFileSync(path.join(REPO_ROOT, file), path.join(scratch, 'repo', file));
  }
  const env = { ...process.env, XDG_CACHE_HOME: path.join(scratch, 'cache'), npm_config_store_dir: path.join(scratch, 'store'), CI: 'true' };
  const result = spawnSync('pnpm', ['install', '--fix-lockfile', '--lockfile-only', '--ignore-scripts', '--reporter=silent'], { cwd: path.join(scratch, 'repo'), env, encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(`check-lockfile: pnpm could not resolve the workspace:\n${result.stderr || result.stdout}`);
    process.exit(1);
  }
  const committed = readFileSync(path.join(REPO_ROOT, LOCKFILE), 'utf8');
  const fresh = readFileSync(path.join(scratch, 'repo', LOCKFILE), 'utf8');
  if (committed === fresh) {
    console.log('check-lockfile: pnpm-lock.yaml is what a fresh resolution writes');
  } else {
    const before = packageKeys(committed);
    const after = packageKeys(fresh);
    const added = [...after].filter((key) => !before.has(key));
    const removed = [...before].filter((key) => !after.has(key));
    console.error('check-lockfile: pnpm-lock.yaml differs from what a fresh machine resolves for this workspace.');
    if (added.length) console.error(`  missing: ${added.join(', ')}`);
    if (removed.length) console.error(`  extra: ${removed.join(', ')}`);
    console.error('Fix: run `XDG_CACHE_HOME=$(mktemp -d) pnpm install --fix-lockfile` at the root and commit pnpm-lock.yaml.');
    process.exitCode = 1;
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
