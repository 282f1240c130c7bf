export { RebateScreen } from './screen/rebate-screen';
