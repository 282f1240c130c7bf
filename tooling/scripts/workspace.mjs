// Finds the workspace's package.json files from pnpm-workspace.yaml's globs (one level of `*`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export function workspaceGlobs() {
  const text = readFileSync(path.join(REPO_ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const block = text.split(/^packages:\s*$/m)[1]?.split(/^\S/m)[0] ?? '';
  return [...block.matchAll(/^\s+-\s+(\S+)\s*$/gm)].map((match) => match[1]);
}

export function workspacePackageFiles() {
  const files = [path.join(REPO_ROOT, 'package.json')];
  for (const glob of workspaceGlobs()) {
    const parent = path.join(REPO_ROOT, glob.replace(/\/\*$/, ''));
    if (!existsSync(parent)) continue;
    for (const entry of readdirSync(parent, { withFileTypes: true })) {
      const file = path.join(parent, entry.name, 'package.json');
      if (entry.isDirectory() && existsSync(file)) files.push(file);
    }
  }
  return files;
}

/** The `catalog:` block of pnpm-workspace.yaml as { name: version }. */
export function readCatalog() {
  const text = readFileSync(path.join(REPO_ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const block = text.split(/^catalog:\s*$/m)[1]?.split(/^\S/m)[0] ?? '';
  const catalog = {};
  for (const match of block.matchAll(/^\s+"?([^":\s]+)"?:\s*(\S+)\s*$/gm)) catalog[match[1]] = match[2];
  return catalog;
}
