import { describe, expect, it } from 'vitest';
import { agentRangeProblem, canStepForward, rangeOf, steppedRange } from './agent-dates';

const TODAY = '2026-11-22';

describe('the back office dates', () => {
  it('ends the presets today in the brand zone, and keeps custom days as chosen', () => {
    expect(rangeOf({ preset: 'last7', custom: { from: '', to: '' } }, TODAY)).toEqual({ from: '2026-11-16', to: TODAY });
    expect(rangeOf({ preset: 'last30', custom: { from: '', to: '' } }, TODAY)).toEqual({ from: '2026-10-24', to: TODAY });
    expect(rangeOf({ preset: 'custom', custom: { from: '2026-01-01', to: '2026-01-31' } }, TODAY)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
  });

  it('steps to the previous 7 or 30 days before the dates shown', () => {
    const week = { from: '2026-11-16', to: TODAY };
    expect(steppedRange(week, -7, TODAY)).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    expect(steppedRange(week, -30, TODAY)).toEqual({ from: '2026-10-17', to: '2026-11-15' });
  });

  it('steps to the next days, never past today', () => {
    expect(steppedRange({ from: '2026-10-01', to: '2026-10-07' }, 7, TODAY)).toEqual({ from: '2026-10-08', to: '2026-10-14' });
    expect(steppedRange({ from: '2026-11-01', to: '2026-11-10' }, 30, TODAY)).toEqual({ from: '2026-10-24', to: TODAY });
    expect(steppedRange({ from: '2026-11-09', to: '2026-11-15' }, 7, TODAY)).toEqual({ from: '2026-11-16', to: TODAY });
    expect(canStepForward({ from: '2026-11-16', to: TODAY }, TODAY)).toBe(false);
    expect(canStepForward({ from: '2026-11-09', to: '2026-11-15' }, TODAY)).toBe(true);
  });

  it('refuses custom days the server would refuse, 92 days at most', () => {
    expect(agentRangeProblem({ from: '', to: TODAY })).toBe('missing');
    expect(agentRangeProblem({ from: TODAY, to: '2026-11-01' })).toBe('reversed');
    expect(agentRangeProblem({ from: '2026-01-01', to: '2026-04-02' })).toBeNull();
    expect(agentRangeProblem({ from: '2026-01-01', to: '2026-04-03' })).toBe('tooLong');
  });
});
