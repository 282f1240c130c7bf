import { describe, expect, it } from 'vitest';
import { chiSquarePValue, chiSquareStatistic, logGamma, uniformExpectation } from './chi-square';

describe('chiSquareStatistic', () => {
  it('sums squared deviations over expectations', () => {
    expect(chiSquareStatistic([10, 20, 30], [20, 20, 20])).toBe(10);
    expect(chiSquareStatistic([5, 5], uniformExpectation(10, 2))).toBe(0);
  });
  it('refuses mismatched or empty expectations', () => {
    expect(() => chiSquareStatistic([1, 2], [1])).toThrow(RangeError);
    expect(() => chiSquareStatistic([1, 2], [1, 0])).toThrow(RangeError);
  });
});

describe('chiSquarePValue', () => {
  // Critical values from published chi-square tables (NIST/SEMATECH e-Handbook, table 1.3.6.7.4).
  it.each([
    [3.841, 1, 0.05],
    [6.635, 1, 0.01],
    [23.209, 10, 0.01],
    [50.998, 36, 0.05],
    [58.619, 36, 0.01],
    [124.342, 100, 0.05],
    [9.342, 10, 0.5],
  ])('gives the tabled tail for %f with %i degrees of freedom', (statistic, degreesOfFreedom, tail) => {
    expect(chiSquarePValue(statistic, degreesOfFreedom)).toBeCloseTo(tail, 3);
  });
  it('matches the closed form exp(-x/2) for two degrees of freedom, far into the tail', () => {
    for (const statistic of [0.1, 1, 5, 20, 60]) expect(chiSquarePValue(statistic, 2) / Math.exp(-statistic / 2)).toBeCloseTo(1, 10);
  });
  it('is 1 at zero', () => {
    expect(chiSquarePValue(0, 5)).toBe(1);
  });
});

describe('logGamma', () => {
  it('matches factorials', () => {
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(11)).toBeCloseTo(Math.log(3_628_800), 10);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
  });
});
