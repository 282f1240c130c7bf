import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogProblems } from './check-catalog.mjs';
import { i18nProblems } from './check-i18n.mjs';

function tempDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'croupier-check-'));
}

describe('check-catalog', () => {
  it('refuses a package that pins its own version and a catalog entry that is missing or unused', () => {
    const dir = tempDir();
    const manifest = path.join(dir, 'package.json');
    writeFileSync(manifest, JSON.stringify({ dependencies: { react: '^19.0.0', zod: 'catalog:', vite: 'catalog:', '@croupier/domain': 'workspace:*' } }));
    const problems = catalogProblems([manifest], { zod: '4.0.0', unused: '1.0.0' });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/dependencies\.react is "\^19\.0\.0"/);
    expect(problems.join('\n')).toMatch(/dependencies\.vite uses the catalog, which has no vite/);
    expect(problems.join('\n')).toMatch(/catalog entry unused is used by no package/);
  });

  it('passes a package that uses the catalog', () => {
    const dir = tempDir();
    const manifest = path.join(dir, 'package.json');
    writeFileSync(manifest, JSON.stringify({ devDependencies: { zod: 'catalog:' } }));
    expect(catalogProblems([manifest], { zod: '4.0.0' })).toEqual([]);
  });
});

describe('check-i18n', () => {
  it('names a key missing from one language and an empty value', () => {
    const dir = tempDir();
    for (const language of ['bn', 'en']) mkdirSync(path.join(dir, language));
    writeFileSync(path.join(dir, 'en', 'shell.json'), JSON.stringify({ menu: { open: 'Open', close: 'Close' } }));
    writeFileSync(path.join(dir, 'bn', 'shell.json'), JSON.stringify({ menu: { open: 'খুলুন', close: '' } }));
    writeFileSync(path.join(dir, 'en', 'extra.json'), JSON.stringify({ a: 'A' }));
    expect(i18nProblems(dir)).toEqual([
      'bn/extra.json: file missing. Fix: create it with the same keys as the other languages',
      'bn/shell.json: "menu.close" is empty or not text',
    ]);
    writeFileSync(path.join(dir, 'bn', 'extra.json'), JSON.stringify({ b: 'B' }));
    expect(i18nProblems(dir)).toEqual(expect.arrayContaining(['bn/extra.json: missing key "a"', 'en/extra.json: missing key "b"']));
  });

  it('passes the real dictionaries', () => {
    expect(i18nProblems()).toEqual([]);
  });
});
