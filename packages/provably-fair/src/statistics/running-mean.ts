/** z of a two-sided 95 % normal interval. */
export const Z_95 = 1.959963984540054;

export type RunningMean = {
  add(value: number): void;
  count(): number;
  mean(): number;
  /** Standard error of the mean from the sample variance. */
  standardError(): number;
};

/**
 * Mean and variance in one pass (Welford's update), which stays accurate over millions of values where
 * the textbook sum of squares minus square of sums loses its digits.
 */
export function createRunningMean(): RunningMean {
  let count = 0;
  let mean = 0;
  let squaredDeviations = 0;
  return {
    add(value) {
      count += 1;
      const delta = value - mean;
      mean += delta / count;
      squaredDeviations += delta * (value - mean);
    },
    count: () => count,
    mean: () => mean,
    standardError: () => (count < 2 ? Number.POSITIVE_INFINITY : Math.sqrt(squaredDeviations / (count - 1) / count)),
  };
}
