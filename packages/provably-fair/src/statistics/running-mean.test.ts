import { describe, expect, it } from 'vitest';
import { createRunningMean } from './running-mean';

describe('createRunningMean', () => {
  it('gives the mean and the standard error of the mean', () => {
    const running = createRunningMean();
    for (const value of [2, 4, 4, 4, 5, 5, 7, 9]) running.add(value);
    expect(running.count()).toBe(8);
    expect(running.mean()).toBe(5);
    // Sample variance 32 / 7; standard error sqrt(32 / 7 / 8).
    expect(running.standardError()).toBeCloseTo(Math.sqrt(32 / 7 / 8), 12);
  });
  it('has no standard error from one value', () => {
    const running = createRunningMean();
    running.add(1);
    expect(running.standardError()).toBe(Number.POSITIVE_INFINITY);
  });
});
