// The front door of modules/accounts: what other modules use of it. Another module imports this module
// through here only (croupier/boundaries lint rule, docs/decisions/0037).
export { DEMO_AGENT_USERNAME, DEMO_PASSWORD, DEMO_PLAYER_USERNAME, seedDemoMembers } from './demo-members';
export { requestLanguage } from './language';
export { HOUSE_ACCOUNT_TYPE, memberContext, refuseTrial } from './member-context';
export type { MemberContext } from './member-context';
export { fieldMessage } from './messages';
export { createMemberByOperator } from './operator-members';
export { PRODUCTION_ARGON2_COST, PasswordHasher } from './passwords';
export { featureDisabled } from './refusals';
export { insertMember, selectMemberById, selectMemberByUsername, selectMemberSearchPage, selectPayeeName, setPayeeNameOnce, updatePaymentPasswordHash } from './repository';
export type { MemberRecord, MemberSearch } from './repository';
export { brandSendsSms } from './sms-codes';
export { sweepExpiredAccountRows } from './sweep';
export { deletePlayLock, insertPlayLock, isPlayLocked, selectPlayLock } from './play-locks';
export type { StoredPlayLock } from './play-locks';
export { selectAffiliateCode, updateMissingAffiliateCode } from './affiliate-codes';
export { selectDownlineByName, selectDownlineByUsername, selectMemberBriefByName, selectUpline } from './agent-tree';
export type { DownlineAccount, MemberBrief, TransferParty } from './agent-tree';
export { lockMemberRow } from './member-lock';
export { memberUsernameSql } from './member-sql';
export { agentsAboveJoinSql, belowAnyAgentSql, isBelowAgentSql, teamSql } from './team-sql';
export type { TeamFilter } from './team-sql';
export { selectDownlinePage, selectTeamMember } from './downline-list';
export type { DownlineList, DownlineListSelection, DownlineRow } from './downline-list';
// For the composition root (app.ts, main.ts, app-deps.ts, config.ts):
export { registerAccountRoutes } from './routes';
export type { Argon2Cost } from './passwords';
