import { describe, expect, it } from 'vitest';
import { pagerItems, totalPagesOf } from './pagination';

const shape = (items: ReturnType<typeof pagerItems>) =>
  items.map((item) => (item.kind === 'gap' ? '…' : item.current ? `[${item.page}]` : String(item.page))).join(' ');

describe('pagerItems', () => {
  it('shows every page when there are few', () => {
    expect(shape(pagerItems(2, 4))).toBe('1 [2] 3 4');
  });
  it('shows five pages around the current one with one margin page at each end', () => {
    expect(shape(pagerItems(10, 20))).toBe('1 … 8 9 [10] 11 12 … 20');
  });
  it('keeps five pages at the start and end', () => {
    expect(shape(pagerItems(1, 20))).toBe('[1] 2 3 4 5 … 20');
    expect(shape(pagerItems(20, 20))).toBe('1 … 16 17 18 19 [20]');
  });
  it('clamps an out-of-range page and returns nothing for no pages', () => {
    expect(shape(pagerItems(99, 3))).toBe('1 2 [3]');
    expect(pagerItems(1, 0)).toEqual([]);
  });
  it('counts pages', () => {
    expect(totalPagesOf(0, 20)).toBe(1);
    expect(totalPagesOf(41, 20)).toBe(3);
    expect(() => totalPagesOf(1, 0)).toThrow(RangeError);
  });
});
