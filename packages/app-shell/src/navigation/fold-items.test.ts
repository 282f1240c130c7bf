import { describe, expect, it } from 'vitest';
import { fittingItemCount } from './fold-items';

describe('fittingItemCount', () => {
  it('keeps every item when all fit, without room for the more button', () => {
    expect(fittingItemCount([100, 100, 100], 80, 304, 2)).toBe(3);
  });

  it('folds the items that do not fit beside the more button', () => {
    // 100 + 2 + 100 + 2 + 80 = 284 fits; a third item would need 386.
    expect(fittingItemCount([100, 100, 100, 100], 80, 300, 2)).toBe(2);
  });

  it('folds everything when not even one item fits beside the button', () => {
    expect(fittingItemCount([200, 100], 80, 250, 2)).toBe(0);
  });

  it('keeps all when nothing was measured (no layout)', () => {
    expect(fittingItemCount([0, 0, 0], 0, 0, 0)).toBe(3);
  });
});
