/**
 * Pearson's chi-square goodness of fit, and its p-value, for the tests that check that draws are
 * uniform. Small and dependency-free on purpose: a statistics package would be the largest thing here.
 */
export function chiSquareStatistic(observed: readonly number[], expected: readonly number[]): number {
  if (observed.length !== expected.length || observed.length < 2) throw new RangeError('observed and expected need the same length, at least 2');
  let statistic = 0;
  observed.forEach((count, index) => {
    const wanted = expected[index] as number;
    if (!(wanted > 0)) throw new RangeError(`expected count ${index} must be positive, got ${wanted}`);
    statistic += (count - wanted) ** 2 / wanted;
  });
  return statistic;
}

/** Expected counts when every one of `categories` outcomes is equally likely. */
export function uniformExpectation(total: number, categories: number): number[] {
  return Array.from({ length: categories }, () => total / categories);
}

/** P(a chi-square variable with these degrees of freedom is at least `statistic`): the upper tail. */
export function chiSquarePValue(statistic: number, degreesOfFreedom: number): number {
  if (!(degreesOfFreedom > 0)) throw new RangeError(`degrees of freedom must be positive, got ${degreesOfFreedom}`);
  if (statistic <= 0) return 1;
  return regularizedUpperGamma(degreesOfFreedom / 2, statistic / 2);
}

const LANCZOS_G = 7;
const LANCZOS_COEFFICIENTS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
  -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 by the Lanczos approximation (about 15 significant digits). */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const shifted = x - 1;
  let sum = LANCZOS_COEFFICIENTS[0] as number;
  for (let index = 1; index < LANCZOS_COEFFICIENTS.length; index += 1) sum += (LANCZOS_COEFFICIENTS[index] as number) / (shifted + index);
  const t = shifted + LANCZOS_G + 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (shifted + 0.5) * Math.log(t) - t + Math.log(sum);
}

const MAX_ITERATIONS = 10_000;
const RELATIVE_EPSILON = 1e-15;
const TINY = 1e-300;

/**
 * Q(a, x) = Γ(a, x) / Γ(a): by its power series below x = a + 1, where that converges fast, and by a
 * continued fraction (modified Lentz) above it (Numerical Recipes, §6.2).
 */
function regularizedUpperGamma(a: number, x: number): number {
  const logPrefactor = a * Math.log(x) - x - logGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < MAX_ITERATIONS && Math.abs(term) > Math.abs(sum) * RELATIVE_EPSILON; n += 1) {
      term *= x / (a + n);
      sum += term;
    }
    return Math.max(0, 1 - sum * Math.exp(logPrefactor));
  }
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let fraction = d;
  for (let n = 1; n < MAX_ITERATIONS; n += 1) {
    const an = -n * (n - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const step = d * c;
    fraction *= step;
    if (Math.abs(step - 1) < RELATIVE_EPSILON) break;
  }
  return Math.exp(logPrefactor) * fraction;
}
