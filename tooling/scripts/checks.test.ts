import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogProblems } from './check-catalog.mjs';
import { i18nProblems } from './check-i18n.mjs';
import { importedSpecifiers, testSupportProblems } from './check-test-support.mjs';

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

describe('check-test-support', () => {
  /** A package folder in a temporary repository, with the given files (path relative to the package: text). */
  function packageWith(files: Record<string, string>): { root: string; dir: string } {
    const root = tempDir();
    const dir = path.join(root, 'packages', 'thing');
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    return { root, dir };
  }

  it('refuses product code under src/ that imports test support, by relative path or package subpath', () => {
    const { root, dir } = packageWith({
      'testing/fixtures.ts': 'export const sample = 1;\n',
      'src/screen.ts': "import { sample } from '../testing/fixtures';\nexport const shown = sample;\n",
      'src/deep/loader.ts': "export const load = () => import('../../testing/fixtures');\n",
      'src/client.ts': "export { stubPlatform } from '@croupier/api-client/testing';\n",
    });
    expect(testSupportProblems([dir], root).sort()).toEqual([
      'packages/thing/src/client.ts: product code imports test support "@croupier/api-client/testing". Fix: only tests may; move what the code needs into src/',
      'packages/thing/src/deep/loader.ts: product code imports test support "../../testing/fixtures". Fix: only tests may; move what the code needs into src/',
      'packages/thing/src/screen.ts: product code imports test support "../testing/fixtures". Fix: only tests may; move what the code needs into src/',
    ]);
  });

  it('refuses a testing/ folder inside src/, once, without a problem for each file in it', () => {
    const { root, dir } = packageWith({
      'src/testing/render.ts': "import { a } from './setup';\nexport { a };\n",
      'src/testing/setup.ts': 'export const a = 1;\n',
    });
    expect(testSupportProblems([dir], root)).toEqual(['packages/thing/src/testing: test support inside src/. Fix: move it to packages/thing/testing/ beside src/']);
  });

  it('lets tests, test helpers and stories use test support, and ignores comments and look-alike names', () => {
    const { root, dir } = packageWith({
      'testing/fixtures.ts': 'export const sample = 1;\n',
      'src/screen.test.tsx': "import { sample } from '../testing/fixtures';\nexport { sample };\n",
      'src/modules/wallet/wallet-testing.ts': "export { sample } from '../../../testing/fixtures';\n",
      'src/Button.stories.tsx': "export { sample } from '../testing/fixtures';\n",
      'src/screen.ts': "// tests render this with '../testing/fixtures'\nimport { mode } from './testing-mode';\nexport { mode };\n",
      'src/testing-mode.ts': 'export const mode = 1;\n',
    });
    expect(testSupportProblems([dir], root)).toEqual([]);
  });

  it('reads every kind of import, and none from comments', () => {
    expect(importedSpecifiers("import type { A } from './a';\nimport './b';\nexport * from './c';\nconst d = await import('./d');\n// import { e } from './e';\n")).toEqual(['./a', './b', './c', './d']);
  });

  it('passes the repository', () => {
    expect(testSupportProblems()).toEqual([]);
  });
});
