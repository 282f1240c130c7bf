import { describe, expect, it } from 'vitest';
import { OPS_TEST_CALLS } from '@croupier/contract';
import { buildTestApp, send, sendOps, useTestServer } from '../../../testing/test-app';
import { GOOD_PASSWORD, loginRequest, nextIp, nextMobile, nextUsername } from '../../../testing/accounts';
import { selectOpsActions } from '../ops-access';

describe('operator account calls', () => {
  const server = useTestServer();
  const create = (body: Record<string, unknown>, brand = 'shonali') => sendOps(server.app, { method: 'POST', url: `/ops/brands/${brand}/members`, payload: body });

  it('create members of every type and audit it', async () => {
    const agent = nextUsername('agent');
    const response = await create({ username: agent, password: GOOD_PASSWORD, type: 41 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({ username: agent, type: 41, affiliateCode: expect.stringMatching(/^SHONALI\d{9}$/) });
    const chosen = await create({ username: nextUsername('agent'), password: GOOD_PASSWORD, type: 2, affiliateCode: 'Team2026' });
    expect(chosen.json().value.affiliateCode).toBe('Team2026');
    const house = await create({ username: nextUsername('house'), password: GOOD_PASSWORD, type: 9 });
    expect(house.json().value).toMatchObject({ type: 9, affiliateCode: null });
    const actions = await selectOpsActions(server.db, 'SHONALI');
    expect(actions.filter((action) => action.action === 'member.create')).toHaveLength(3);
  });

  it('refuse what would make a broken account', async () => {
    const noPassword = await create({ username: nextUsername(), type: 0 });
    expect(noPassword.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'password' }] });
    const badMobile = await create({ username: nextUsername(), password: GOOD_PASSWORD, type: 0, mobileNum: '12' });
    expect(badMobile.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'mobileNum' }] });
    const playerCode = await create({ username: nextUsername(), password: GOOD_PASSWORD, type: 0, affiliateCode: 'ABCD1234' });
    expect(playerCode.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'affiliateCode' }] });
    const badType = await create({ username: nextUsername(), password: GOOD_PASSWORD, type: 3 });
    expect(badType.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'type' }] });
    expect((await create({ username: 'DEMO_PLAYER', password: GOOD_PASSWORD, type: 0 })).json().code).toBe('USERNAME_TAKEN');
    const mobileNum = nextMobile();
    await create({ username: nextUsername(), type: 0, mobileNum });
    expect((await create({ username: nextUsername(), type: 0, mobileNum })).json().code).toBe('MOBILE_TAKEN');
    expect((await create({ username: nextUsername('agent'), password: GOOD_PASSWORD, type: 1, affiliateCode: 'shonali1' })).json().fields).toEqual([{ field: 'affiliateCode', message: 'is taken' }]);
  });

  it('need the operator token', async () => {
    const response = await send(server.app, { method: 'POST', url: '/ops/brands/shonali/members', payload: { username: nextUsername(), password: GOOD_PASSWORD, type: 0 } });
    expect(response.statusCode).toBe(401);
    for (const call of OPS_TEST_CALLS) {
      const read = await send(server.app, { url: call.path.replace(':code', 'shonali').replace(':key', 'abcdefghijklmnop'), opsToken: 'wrong' });
      expect(read.statusCode, call.name).toBe(403);
    }
  });

  it('read outboxes and captcha answers only outside production', async () => {
    const production = await buildTestApp(server.db, { exposeOutboxes: false });
    try {
      const urls = ['/ops/brands/shonali/sms-outbox?mobileNum=01712345678', '/ops/brands/shonali/mail-outbox?username=demo_player', '/ops/brands/shonali/captchas/abcdefghijklmnop'];
      for (const url of urls) {
        const absent = await sendOps(production, { url });
        expect(absent.statusCode, url).toBe(404);
        expect(absent.json().message, url).toContain('No call GET');
        expect((await sendOps(server.app, { url })).json().message ?? '', url).not.toContain('No call GET');
      }
      const username = nextUsername();
      expect((await sendOps(production, { method: 'POST', url: '/ops/brands/northstar/members', payload: { username, password: GOOD_PASSWORD, type: 0 } })).statusCode).toBe(200);
      expect((await loginRequest(production, { brand: 'northstar', username, password: GOOD_PASSWORD, ip: nextIp() })).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});
