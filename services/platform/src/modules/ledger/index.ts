// The front door of modules/ledger, the bottom of the server's module layers (README.md beside this file).
// One entry point per language: TypeScript `post()` (ledger.ts) and SQL `ledger_post(...)`
// (sql/ledger_post.sql, with its fast two-leg way sql/ledger_post_pair.sql), which the seamless
// wallet's SQL functions call. The checks: `ledger_check()`
// (sql/ledger_check.sql), read by `ledgerProblems`/`assertLedgerConsistent` (ledger-check.ts).
export { BONUS_POSTING_KINDS, memberMovementsSql } from './account-movements';
export type { MemberMovementFilter } from './account-movements';
export { canonicalJson, payloadSha256 } from './canonical-json';
export { TRIAL_DEMO_BALANCE_MAJOR, grantTrialBalance, minorUnitsOf, openDemoMemberBalance } from './demo-money';
export { assertLedgerConsistent, checkLedger, ledgerProblems } from './ledger-check';
export { POSTING_KINDS } from './ledger-types';
export type { AccountRef, HouseAccount, PostingKind, PostingLeg, PostingRequest, PostingResult } from './ledger-types';
export { balanceOf, firstResultOf, post } from './ledger';
export { memberHasPosting } from './member-postings';
export { lockMemberWallets, memberMoneySql, openMemberWallet, postingKeyTaken, selectMemberWallets, selectPostingLegAmount, stakedSince, stakesByGame, stakesByMemberAndGame } from './member-wallets';
export type { GameStake, MemberGameStake, WalletRow } from './member-wallets';
export { toApiMinor } from './minor-units';
export { postingNoteFields, postingNoteForBrand } from './posting-note';
export { bonusWalletOf, payoutLegs, playableBalanceOf, stakeLegs, stakeShareOf } from './play-wallets';
export type { BonusWalletState } from './play-wallets';
// For the composition root (app.ts, main.ts, app-deps.ts, config.ts):
export { recordLedgerCurrencies } from './ledger-currencies';
