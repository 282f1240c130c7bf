import { describe, expect, it } from 'vitest';
import { ACCOUNT_MOVEMENT_GROUP_KINDS, ACCOUNT_MOVEMENT_KINDS } from './account-records';

describe('account movement groups', () => {
  it('put every movement kind in exactly one group', () => {
    expect(Object.values(ACCOUNT_MOVEMENT_GROUP_KINDS).flat().sort()).toEqual([...ACCOUNT_MOVEMENT_KINDS].sort());
  });
});
