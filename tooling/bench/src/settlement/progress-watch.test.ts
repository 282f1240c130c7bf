import { describe, expect, it } from 'vitest';
import { phasesOf } from './progress-watch';

describe('the settlement run’s phases', () => {
  it('reads when every row was claimed and when the last payout was posted', () => {
    const samples = [
      { atMs: 1_000, rows: 0, paid: 0 },
      { atMs: 1_250, rows: 0, paid: 0 },
      { atMs: 1_500, rows: 2_000, paid: 0 },
      { atMs: 1_750, rows: 10_000, paid: 40 },
      { atMs: 2_000, rows: 10_000, paid: 9_000 },
      { atMs: 2_250, rows: 10_000, paid: 9_990 },
      { atMs: 2_500, rows: 10_000, paid: 9_990 },
    ];
    expect(phasesOf(samples, 900)).toEqual({ claimedAfterMs: 850, paidAfterMs: 1_350, samples: 7 });
  });

  it('says nothing of a phase that never happened', () => {
    expect(phasesOf([], 0)).toEqual({ claimedAfterMs: null, paidAfterMs: null, samples: 0 });
    expect(phasesOf([{ atMs: 5, rows: 3, paid: 0 }], 0)).toEqual({ claimedAfterMs: 5, paidAfterMs: null, samples: 1 });
  });
});
