export { BettingRecordScreen, type BettingRecordScreenProps } from './record/betting-record-screen';
export { RANGE_PRESETS, dayInZone, presetRange, type DayRange, type RangePreset } from './range/date-range';
