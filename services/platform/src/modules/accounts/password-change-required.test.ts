import { describe, expect, it } from 'vitest';
import { send } from '../../../testing/test-app';
import { GOOD_PASSWORD, authed, createMember, hostOf, latestSmsCode, loginToken, nextIp, nextMobile, nextUsername, sendSealed } from '../../../testing/accounts';
import { useTestServer } from '../../../testing/test-app';
import { treeAccount } from '../agents/agents-testing';

const NEW_PASSWORD = 'Fresh#2027';

describe('a session that owes a password change', () => {
  const server = useTestServer();
  const get = (brand: string, token: string, url: string) => authed(server.app, brand, token, { url });
  const codeOf = async (brand: string, token: string, url: string) => (await get(brand, token, url)).json().code as string | undefined;
  const change = (brand: string, token: string, oldPassword: string) =>
    sendSealed(server.app, { method: 'POST', url: '/wps/member/password', brand, ip: nextIp(), token, data: { oldPassword, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD } });

  it('is refused everything but member info, change password and logout until the initial password is changed', async () => {
    const username = nextUsername();
    await createMember(server.app, 'northstar', { username, password: GOOD_PASSWORD, type: 0, initialPassword: true });
    const token = await loginToken(server.app, { brand: 'northstar', username, password: GOOD_PASSWORD, ip: nextIp() });

    const balance = await get('northstar', token, '/wps/v2/wallets/balance');
    expect(balance.statusCode).toBe(403);
    expect(balance.json()).toMatchObject({ success: false, code: 'PASSWORD_CHANGE_REQUIRED' });
    expect(await codeOf('northstar', token, '/wps/member/contracts/requests/pending')).toBe('PASSWORD_CHANGE_REQUIRED');
    expect((await get('northstar', token, '/wps/member/info')).statusCode).toBe(200);

    const changed = await change('northstar', token, GOOD_PASSWORD);
    expect(changed.statusCode, changed.body).toBe(200);
    const fresh = changed.json().value.token as string;
    expect((await get('northstar', fresh, '/wps/v2/wallets/balance')).statusCode).toBe(200);
  });

  it('holds for an agent made in the register centre: no agent data, no contract, but logout works', async () => {
    const boss = await treeAccount(server.app, 'agent');
    const username = nextUsername('sub').replace(/[^A-Za-z0-9]/g, '').slice(0, 16);
    const made = await sendSealed(server.app, {
      method: 'POST',
      url: '/wps/agent/downlines',
      brand: 'shonali',
      token: boss.token,
      ip: nextIp(),
      data: { kind: 'agent', username, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(made.statusCode, made.body).toBe(200);
    const token = await loginToken(server.app, { brand: 'shonali', username, password: NEW_PASSWORD, ip: nextIp(), area: 'agent' });

    expect(await codeOf('shonali', token, '/wps/agent/downlines')).toBe('PASSWORD_CHANGE_REQUIRED');
    expect(await codeOf('shonali', token, '/wps/agent/team/overview')).toBe('PASSWORD_CHANGE_REQUIRED');
    expect(await codeOf('shonali', token, '/wps/member/contracts/requests/pending')).toBe('PASSWORD_CHANGE_REQUIRED');
    const answer = await authed(server.app, 'shonali', token, { method: 'POST', url: '/wps/member/contracts/requests/1/answer', payload: { accept: true } });
    expect(answer.json().code).toBe('PASSWORD_CHANGE_REQUIRED');

    const logout = await authed(server.app, 'shonali', token, { method: 'DELETE', url: '/wps/session/logout' });
    expect(logout.statusCode, logout.body).toBe(200);
    expect(await codeOf('shonali', token, '/wps/member/info')).toBe('NOT_LOGGED_IN');
  });

  it('holds for a password past its age where the brand enforces expiry', async () => {
    const username = nextUsername();
    await createMember(server.app, 'northstar', { username, password: GOOD_PASSWORD, type: 0 });
    await server.db.query(`UPDATE members SET password_changed_at = now() - interval '1 day' * $2 WHERE merchant_code = 'NORTHSTAR' AND username = $1`, [username, 91]);
    const token = await loginToken(server.app, { brand: 'northstar', username, password: GOOD_PASSWORD, ip: nextIp() });
    expect(await codeOf('northstar', token, '/wps/v2/wallets/balance')).toBe('PASSWORD_CHANGE_REQUIRED');
    const changed = await change('northstar', token, GOOD_PASSWORD);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await get('northstar', changed.json().value.token as string, '/wps/v2/wallets/balance')).statusCode).toBe(200);
  });

  it('does not hold for an SMS login, which used no password', async () => {
    const mobileNum = nextMobile();
    const username = nextUsername();
    await createMember(server.app, 'shonali', { username, password: GOOD_PASSWORD, type: 0, mobileNum, initialPassword: true });
    await send(server.app, { method: 'POST', url: '/wps/verification/sms/noLogin', host: hostOf('shonali'), ip: nextIp(), payload: { mobileNum, countryDialingCode: '+880' } });
    const token = await loginToken(server.app, { brand: 'shonali', type: 'sms', username: mobileNum, password: await latestSmsCode(server.app, 'shonali', mobileNum), ip: nextIp() });
    expect((await get('shonali', token, '/wps/v2/wallets/balance')).statusCode).toBe(200);
  });
});
