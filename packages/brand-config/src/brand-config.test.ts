import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BrandConfigError, brandJsonSchema, brandStylesheet, isSafeColor, parseBrand, parseBrandText, resolveTheme } from './index';
import { loadBrandsDir } from './node';

const BRANDS_DIR = path.resolve(import.meta.dirname, '../../../brands');
const shonali = JSON.parse(readFileSync(path.join(BRANDS_DIR, 'shonali.json'), 'utf8'));

function problemsOf(data: unknown, fileName = 'brands/shonali.json'): string[] {
  try {
    parseBrand(data, fileName);
  } catch (error) {
    if (error instanceof BrandConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('brand files', () => {
  it('loads every brand in brands/', () => {
    const brands = loadBrandsDir(BRANDS_DIR);
    expect(brands.map((brand) => brand.code)).toEqual(expect.arrayContaining(['northstar', 'shonali']));
  });

  it('names the file, the field and the fix for a bad colour', () => {
    const bad = { ...shonali, theme: { ...shonali.theme, dark: { colorPrimary: 'red; background: url(evil)' } } };
    expect(() => parseBrand(bad, 'brands/shonali.json')).toThrow(/brands\/shonali\.json/);
    expect(problemsOf(bad)).toEqual([expect.stringMatching(/^theme\.dark\.colorPrimary: .* is not a colour\. Fix:/)]);
  });

  it('reports a missing field, an unknown field and a wrong language', () => {
    const { displayName: _removed, ...withoutName } = shonali;
    expect(problemsOf(withoutName)).toEqual([expect.stringMatching(/^displayName: is missing\. Fix:/)]);
    expect(problemsOf({ ...shonali, colour: 'x' })[0]).toMatch(/unknown field\(s\) "colour"/);
    expect(problemsOf({ ...shonali, languages: { default: 'fr', offered: ['bn'] } })[0]).toMatch(/^languages\.default: unsupported language/);
    expect(problemsOf({ ...shonali, languages: { default: 'en', offered: ['bn'] } })[0]).toMatch(/default language must be one of the offered/);
  });

  it('takes deposit channels with their limits, and refuses limits out of order, duplicate codes and a missing receiving account', () => {
    const channel = shonali.cashier.depositChannels[0];
    const withChannels = (depositChannels: unknown[]) => ({ ...shonali, cashier: { ...shonali.cashier, depositChannels } });
    expect(parseBrand(withChannels([channel]), 'brands/shonali.json').cashier?.depositChannels[0]?.code).toBe(channel.code);
    expect(problemsOf(withChannels([{ ...channel, minMinor: channel.maxMinor + 1 }]))[0]).toMatch(/maxMinor: minMinor must not be above maxMinor/);
    expect(problemsOf(withChannels([{ ...channel, dailyMaxMinor: channel.maxMinor - 1 }]))[0]).toMatch(/dailyMaxMinor: maxMinor must not be above dailyMaxMinor/);
    expect(problemsOf(withChannels([channel, channel]))[0]).toMatch(/channel codes must be unique/);
    const { receivingAccount: _gone, ...unpaid } = channel;
    expect(problemsOf(withChannels([unpaid]))[0]).toMatch(/receivingAccount: is required for a MANUAL channel/);
    expect(problemsOf(withChannels([{ ...unpaid, kind: 'GATEWAY' }]))[0]).toMatch(/gateway: is required for a GATEWAY channel/);
    expect(problemsOf(withChannels([{ ...channel, gateway: 'DEMOPAY' }]))[0]).toMatch(/gateway: is for GATEWAY channels only/);
    expect(parseBrand(withChannels([{ ...unpaid, kind: 'GATEWAY', gateway: 'DEMOPAY' }]), 'brands/shonali.json').cashier?.depositChannels[0]?.gateway).toBe('DEMOPAY');
    expect(problemsOf(withChannels([{ ...channel, minMinor: 0.5 }]))[0]).toMatch(/minMinor/);
  });

  it('takes in-house stake limits in minor units, and refuses a minimum above the maximum or a fraction', () => {
    const limited = { ...shonali, inHouse: { houseEdgeBps: 100, limits: { DICE: { minBetMinor: 500, maxBetMinor: 2_000 } } } };
    expect(parseBrand(limited, 'brands/shonali.json').inHouse.limits).toEqual({ DICE: { minBetMinor: 500, maxBetMinor: 2_000 } });
    const upsideDown = { ...shonali, inHouse: { houseEdgeBps: 100, limits: { DICE: { minBetMinor: 2_000, maxBetMinor: 500 } } } };
    expect(problemsOf(upsideDown)).toEqual([expect.stringMatching(/^inHouse\.limits\.DICE\.maxBetMinor: minBetMinor must not be above maxBetMinor/)]);
    const fraction = { ...shonali, inHouse: { houseEdgeBps: 100, limits: { MINES: { minBetMinor: 0.5, maxBetMinor: 500 } } } };
    expect(problemsOf(fraction)[0]).toMatch(/^inHouse\.limits\.MINES\.minBetMinor: /);
    expect(problemsOf({ ...shonali, inHouse: { houseEdgeBps: 100, limits: { POKER: { minBetMinor: 1, maxBetMinor: 2 } } } })[0]).toMatch(/unknown field\(s\) "POKER"/);
  });

  it('refuses a file name that does not match the code, and broken JSON', () => {
    expect(problemsOf(shonali, 'brands/other.json')[0]).toMatch(/does not match the file name/);
    expect(() => parseBrandText('{ "code": ', 'brands/x.json')).toThrow(/not valid JSON/);
  });

  it('refuses font and length values that could carry CSS', () => {
    const bad = { ...shonali, theme: { ...shonali.theme, light: { fontFamily: "x;} body{display:none", radiusSmall: '1px;' } } };
    const problems = problemsOf(bad);
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toMatch(/fontFamily.*not a font list/);
    expect(problems.join('\n')).toMatch(/radiusSmall.*not a length/);
  });
});

describe('colour check', () => {
  it.each(['#fff', '#0f9d6b', '#0f9d6b80', 'rgb(1, 2, 3)', 'rgba(1,2,3,0.5)', 'hsl(120, 50%, 40%)'])('accepts %s', (value) => {
    expect(isSafeColor(value)).toBe(true);
  });
  it.each(['red', '#ggg', 'url(x)', 'rgb(1,2,3);x:y', '#fff}', 'expression(alert(1))', 'var(--x)'])('refuses %s', (value) => {
    expect(isSafeColor(value)).toBe(false);
  });
});

describe('theme', () => {
  it('lays brand overrides over the base tokens', () => {
    const brand = parseBrand(shonali, 'brands/shonali.json');
    const dark = resolveTheme(brand, 'dark');
    expect(dark.colorPrimary).toBe('#0f9d6b');
    expect(dark.colorDanger).toBe('#ef5350');
  });
  it('emits both modes as CSS variables, default mode on :root', () => {
    const css = brandStylesheet(parseBrand(shonali, 'brands/shonali.json'));
    expect(css).toContain(':root, :root[data-theme="dark"] {');
    expect(css).toContain(':root[data-theme="light"] {');
    expect(css).toContain('--color-primary: #0f9d6b;');
  });
});

describe('JSON Schema', () => {
  it('is generated and checked in up to date', () => {
    const onDisk = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../brand.schema.json'), 'utf8'));
    expect(onDisk).toEqual(brandJsonSchema());
  });
});
