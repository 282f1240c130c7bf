import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkedBrand } from './checked';
import { parseBrandText } from './parse';

const shonaliText = readFileSync(new URL('../../../brands/shonali.json', import.meta.url), 'utf8');

describe('checkedBrand', () => {
  it('takes the brand the build already checked as it is', () => {
    const brand = parseBrandText(shonaliText, 'brands/shonali.json');
    expect(checkedBrand(brand, 'brands/shonali.json')).toBe(brand);
  });

  it('refuses a brand whose code does not name the file', () => {
    const brand = parseBrandText(shonaliText, 'brands/shonali.json');
    expect(() => checkedBrand(brand, 'brands/northstar.json')).toThrow(/brands\/northstar.json/);
    expect(() => checkedBrand(null, 'brands/shonali.json')).toThrow();
  });
});
