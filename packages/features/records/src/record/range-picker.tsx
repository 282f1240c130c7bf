import { useTranslation } from 'react-i18next';
import { Input, SegmentedControl } from '@croupier/ui';
import { RANGE_PRESETS, type DayRange, type RangePreset } from '@croupier/domain';

export interface RangePickerProps {
  preset: RangePreset;
  range: DayRange;
  onPreset: (preset: RangePreset) => void;
  onCustomRange: (range: DayRange) => void;
  problem: string | null;
}

/** Today, the previous 7 or 30 days, or two days the player picks. */
export function RangePicker({ preset, range, onPreset, onCustomRange, problem }: RangePickerProps) {
  const { t } = useTranslation('records');
  const options = RANGE_PRESETS.map((value) => ({ value, label: t(`range.${value}`), testId: `records-range-${value}` }));
  return (
    <>
      <SegmentedControl label={t('range.label')} options={options} value={preset} onChange={onPreset} />
      {preset === 'custom' ? (
        <>
          <Input type="date" label={t('range.from')} value={range.from} onChange={(event) => onCustomRange({ ...range, from: event.target.value })} data-testid="records-from" />
          <Input
            type="date"
            label={t('range.to')}
            value={range.to}
            onChange={(event) => onCustomRange({ ...range, to: event.target.value })}
            error={problem ?? undefined}
            data-testid="records-to"
          />
        </>
      ) : null}
    </>
  );
}
