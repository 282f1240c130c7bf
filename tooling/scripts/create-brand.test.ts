import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { displayNameOf, merchantCodeOf } from './create-brand.mjs';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const SCRIPT = path.join(REPO_ROOT, 'tooling/scripts/create-brand.mjs');
const run = promisify(execFile);

/** A scratch repository holding the real brand files, so the command can write beside them. */
function scratchRepo(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'croupier-create-brand-'));
  mkdirSync(path.join(root, 'brands'));
  for (const code of ['northstar', 'shonali']) cpSync(path.join(REPO_ROOT, 'brands', `${code}.json`), path.join(root, 'brands', `${code}.json`));
  return root;
}

async function createBrand(root: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [SCRIPT, ...args, '--root', root], { cwd: REPO_ROOT });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('pnpm create-brand', () => {
  it('writes a new brand file from northstar’s, under its own code, merchant, name and host, and checks it', async () => {
    const root = scratchRepo();
    const result = await createBrand(root, 'acme-bet', '--name', 'Acme Bet');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Wrote brands/acme-bet.json from brands/northstar.json');
    expect(result.stdout).toContain('brands/acme-bet.json is valid beside northstar, shonali.');
    expect(result.stdout).toContain('answers at http://acme-bet.localhost:8080');
    const written = JSON.parse(readFileSync(path.join(root, 'brands/acme-bet.json'), 'utf8'));
    const northstar = JSON.parse(readFileSync(path.join(root, 'brands/northstar.json'), 'utf8'));
    expect(written).toMatchObject({ code: 'acme-bet', merchantCode: 'ACMEBET', displayName: 'Acme Bet', origins: ['http://acme-bet.localhost:8080'], domains: [], logo: { wordmark: 'Acme Bet', mark: 'A' } });
    expect(written.features).toEqual(northstar.features);
    // a second run checks what is there and writes nothing
    writeFileSync(path.join(root, 'brands/acme-bet.json'), JSON.stringify({ ...written, displayName: 'Acme' }));
    expect((await createBrand(root, 'acme-bet')).stdout).not.toContain('Wrote');
    expect(JSON.parse(readFileSync(path.join(root, 'brands/acme-bet.json'), 'utf8')).displayName).toBe('Acme');
  });

  it('refuses a merchant code or host another brand has, with the file, field and fix and no stack trace', async () => {
    const root = scratchRepo();
    const northstar = JSON.parse(readFileSync(path.join(root, 'brands/northstar.json'), 'utf8'));
    writeFileSync(path.join(root, 'brands/copycat.json'), JSON.stringify({ ...northstar, code: 'copycat', origins: ['http://copycat.localhost:8080'], domains: [] }));
    const shared = await createBrand(root, 'copycat');
    expect(shared.code).toBe(1);
    expect(shared.stderr.trim()).toBe(
      'brands/northstar.json is not a valid brand file:\n  - merchantCode: "NORTHSTAR" is already the merchant code of brands/copycat.json. Fix: give each brand its own merchant code',
    );
    writeFileSync(path.join(root, 'brands/copycat.json'), JSON.stringify({ ...northstar, code: 'copycat', merchantCode: 'COPYCAT', domains: [] }));
    const host = await createBrand(root, 'copycat');
    expect(host.stderr.trim()).toMatch(/^brands\/northstar\.json is not a valid brand file:\n {2}- origins: the host northstar\.localhost is already a host of brands\/copycat\.json\. Fix: give each brand its own origins and domains$/);
  });

  it('refuses a wrong brand file, a bad code and an unknown template in plain words', async () => {
    const root = scratchRepo();
    const northstar = JSON.parse(readFileSync(path.join(root, 'brands/northstar.json'), 'utf8'));
    writeFileSync(path.join(root, 'brands/bad.json'), JSON.stringify({ ...northstar, code: 'bad', merchantCode: 'BAD', origins: ['http://bad.localhost:8080'], domains: [], currency: { code: 'taka', symbol: '৳', scale: 2 } }));
    const bad = await createBrand(root, 'bad');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/bad\.json is not a valid brand file:\n {2}- currency\.code: must be a three-letter ISO 4217 code/);
    expect(bad.stderr).not.toMatch(/\n\s+at /);
    expect((await createBrand(root, 'Not A Code')).stderr).toContain('"Not A Code" is not a brand code. Fix:');
    expect((await createBrand(root, 'fresh', '--from', 'nowhere')).stderr).toContain('brands/nowhere.json does not exist');
  });

  it('makes merchant codes and names from brand codes', () => {
    expect(merchantCodeOf('lucky-7')).toBe('LUCKY7');
    expect(displayNameOf('lucky-star')).toBe('Lucky Star');
  });
});
