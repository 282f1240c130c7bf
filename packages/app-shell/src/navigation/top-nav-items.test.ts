import { describe, expect, it } from 'vitest';
import { sampleCategories } from '../../testing/fixtures';
import { buildTopNavItems } from './top-nav-items';
import { buildVendorGroups } from './vendor-groups';

describe('buildTopNavItems', () => {
  it('keeps categories with a vendor and a page, and the fixed home, in-house and promotions entries', () => {
    expect(buildTopNavItems(sampleCategories()).map((item) => item.to)).toEqual(['/', '/live', '/rng', '/bgs', '/promotions']);
  });
  it('still offers the fixed entries when the server lists nothing', () => {
    expect(buildTopNavItems([]).map((item) => item.key)).toEqual(['home', 'bgs', 'promotions']);
  });
});

describe('buildVendorGroups', () => {
  it('lists each vendor once per game type with its logo and drops types without vendors', () => {
    const categories = sampleCategories();
    const live = categories[0];
    if (!live) throw new Error('fixture has no LIVE category');
    const withRepeat = [...categories, { ...live, cards: [] }];
    const groups = buildVendorGroups(withRepeat);
    expect(groups.map((group) => group.gameType)).toEqual(['LIVE', 'RNG', 'CRASH', 'BGS']);
    expect(groups[0]?.vendors).toEqual([{ vassalage: 'EVL', name: 'Evolux Live', iconUrl: '/assets/art/vendor/evl.svg' }]);
  });
});
