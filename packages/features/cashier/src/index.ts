export { DepositScreen, type DepositScreenProps } from './deposit/deposit-screen';
export { WithdrawScreen, type WithdrawScreenProps } from './withdraw/withdraw-screen';
