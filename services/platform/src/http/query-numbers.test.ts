import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE_BET_RECORDS } from '@croupier/domain';
import { GOOD_PASSWORD, authed, createMember, loginToken, nextIp, nextUsername } from '../../testing/accounts';
import { send, useTestServer } from '../../testing/test-app';

describe('numbers in a query', () => {
  const server = useTestServer();
  const fieldMessage = (body: string, field: string) => (JSON.parse(body) as { fields?: { field: string; message: string }[] }).fields?.find((each) => each.field === field)?.message;

  it('tell a page size over the most a records query takes what that most is, in the reader’s language', async () => {
    const username = nextUsername();
    await createMember(server.app, 'shonali', { username, password: GOOD_PASSWORD, type: 0 });
    const token = await loginToken(server.app, { brand: 'shonali', username, password: GOOD_PASSWORD, ip: nextIp() });
    const ask = (language: string) => authed(server.app, 'shonali', token, { url: '/wps/member/transactions?pageSize=100000000', headers: { 'accept-language': language } });

    const english = await ask('en');
    expect(english.statusCode).toBe(400);
    expect(english.json().code).toBe('VALIDATION_FAILED');
    expect(fieldMessage(english.body, 'pageSize')).toBe(`Must be at most ${MAX_PAGE_SIZE_BET_RECORDS}`);
    const endless = await authed(server.app, 'shonali', token, { url: `/wps/member/transactions?pageSize=${'9'.repeat(400)}`, headers: { 'accept-language': 'en' } });
    expect(fieldMessage(endless.body, 'pageSize')).toBe(`Must be at most ${MAX_PAGE_SIZE_BET_RECORDS}`);
    const bengali = await ask('bn');
    const bengaliMost = new Intl.NumberFormat('bn-BD', { useGrouping: false }).format(MAX_PAGE_SIZE_BET_RECORDS);
    expect(fieldMessage(bengali.body, 'pageSize')).toBe(`সর্বোচ্চ ${bengaliMost} হতে পারে`);
  });

  it('tell a number that is not one, and one under the least, so', async () => {
    const notNumber = await send(server.app, { url: '/lgw/games/list?pageSize=ten', host: 'northstar.localhost', headers: { 'accept-language': 'en' } });
    expect(fieldMessage(notNumber.body, 'pageSize')).toBe('Must be a whole number');
    const zero = await send(server.app, { url: '/lgw/games/list?pageSize=0', host: 'northstar.localhost', headers: { 'accept-language': 'en' } });
    expect(fieldMessage(zero.body, 'pageSize')).toBe('Must be at least 1');
  });
});
