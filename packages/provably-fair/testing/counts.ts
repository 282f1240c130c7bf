/** How often each of `categories` outcomes came up over `draws` calls. */
export function countOutcomes(draw: () => number, categories: number, draws: number): number[] {
  const counts = new Array<number>(categories).fill(0);
  for (let index = 0; index < draws; index += 1) {
    const outcome = draw();
    if (!Number.isInteger(outcome) || outcome < 0 || outcome >= categories) throw new RangeError(`outcome ${outcome} is outside 0..${categories - 1}`);
    counts[outcome] = (counts[outcome] as number) + 1;
  }
  return counts;
}

/**
 * Significance level of the uniformity tests. A correct sampler fails one in a thousand seed choices;
 * the seeds are fixed, so a run is deterministic and a pass stays a pass, while the biased samplers the
 * tests set beside the real one score p-values below 1e-12 at the same sizes.
 */
export const UNIFORMITY_ALPHA = 0.001;
