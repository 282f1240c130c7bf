export { BettingRecordScreen, type BettingRecordScreenProps } from './record/betting-record-screen';
export { AccountRecordScreen, type AccountRecordScreenProps } from './account/account-record-screen';
export { ProfitRecordScreen, type ProfitRecordScreenProps } from './profit/profit-record-screen';
export { BonusRecordScreen, type BonusRecordScreenProps } from './bonus/bonus-record-screen';
