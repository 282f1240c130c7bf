import { BET_RECORD_MAX_DAYS, daysInRange, type DayRange } from '@croupier/domain';

export type RangeProblem = 'missing' | 'reversed' | 'tooLong';

/** Why the server would refuse a custom range, told before asking it; null when the range is fine. */
export function rangeProblem(range: DayRange): RangeProblem | null {
  if (!range.from || !range.to) return 'missing';
  if (range.from > range.to) return 'reversed';
  if (daysInRange(range.from, range.to) > BET_RECORD_MAX_DAYS) return 'tooLong';
  return null;
}
