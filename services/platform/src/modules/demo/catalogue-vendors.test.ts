import { describe, expect, it } from 'vitest';
import { PLATFORM_VENDORS } from '@croupier/brand-config';
import { generateCatalogue } from './catalogue-generator';

describe('the demo catalogue and the vendors brand files may name', () => {
  it('are the same vendors, in the same order, each with games in exactly the categories the list gives it', () => {
    const catalogue = generateCatalogue();
    expect(catalogue.vendors.map((vendor) => vendor.vassalage)).toEqual(PLATFORM_VENDORS.map((vendor) => vendor.code));
    for (const vendor of PLATFORM_VENDORS) {
      const categories = new Set(catalogue.games.filter((game) => game.vassalage === vendor.code).map((game) => game.gameType));
      expect(categories, vendor.code).toEqual(new Set(vendor.categories));
    }
  });
});
