import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boGetMember, boGetMemberLedger, decideDeposit, getSystemStatus } from '@croupier/contract';
import { createApiClient } from '../src/client';
import { startStubPlatform, type StubPlatform } from './stub-platform';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());

const memberDetail = (memberId: string) => ({
  member: { memberId, merchantCode: 'SHONALI', username: `member${memberId}`, type: 0, mobile: null, createdAt: '2026-11-20T06:00:00.000Z', lastLoginAt: null, email: null, lastLoginIp: null, uplineId: null, uplineUsername: null },
  balance: { currency: { code: 'BDT', symbol: '৳', scale: 2 }, totalMinor: 0, wallets: [] },
});

describe('the stub platform', () => {
  it('answers calls whose path has :name segments, with the values the request carried', async () => {
    platform.answer(boGetMember, (request) => ({ value: memberDetail(request.params.memberId ?? '') }));
    const client = createApiClient({ baseUrl: platform.url, getToken: () => 'tok' });
    const detail = await client.callApi(boGetMember, { params: { memberId: '42' }, query: { merchantCode: 'SHONALI' } });
    expect(detail.member.username).toBe('member42');
    // a longer path under the same start is another call, not this one
    const ledger = client.callApi(boGetMemberLedger, { params: { memberId: '42' }, query: { merchantCode: 'SHONALI', from: '2026-11-20', to: '2026-11-20' } });
    await expect(ledger).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(platform.requestsFor(boGetMember).map((request) => request.params)).toEqual([{ memberId: '42' }]);
    expect(platform.requestsFor(decideDeposit)).toEqual([]);
    expect(platform.requestsFor(getSystemStatus)).toEqual([]);
  });

  it('serves bytes on a path, or the failure it is told', async () => {
    platform.answerFile('/bo/cashier/deposits/:depositId/proof', (request) =>
      request.params.depositId === '7' ? { contentType: 'image/png', bytes: new Uint8Array([137, 80, 78, 71]) } : { failure: { code: 'NOT_FOUND', message: 'no photo' } },
    );
    const photo = await fetch(`${platform.url}/bo/cashier/deposits/7/proof`);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await photo.arrayBuffer())]).toEqual([137, 80, 78, 71]);
    const none = await fetch(`${platform.url}/bo/cashier/deposits/8/proof`);
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
