// Node-only loading of brands/*.json; kept out of index.ts so browser bundles never pull in fs.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brandSetProblems } from './brand-set';
import { parseBrandText } from './parse';
import type { Brand } from './schema';

export function loadBrandFile(filePath: string): Brand {
  const shownName = path.relative(process.cwd(), filePath) || filePath;
  return parseBrandText(readFileSync(filePath, 'utf8'), shownName);
}

/**
 * Every brand in a folder, sorted by code; fails on the first bad file, then on problems between
 * brands (a shared merchant code or host name), each with the file, the field and the fix.
 */
export function loadBrandsDir(dir: string): Brand[] {
  const brands = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => loadBrandFile(path.join(dir, name)));
  const [problem] = brandSetProblems(brands);
  if (problem) throw problem;
  return brands;
}
