// The light part of the account feature that the shell mounts on every page; the screens and popups
// are in the package's main entry, which the shell loads on demand.
export {
  AccountEnvironmentProvider,
  useAccountEnvironment,
  type AccountEnvironment,
  type AccountPopupName,
  type AccountPopupOptions,
} from './account-environment';
export { MEMBER_INFO_QUERY_ROOT, memberInfoQueryKey } from './member-info-key';
export { MEMBER_INFO_STALE_MS, useMemberInfo } from './use-member-info';
