// The light part of the wallet feature that the shell mounts on every page; the header balance and
// the wallet page are in the package's main entry, which the shell loads for logged-in members only.
export { WalletEnvironmentProvider, useWalletEnvironment, type WalletEnvironment } from './wallet-environment';
export { BALANCE_QUERY_ROOT, balanceQueryKey, invalidateBalance } from './balance-query-key';
