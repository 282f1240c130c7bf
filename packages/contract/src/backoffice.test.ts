import { describe, expect, it } from 'vitest';
import { ALL_CALLS, BACKOFFICE_CALLS, boGetMember, boGetMemberLedger, boLogin, boReadAudit, boSearchMembers, createOperatorInputSchema } from './index';

const goodOperator = { username: 'cashier7', displayName: 'Cashier Seven', password: 'Long enough #1', role: 'CASHIER', merchantCodes: ['SHONALI'] };

describe('operator console calls', () => {
  it('live under /bo/ and stay out of the player call list', () => {
    const playerNames = new Set(ALL_CALLS.map((call) => call.name));
    for (const call of BACKOFFICE_CALLS) {
      expect(call.path).toMatch(/^\/bo\//);
      expect(playerNames.has(call.name)).toBe(false);
    }
    expect(BACKOFFICE_CALLS.filter((call) => !call.auth).map((call) => call.name)).toEqual(['boLogin']);
  });

  it('take operator names of lower-case letters, digits, _ . and - only', () => {
    expect(createOperatorInputSchema.safeParse(goodOperator).success).toBe(true);
    expect(createOperatorInputSchema.safeParse({ ...goodOperator, username: ' cash.ier-7_ ' }).data?.username).toBe('cash.ier-7_');
    for (const username of ['ab', 'a'.repeat(33), 'Cashier7', 'cash ier', 'cashier@7', 'kassierer€']) {
      expect(createOperatorInputSchema.safeParse({ ...goodOperator, username }).success, username).toBe(false);
    }
  });

  it('want a password of at least 10 characters besides spaces, and brands named on purpose', () => {
    expect(createOperatorInputSchema.safeParse({ ...goodOperator, password: 'short#1' }).success).toBe(false);
    expect(createOperatorInputSchema.safeParse({ ...goodOperator, password: ' '.repeat(12) }).success).toBe(false);
    expect(createOperatorInputSchema.safeParse({ ...goodOperator, merchantCodes: null }).success).toBe(true);
    expect(createOperatorInputSchema.safeParse({ ...goodOperator, merchantCodes: [] }).success).toBe(false);
    const { merchantCodes: _omitted, ...withoutBrands } = goodOperator;
    expect(createOperatorInputSchema.safeParse(withoutBrands).success).toBe(false);
  });

  it('refuse blank logins and unknown keys', () => {
    expect(boLogin.body.safeParse({ username: 'cashier1', password: 'x' }).success).toBe(true);
    expect(boLogin.body.safeParse({ username: '   ', password: 'x' }).success).toBe(false);
    expect(boLogin.body.safeParse({ username: 'cashier1', password: 'x', remember: true }).success).toBe(false);
  });

  it('page the audit log with whole numbers within bounds', () => {
    expect(boReadAudit.query.safeParse({ page: '2', pageSize: '10' }).data).toEqual({ page: 2, pageSize: 10 });
    for (const query of [{ page: '0' }, { page: '1.5' }, { pageSize: '201' }, { pageSize: '-1' }]) {
      expect(boReadAudit.query.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });

  it('search a brand’s members by at least 2 characters of a username or mobile number, a page at a time', () => {
    expect(boSearchMembers.query.safeParse({ merchantCode: 'SHONALI', search: ' +880 1712 ', page: '2', pageSize: '50' }).data).toEqual({ merchantCode: 'SHONALI', search: '+880 1712', page: 2, pageSize: 50 });
    for (const query of [
      { merchantCode: 'SHONALI', search: 'r' },
      { merchantCode: 'SHONALI', search: 'a'.repeat(33) },
      { merchantCode: 'SHONALI', search: "rahim'--" },
      { merchantCode: 'SHONALI', search: 'rahim%' },
      { merchantCode: 'shonali', search: 'rahim' },
      { merchantCode: 'SHONALI', search: 'rahim', pageSize: '101' },
      { search: 'rahim' },
    ]) {
      expect(boSearchMembers.query.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });

  it('name a member by a whole id and the brand, and read at most 90 days of their ledger', () => {
    expect(boGetMember.params?.safeParse({ memberId: '42' }).success).toBe(true);
    for (const memberId of ['0', '042', '4.2', '1'.repeat(19), 'abc']) expect(boGetMember.params?.safeParse({ memberId }).success, memberId).toBe(false);
    expect(boGetMember.query.safeParse({}).success).toBe(false);
    const ledger = (query: Record<string, string>) => boGetMemberLedger.query.safeParse({ merchantCode: 'SHONALI', ...query });
    expect(ledger({ from: '2026-09-01', to: '2026-11-29', group: 'cashier', pageNo: '3' }).data).toEqual({ merchantCode: 'SHONALI', from: '2026-09-01', to: '2026-11-29', group: 'cashier', pageNo: 3 });
    expect(ledger({ from: '2026-09-01', to: '2026-11-30' }).success).toBe(false);
    expect(ledger({ from: '2026-11-20', to: '2026-11-19' }).success).toBe(false);
    expect(ledger({ from: '2026-11-20', to: '2026-11-20', group: 'bonus' }).success).toBe(false);
  });
});
