import { describe, expect, it } from 'vitest';
import { PictureCache } from './picture-cache';

const bytes = (count: number) => Buffer.alloc(count);

describe('the picture cache', () => {
  it('keeps pictures up to its budget and lets the least recently served go first', () => {
    const cache = new PictureCache(30);
    cache.set('a', bytes(10));
    cache.set('b', bytes(10));
    cache.set('c', bytes(10));
    expect(cache.get('a')).toBeDefined();
    cache.set('d', bytes(10));
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.get(key) !== undefined)).toEqual([true, true, true]);
    expect(cache.size).toBe(3);
  });

  it('counts a picture set again once', () => {
    const cache = new PictureCache(20);
    cache.set('a', bytes(10));
    cache.set('a', bytes(10));
    cache.set('b', bytes(10));
    expect(cache.size).toBe(2);
  });
});
