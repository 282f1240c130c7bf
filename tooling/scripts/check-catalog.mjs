// Fails when a package pins its own version of a dependency instead of using the shared catalog,
// or names a catalog entry that does not exist. One version per dependency, pinned once.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, readCatalog, workspacePackageFiles } from './workspace.mjs';

const SECTIONS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];

export function catalogProblems(packageFiles = workspacePackageFiles(), catalog = readCatalog()) {
  const problems = [];
  const used = new Set();
  for (const file of packageFiles) {
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    const where = path.relative(REPO_ROOT, file);
    for (const section of SECTIONS) {
      for (const [name, range] of Object.entries(manifest[section] ?? {})) {
        if (range.startsWith('workspace:')) continue;
        if (range !== 'catalog:') {
          problems.push(`${where}: ${section}.${name} is "${range}". Fix: add ${name} to the catalog in pnpm-workspace.yaml and write "catalog:"`);
          continue;
        }
        if (!(name in catalog)) problems.push(`${where}: ${section}.${name} uses the catalog, which has no ${name}. Fix: add it to pnpm-workspace.yaml`);
        used.add(name);
      }
    }
  }
  for (const name of Object.keys(catalog)) {
    if (!used.has(name)) problems.push(`pnpm-workspace.yaml: catalog entry ${name} is used by no package. Fix: remove it`);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = catalogProblems();
  if (problems.length) {
    console.error(`Dependency catalog check failed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exit(1);
  }
  console.log('catalog: every dependency version is pinned once');
}
