export { TransferUplineScreen } from './screen/transfer-upline-screen';
