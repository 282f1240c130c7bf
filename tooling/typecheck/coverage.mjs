// Every package's own tsconfig.json (what editors and lint read) must lie inside one of the programs
// check.mjs runs: a folder no program includes would never be type-checked, and nothing else would say so.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

function readConfig(file) {
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(`${file}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  return config;
}

/** A tsconfig include pattern as a regular expression over repository-relative paths; `*` stays within a segment. */
function patternRegExp(pattern) {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*');
  return new RegExp(`^${escaped}$`);
}

/** The include entries of the packages' own configs that no program's include covers, as repository paths. */
export function uncoveredIncludes(root, programFiles, packageConfigFiles) {
  const covered = programFiles.flatMap((file) => (readConfig(file).include ?? []).map((entry) => patternRegExp(path.relative(root, path.resolve(path.dirname(file), entry)))));
  return packageConfigFiles.flatMap((file) =>
    (readConfig(file).include ?? [])
      .map((entry) => path.relative(root, path.resolve(path.dirname(file), entry)))
      .filter((entry) => !covered.some((pattern) => pattern.test(entry))),
  );
}

/** The tsconfig.json of every workspace package, from pnpm-workspace.yaml's `packages:` globs (`dir/*`). */
export function workspaceConfigFiles(root) {
  const yaml = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const globs = [...(/^packages:\n((?:[ \t]+-.*\n)+)/m.exec(yaml)?.[1] ?? '').matchAll(/-\s*(\S+)/g)].map((match) => match[1]);
  return globs.flatMap((glob) => {
    const parent = path.join(root, glob.replace(/\/\*$/, ''));
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(parent, entry.name, 'tsconfig.json')))
      .map((entry) => path.join(parent, entry.name, 'tsconfig.json'));
  });
}
