import { useState } from 'react';
import { dayInZone, presetRange, type DayRange, type RangePreset } from '@croupier/domain';
import { rangeProblem, type RangeProblem } from './date-range';

export interface RecordRange {
  preset: RangePreset;
  range: DayRange;
  /** why a custom range cannot be asked for; null when it can */
  problem: RangeProblem | null;
  pageNo: number;
  choosePreset: (preset: RangePreset) => void;
  chooseCustomRange: (range: DayRange) => void;
  choosePage: (pageNo: number) => void;
  /** a new filter of the page starts again at its first page */
  restartPaging: () => void;
}

/**
 * The dates and page of a record: today by default, in the brand's time zone as the server counts
 * days. A new range starts again at its first page; switching to custom starts from the range shown.
 */
export function useRecordRange(timeZone: string, nowMs: () => number): RecordRange {
  const today = dayInZone(nowMs(), timeZone);
  const [preset, setPreset] = useState<RangePreset>('today');
  const [customRange, setCustomRange] = useState<DayRange>({ from: today, to: today });
  const [pageNo, setPageNo] = useState(1);
  const range = preset === 'custom' ? customRange : presetRange(preset, today);
  return {
    preset,
    range,
    problem: preset === 'custom' ? rangeProblem(range) : null,
    pageNo,
    choosePreset: (next) => {
      if (next === 'custom' && preset !== 'custom') setCustomRange(range);
      setPreset(next);
      setPageNo(1);
    },
    chooseCustomRange: (next) => {
      setCustomRange(next);
      setPageNo(1);
    },
    choosePage: setPageNo,
    restartPaging: () => setPageNo(1),
  };
}
