// Fails when product code imports test support. A package's test helpers (render helpers, fixtures, stubs,
// test databases, fake clocks) live in its testing/ folder beside src/, never inside src/: what src/ holds
// is the product, and no build or export ships testing/ (decision 0039). So:
// - no folder named testing/ may sit under a package's src/;
// - a file under src/ that is not a test imports nothing from a testing/ folder, by relative path or by a
//   package's subpath (`@croupier/api-client/testing`).
// Tests (*.test.*, *.spec.*), the server modules' test helpers (*-testing.*, decision 0037) and Storybook
// stories may import test support. Packages under tooling/ are tools, not product, and are not checked.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REPO_ROOT, workspacePackageFiles } from './workspace.mjs';

const TEST_SUPPORT_DIR = 'testing';
const SOURCE_FILE = /\.[cm]?[jt]sx?$/;
const MAY_USE_TEST_SUPPORT = /(?:\.test|\.spec|-testing|\.stories)\.[cm]?[jt]sx?$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);

/** The folders of the workspace's product packages (apps, packages, services), absolute. */
export function productPackageDirs() {
  return workspacePackageFiles()
    .map((file) => path.dirname(file))
    .filter((dir) => dir !== REPO_ROOT && !path.relative(REPO_ROOT, dir).startsWith(`tooling${path.sep}`));
}

/** Calls `visit` for every file and folder under `dir`; a folder is entered unless `visit` returns false. */
function walk(dir, visit) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (visit(full, entry) !== false && entry.isDirectory()) walk(full, visit);
  }
}

/** Whether an import specifier, written in `fromFile`, names something inside a testing/ folder. */
export function namesTestSupport(specifier, fromFile) {
  const target = specifier.startsWith('.') ? path.resolve(path.dirname(fromFile), specifier) : specifier;
  return target.split(/[\\/]/).includes(TEST_SUPPORT_DIR);
}

/** The specifiers a file imports, re-exports or loads (`import()`, `require`), comments left out. */
export function importedSpecifiers(text) {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

/** Every problem in the given packages, as "path: what is wrong. Fix: ..." with repository paths. */
export function testSupportProblems(packageDirs = productPackageDirs(), root = REPO_ROOT) {
  const problems = [];
  const shown = (file) => path.relative(root, file);
  for (const packageDir of packageDirs) {
    const srcDir = path.join(packageDir, 'src');
    if (!existsSync(srcDir)) continue;
    walk(srcDir, (file, entry) => {
      if (entry.isDirectory()) {
        if (entry.name === TEST_SUPPORT_DIR) {
          problems.push(`${shown(file)}: test support inside src/. Fix: move it to ${shown(path.join(packageDir, TEST_SUPPORT_DIR))}/ beside src/`);
          return false;
        }
        return true;
      }
      if (!SOURCE_FILE.test(entry.name) || MAY_USE_TEST_SUPPORT.test(entry.name)) return true;
      for (const specifier of importedSpecifiers(readFileSync(file, 'utf8'))) {
        if (namesTestSupport(specifier, file)) {
          problems.push(`${shown(file)}: product code imports test support "${specifier}". Fix: only tests may; move what the code needs into src/`);
        }
      }
      return true;
    });
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = testSupportProblems();
  if (problems.length) {
    console.error(`Test support check failed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exit(1);
  }
  console.log('test support: outside src/, and no product code imports it');
}
