import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths';

const SCRIPT = path.join(REPO_ROOT, 'tooling/scripts/create-brand.mjs');
const shonali = JSON.parse(readFileSync(path.join(REPO_ROOT, 'brands/shonali.json'), 'utf8'));

/** A scratch repository holding only brands/, as the script needs. */
function scratchRepo(brands: Record<string, unknown>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'croupier-create-brand-'));
  mkdirSync(path.join(root, 'brands'));
  for (const [code, brand] of Object.entries(brands)) writeFileSync(path.join(root, 'brands', `${code}.json`), JSON.stringify(brand, null, 2));
  return root;
}

function createBrand(root: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [SCRIPT, ...args, '--root', root], { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name), path.join(prefix, entry.name)) : [path.join(prefix, entry.name)],
  );
}

describe('create-brand', () => {
  it('turns a new brand file into a complete shell from the templates', () => {
    const acme = { ...shonali, code: 'acme', merchantCode: 'ACME', displayName: 'Acme "Gold"' };
    const root = scratchRepo({ acme });
    const result = createBrand(root, 'acme');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const appDir = path.join(root, 'apps/acme');
    expect(filesUnder(appDir).sort()).toEqual(['index.html', 'package.json', 'src/brand.test.ts', 'src/main.tsx', 'tsconfig.json', 'vite.config.ts']);
    const manifest = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
    expect(manifest.name).toBe('@croupier/app-acme');
    expect(manifest.description).toContain('Acme "Gold"');
    expect(Object.keys(manifest.scripts)).toEqual(expect.arrayContaining(['build', 'dev', 'lint', 'test']));
    expect(readFileSync(path.join(appDir, 'src/main.tsx'), 'utf8')).toContain("bootBrandApp(checkedBrand(brandFile, 'brands/acme.json'));");
    expect(readFileSync(path.join(appDir, 'vite.config.ts'), 'utf8')).toContain("brandViteConfig({ brandCode: 'acme' })");
    expect(readFileSync(path.join(appDir, 'index.html'), 'utf8')).not.toMatch(/\{\{/);
  });

  it('refuses to overwrite an existing app unless --force is given', () => {
    const root = scratchRepo({ shonali });
    expect(createBrand(root, 'shonali').status).toBe(0);
    writeFileSync(path.join(root, 'apps/shonali/src/main.tsx'), 'edited');
    const again = createBrand(root, 'shonali');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('apps/shonali already exists. Fix: pass --force');
    expect(readFileSync(path.join(root, 'apps/shonali/src/main.tsx'), 'utf8')).toBe('edited');
    expect(createBrand(root, 'shonali', '--force').status).toBe(0);
    expect(readFileSync(path.join(root, 'apps/shonali/src/main.tsx'), 'utf8')).toContain('bootBrandApp');
  });

  it('refuses a bad brand file with the file, the field and the fix, and writes nothing', () => {
    const bad = { ...shonali, code: 'bad', theme: { ...shonali.theme, dark: { colorPrimary: 'red; x: y' } } };
    const root = scratchRepo({ bad });
    const result = createBrand(root, 'bad');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('brands/bad.json is not a valid brand file');
    expect(result.stderr).toMatch(/theme\.dark\.colorPrimary: .* is not a colour\. Fix:/);
    expect(existsSync(path.join(root, 'apps/bad'))).toBe(false);
  });

  it('names a missing brand file', () => {
    const result = createBrand(scratchRepo({}), 'ghost');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('brands/ghost.json does not exist');
  });

  it('generated the committed brand shells: apps/<code> is exactly the template output', () => {
    for (const code of ['shonali', 'northstar']) {
      const root = scratchRepo({});
      cpSync(path.join(REPO_ROOT, 'brands', `${code}.json`), path.join(root, 'brands', `${code}.json`));
      expect(createBrand(root, code).status).toBe(0);
      for (const file of filesUnder(path.join(root, 'apps', code))) {
        expect(readFileSync(path.join(REPO_ROOT, 'apps', code, file), 'utf8'), `apps/${code}/${file}`).toBe(readFileSync(path.join(root, 'apps', code, file), 'utf8'));
      }
    }
  });
});
