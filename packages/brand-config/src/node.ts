// Node-only loading of brands/*.json; kept out of index.ts so browser bundles never pull in fs.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseBrandText } from './parse';
import type { Brand } from './schema';

export function loadBrandFile(filePath: string): Brand {
  const shownName = path.relative(process.cwd(), filePath) || filePath;
  return parseBrandText(readFileSync(filePath, 'utf8'), shownName);
}

/** Every brand in a folder, sorted by code; fails on the first bad file and on duplicate merchant codes. */
export function loadBrandsDir(dir: string): Brand[] {
  const brands = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => loadBrandFile(path.join(dir, name)));
  const seen = new Map<string, string>();
  for (const brand of brands) {
    const other = seen.get(brand.merchantCode);
    if (other) throw new Error(`brands ${other} and ${brand.code} share merchantCode ${brand.merchantCode}. Fix: give each brand its own`);
    seen.set(brand.merchantCode, brand.code);
  }
  return brands;
}
