export { SystemStatus, resolveSystemStatus } from './system-status';
export {
  AGENT_MEMBER_TYPES,
  PLAYER_MEMBER_TYPE,
  TRIAL_MEMBER_TYPE,
  isAgentType,
  isTrialType,
  roleOf,
  type MemberRole,
} from './member';
export { LANGUAGES, LANGUAGE_DIRECTION, isLanguage, type Language } from './language';
export {
  COCKFIGHT_VENDOR,
  ELOTT_PRIZE_MODE_CODES,
  ESPORTS_VENDOR,
  GAME_TYPES,
  GAME_TYPE_ROUTE,
  PRIZE_MODES,
  isGameType,
  lotteryPrizeMode,
  type GameType,
  type PrizeMode,
} from './game-type';
export * from './constants';
export { pagerItems, totalPagesOf, type PagerItem } from './pagination';
export { assertMinorUnits, splitMinorUnits, type MinorUnits } from './money';
export { readTypedAmount, type TypedAmount, type TypedAmountProblem } from './typed-amount';
export {
  DEFAULT_SMS_EXPIRY_MINUTES,
  maskEmail,
  maskMobile,
  mustChangePasswordAfterLogin,
  smsCountdownSeconds,
  type LoginType,
} from './session-rules';
export { RANGE_PRESETS, dayInZone, lastDays, presetRange, shiftDay, type DayRange, type RangePreset } from './calendar-days';
export { POSTING_NOTE_CODES, type PostingNote, type PostingNoteCode } from './posting-note';
