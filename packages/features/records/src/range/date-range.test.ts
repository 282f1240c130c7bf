import { describe, expect, it } from 'vitest';
import { rangeProblem } from './date-range';

describe('date ranges of the betting record', () => {
  it('tells what is wrong with a custom range before the server is asked', () => {
    expect(rangeProblem({ from: '', to: '2026-01-01' })).toBe('missing');
    expect(rangeProblem({ from: '2026-01-02', to: '2026-01-01' })).toBe('reversed');
    expect(rangeProblem({ from: '2026-01-01', to: '2026-04-01' })).toBe('tooLong');
    expect(rangeProblem({ from: '2026-01-01', to: '2026-03-31' })).toBeNull();
  });
});
