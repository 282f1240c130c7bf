import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandSetProblems } from './brand-set';
import { loadBrandsDir } from './node';
import { parseBrand } from './parse';

const BRANDS_DIR = path.resolve(import.meta.dirname, '../../../brands');
const northstarFile = JSON.parse(readFileSync(path.join(BRANDS_DIR, 'northstar.json'), 'utf8'));
const northstar = parseBrand(northstarFile, 'brands/northstar.json');
const acme = (changes: Record<string, unknown>) =>
  parseBrand({ ...northstarFile, code: 'acme', merchantCode: 'ACME', origins: ['http://acme.localhost:8080'], domains: ['acme.example'], ...changes }, 'brands/acme.json');

describe('brands side by side', () => {
  it('have nothing to say of brands with their own merchant codes and hosts', () => {
    expect(brandSetProblems([northstar, acme({})])).toEqual([]);
  });

  it('refuse a merchant code two brands share, naming both files, the field and the fix', () => {
    const [problem] = brandSetProblems([northstar, acme({ merchantCode: northstar.merchantCode })]);
    expect(problem?.message).toBe(
      `brands/acme.json is not a valid brand file:\n  - merchantCode: "${northstar.merchantCode}" is already the merchant code of brands/northstar.json. Fix: give each brand its own merchant code`,
    );
  });

  it('refuse an origin or a domain another brand answers on, whatever its port', () => {
    const [origin] = brandSetProblems([northstar, acme({ origins: [northstar.origins[0]?.replace('8080', '9000')] })]);
    expect(origin?.problems[0]).toMatch(/^origins: the host northstar\.localhost is already a host of brands\/northstar\.json\. Fix: give each brand its own origins and domains$/);
    const [domain] = brandSetProblems([northstar, acme({ domains: [northstar.domains[0]] })]);
    expect(domain?.problems[0]).toMatch(/^domains: the host .+ is already a host of brands\/northstar\.json/);
  });

  it('stop a folder of brands from loading at the first such problem', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'croupier-brands-'));
    writeFileSync(path.join(dir, 'northstar.json'), JSON.stringify(northstarFile));
    writeFileSync(path.join(dir, 'acme.json'), JSON.stringify({ ...northstarFile, code: 'acme', origins: ['http://acme.localhost:8080'], domains: [] }));
    expect(() => loadBrandsDir(dir)).toThrow(/brands\/northstar\.json is not a valid brand file:\n {2}- merchantCode: "NORTHSTAR" is already the merchant code of brands\/acme\.json/);
  });
});
