// Says when the Lighthouse figures in docs/benchmarks.md are older than the code they measure: the
// figures name the commit they were taken on, and any file the home page is built from or served
// by that changed since then (committed or not) makes them stale. It warns, and exits 0: the figures
// need a quiet host to re-take, which a test run cannot wait for. `--strict` makes a stale record fail.
// A record without a commit, or naming one this repository does not have, always fails.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './workspace.mjs';

export const BENCHMARKS_FILE = path.join(REPO_ROOT, 'docs', 'benchmarks.md');

/**
 * What the home page is made of: its HTML and first paint (the site every brand is served as, the brand files, the
 * build, the platform's web module), the first route's and the home route's code with its
 * dictionaries, the packages those import, the content the first screen draws, and the libraries'
 * versions. Paths are repository prefixes; tests, stories and notes are not part of the page.
 */
export const HOME_PAGE_INPUTS = [
  'apps/site/',
  'brands/',
  'tooling/vite/',
  'packages/app-shell/src/',
  'packages/features/games/src/',
  'packages/ui/src/',
  'packages/i18n/src/',
  'packages/brand-config/src/',
  'packages/api-client/src/',
  'packages/contract/src/',
  'packages/domain/src/',
  'services/platform/src/modules/web/',
  'services/platform/src/modules/content/',
  'pnpm-lock.yaml',
];
const NOT_THE_PAGE = [/\.test\.tsx?$/, /\.stories\.tsx?$/, /(^|\/)testing\//, /\.md$/];

export function isHomePageInput(file) {
  return HOME_PAGE_INPUTS.some((prefix) => file === prefix || file.startsWith(prefix)) && !NOT_THE_PAGE.some((pattern) => pattern.test(file));
}

/** The commit named by the line `Lighthouse figures taken on commit \`<hash>\``, or null. */
export function recordedLighthouseCommit(markdown) {
  return /Lighthouse figures taken on commit `([0-9a-f]{7,40})`/.exec(markdown)?.[1] ?? null;
}

function git(args) {
  return execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Home-page files changed in commits after `commit`, and those changed in the working tree now. */
export function changedHomePageFiles(commit, run = git) {
  const lines = (text) => text.split('\n').filter((line) => line.trim() !== '');
  const committed = lines(run(['diff', '--name-only', `${commit}..HEAD`])).map((line) => line.trim()).filter(isHomePageInput);
  // Porcelain lines are "XY path" (or "XY old -> new" for a rename); X or Y may be a space.
  const uncommitted = lines(run(['status', '--porcelain', '--untracked-files=all']))
    .map((line) => line.slice(3).split(' -> ').pop())
    .filter(isHomePageInput);
  return { committed, uncommitted };
}

/** The check's verdict: `problems` fail it, `warnings` are printed. */
export function lighthouseFreshness(markdown, { strict = false, run = git } = {}) {
  const commit = recordedLighthouseCommit(markdown);
  if (!commit) return { problems: ['docs/benchmarks.md names no commit for its Lighthouse figures. Fix: add the line "Lighthouse figures taken on commit `<hash>`" with the commit `pnpm bench:lighthouse` printed'], warnings: [] };
  try {
    run(['cat-file', '-e', `${commit}^{commit}`]);
  } catch {
    return { problems: [`docs/benchmarks.md: the Lighthouse figures name commit ${commit}, which this repository does not have. Fix: record the commit the figures were taken on`], warnings: [] };
  }
  const { committed, uncommitted } = changedHomePageFiles(commit, run);
  if (committed.length === 0 && uncommitted.length === 0) return { problems: [], warnings: [] };
  const list = (files) => files.slice(0, 8).join(', ') + (files.length > 8 ? ` and ${files.length - 8} more` : '');
  const parts = [];
  if (committed.length > 0) parts.push(`${committed.length} committed since (${list(committed)})`);
  if (uncommitted.length > 0) parts.push(`${uncommitted.length} not committed yet (${list(uncommitted)})`);
  const message = `the Lighthouse figures in docs/benchmarks.md (commit ${commit}) are older than the home page they measure: ${parts.join('; ')}. Fix: run \`pnpm bench:lighthouse\` on a quiet host and record its figures and commit`;
  return strict ? { problems: [message], warnings: [] } : { problems: [], warnings: [message] };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { problems, warnings } = lighthouseFreshness(readFileSync(BENCHMARKS_FILE, 'utf8'), { strict: process.argv.includes('--strict') });
  for (const warning of warnings) console.warn(`check-lighthouse-freshness: warning: ${warning}`);
  for (const problem of problems) console.error(`check-lighthouse-freshness: ${problem}`);
  if (problems.length > 0) process.exit(1);
  if (warnings.length === 0) console.log('check-lighthouse-freshness: the Lighthouse figures are as new as the home page');
}
