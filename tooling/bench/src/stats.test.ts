import { describe, expect, it } from 'vitest';
import { median, percentile, summarizeLatencies } from './stats';

describe('percentile', () => {
  it('is the nearest rank, so it is always a measured value', () => {
    const values = Array.from({ length: 100 }, (_value, index) => index + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([4, 8], 95)).toBe(8);
    expect(percentile([7], 50)).toBe(7);
    expect(percentile([], 95)).toBeNaN();
  });
});

describe('summarizeLatencies', () => {
  it('sorts the samples before reading the percentiles', () => {
    const samples = [9, 1, 5, 3, 7, 2, 8, 4, 6, 10, 20, 11, 12, 13, 14, 15, 16, 17, 18, 19];
    expect(summarizeLatencies(samples)).toEqual({ count: 20, p50Ms: 10, p95Ms: 19, p99Ms: 20, maxMs: 20 });
  });
});

describe('median', () => {
  it('takes the middle run, or the mean of the two middle ones', () => {
    expect(median([72, 58, 64])).toBe(64);
    expect(median([3, 1, 4, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
