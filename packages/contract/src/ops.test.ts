import { describe, expect, it } from 'vitest';
import { ALL_CALLS, OPS_CALLS, OPS_TEST_CALLS, opsAddRegionBlock, opsCreateMember, opsStartMaintenance } from './index';

describe('operator calls', () => {
  it('live under /ops/ and stay out of the player call list', () => {
    const operatorCalls = [...OPS_CALLS, ...OPS_TEST_CALLS];
    for (const call of operatorCalls) expect(call.path).toMatch(/^\/ops\//);
    const playerNames = new Set(ALL_CALLS.map((call) => call.name));
    for (const call of operatorCalls) expect(playerNames.has(call.name)).toBe(false);
  });

  it('accepts maintenance with an optional ISO end time and refuses a vague one', () => {
    expect(opsStartMaintenance.body.safeParse({ title: 'Upgrade', message: 'Back soon' }).success).toBe(true);
    expect(opsStartMaintenance.body.safeParse({ title: 'Upgrade', message: 'Back soon', until: '2030-01-01T06:00:00Z' }).success).toBe(true);
    expect(opsStartMaintenance.body.safeParse({ title: 'Upgrade', message: 'Back soon', until: 'tomorrow' }).success).toBe(false);
    expect(opsStartMaintenance.body.safeParse({ title: ' ', message: 'Back soon' }).success).toBe(false);
  });

  it('names the brand in the path', () => {
    expect(opsAddRegionBlock.params?.safeParse({ code: 'shonali' }).success).toBe(true);
    expect(opsAddRegionBlock.params?.safeParse({}).success).toBe(false);
  });

  it('creates members of the known types only', () => {
    expect(opsCreateMember.body.safeParse({ username: 'agent07', password: 'Secret#1', type: 41 }).success).toBe(true);
    expect(opsCreateMember.body.safeParse({ username: 'agent07', password: 'Secret#1', type: 3 }).success).toBe(false);
    expect(opsCreateMember.body.safeParse({ username: 'smsonly', type: 0, mobileNum: '01712345678' }).success).toBe(true);
  });
});
