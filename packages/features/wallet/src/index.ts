export { HeaderBalance, BALANCE_REFRESH_THROTTLE_MS } from './header/header-balance';
export { TransferFundScreen } from './wallet-transfer/transfer-fund-screen';
export { BALANCE_REFETCH_INTERVAL_MS, BALANCE_STALE_MS, useBalance } from './balance/use-balance';
export { BALANCE_QUERY_ROOT, balanceQueryKey, invalidateBalance } from './environment/balance-query-key';
export { GameWalletGate, type GameWalletGateProps } from './game-wallet/game-wallet-gate';
