/**
 * First part of the member info query key: the call's name, written out so the shell can drop the
 * member's data on logout without loading the account calls (a test holds it to getMemberInfo.name).
 */
export const MEMBER_INFO_QUERY_ROOT = 'getMemberInfo';

/** The token is part of the key: a new login (or a changed password's new token) is a new member. */
export function memberInfoQueryKey(token: string | null) {
  return [MEMBER_INFO_QUERY_ROOT, token] as const;
}
