import { describe, expect, it } from 'vitest';
import { getMemberInfo } from '@croupier/contract';
import { MEMBER_INFO_QUERY_ROOT, memberInfoQueryKey } from './member-info-key';

describe('member info query key', () => {
  it('starts with the call name and names the token', () => {
    expect(MEMBER_INFO_QUERY_ROOT).toBe(getMemberInfo.name);
    expect(memberInfoQueryKey('tok')).toEqual(['getMemberInfo', 'tok']);
  });
});
