export { DepositScreen, type DepositScreenProps } from './deposit/deposit-screen';
