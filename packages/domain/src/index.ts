export { SystemStatus, resolveSystemStatus } from './system-status';
export {
  AGENT_MEMBER_TYPES,
  OPS_MEMBER_TYPES,
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
} from './session-rules';
export { RANGE_PRESETS, dayInZone, daysInRange, lastDays, presetRange, shiftDay, type DayRange, type RangePreset } from './calendar-days';
export { POSTING_NOTE_CODES, type PostingNote, type PostingNoteCode } from './posting-note';
export { LOGIN_AREAS, LOGIN_TYPES, PROFILE_ICON_COUNT, REGISTER_FIELDS, type LoginType } from './accounts';
export { BONUS_WALLET, MAIN_WALLET } from './wallet';
export {
  PAGE_SIZE_ACCOUNT_RECORDS,
  ACCOUNT_MOVEMENT_KINDS,
  ACCOUNT_MOVEMENT_GROUPS,
  ACCOUNT_MOVEMENT_GROUP_KINDS,
  type AccountMovementKind,
  type AccountMovementGroup,
} from './account-records';
export {
  PAGE_SIZE_BET_RECORDS,
  MAX_PAGE_SIZE_BET_RECORDS,
  BET_RECORD_MAX_DAYS,
  BET_RECORD_SOURCES,
  BET_RECORD_STATUSES,
  BET_TRANSACTION_KINDS,
  type BetRecordSource,
  type BetRecordStatus,
} from './records';
export {
  PROOF_MAX_BYTES,
  PROOF_CONTENT_TYPES,
  DEPOSIT_STATUSES,
  DEPOSIT_CHANNEL_KINDS,
  PAYMENT_PASSWORD_MIN_LENGTH,
  PAYMENT_PASSWORD_MAX_LENGTH,
  MAX_PAYOUT_ACCOUNTS,
  WITHDRAWAL_STATUSES,
  WITHDRAWAL_RECEIPTS,
  type DepositStatus,
  type WithdrawalStatus,
} from './cashier';
export { NOTIFICATION_KINDS, WALLET_NOTIFICATION_KINDS, NOTIFICATIONS_PAGE_MAX, type NotificationKind } from './notifications';
export {
  IN_HOUSE_VENDOR,
  IN_HOUSE_GAMES,
  IN_HOUSE_GAME_PAGES,
  IN_HOUSE_MULTIPLIER_SCALE,
  CRASH_MULTIPLIER_SCALE,
  CRASH_MIN_CASH_OUT_HUNDREDTHS,
  CRASH_MAX_MULTIPLIER_HUNDREDTHS,
  CRASH_GROWTH_PER_MS,
  DICE_ROLL_COUNT,
  DICE_DIRECTIONS,
  MINES_GRID_CELLS,
  MINES_MIN_MINES,
  MINES_MAX_MINES,
  ROUND_STATUSES,
  CRASH_PHASES,
  CRASH_BET_STATUSES,
  crashMultiplierAt,
  inHouseVerifierPath,
  type InHouseGame,
  type CrashPhase,
  type CrashBetStatus,
} from './in-house-games';
export {
  AGENT_REPORT_PAGE_SIZE,
  AGENT_REPORT_MAX_DAYS,
  AGENT_REPORT_CSV_MAX_ROWS,
  AGENT_USERNAME_MAX_LENGTH,
  DOWNLINE_AGENT_TYPE,
  DOWNLINE_ACCOUNT_KINDS,
  agentRegisterPath,
  type DownlineAccountKind,
} from './agents';
export {
  CONTRACT_KINDS,
  SALARY_CONTRACT_KINDS,
  PERIODIC_CONTRACT_KINDS,
  CONTRACT_PERIODS,
  CONTRACT_RATE_PPM_MIN,
  CONTRACT_RATE_PPM_MAX,
  CONTRACT_STATUSES,
  CONTRACT_END_REASONS,
  CONTRACT_PAYERS,
  CONTRACT_REQUEST_TYPES,
  CONTRACT_REQUEST_STATUSES,
  CONTRACT_REQUEST_REASONS,
  SETTLEMENT_STATUSES,
  NOTHING_DUE_REASONS,
  CONTRACT_THRESHOLDS,
  PAGE_SIZE_CONTRACTS,
  MAX_HELD_CONTRACTS_LISTED,
  CONTRACT_REPORT_MAX_DAYS,
  PAGE_SIZE_CONTRACT_REPORTS,
  CONTRACT_REPORT_CSV_MAX_ROWS,
  contractAmountMinor,
  type ContractKind,
  type ContractPeriod,
  type ContractStatus,
  type ContractEndReason,
  type ContractPayer,
  type ContractRequestType,
  type ContractRequestStatus,
  type ContractRequestReason,
  type SettlementStatus,
  type NothingDueReason,
  type ContractThreshold,
} from './agent-contracts';
export {
  OPERATOR_ROLES,
  OPERATOR_USERNAME_PATTERN,
  OPERATOR_PASSWORD_MIN_LENGTH,
  OPERATOR_PASSWORD_MAX_LENGTH,
  OPERATOR_DISPLAY_NAME_MAX_LENGTH,
  AUDIT_PAGE_SIZE,
  MAX_AUDIT_PAGE_SIZE,
  MEMBER_SEARCH_PAGE_SIZE,
  MAX_MEMBER_SEARCH_PAGE_SIZE,
  MEMBER_SEARCH_MIN_LENGTH,
  type OperatorRole,
} from './operators';
export {
  DEFAULT_REBATE_DAILY_CAP_MAJOR,
  DEFAULT_REBATE_PAY_HOUR,
  DEFAULT_REBATE_RATES_PPM,
  MAX_PAGE_SIZE_REBATE_HISTORY,
  PAGE_SIZE_REBATE_HISTORY,
  REBATE_CLAIM_DAYS,
  REBATE_DAILY_CAP_MAJOR_MAX,
  REBATE_PAYOUT_MODES,
  REBATE_RATE_PPM_MAX,
  REBATE_RATE_PPM_SCALE,
  REBATE_RATE_STEP_PPM,
  REBATE_REPORT_MAX_DAYS,
  REBATE_SETTLE_MS,
  rebateOfValidBet,
  type RebatePayoutMode,
} from './rebates';
