import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, authed, loginRequest, nextIp, nextUsername, sendSealed } from '../../../testing/accounts';
import { trialToken } from '../../../testing/play';
import { useTestServer } from '../../../testing/test-app';
import { agentCall, codeOf, treeAccount, valueOf, type TreeAccount } from './agents-testing';

const NEW_PASSWORD = 'Fresh#Start9';

/** A username the brand's register rules take: a letter first, 6 to 16 letters and digits. */
const newName = (prefix = 'dl') => nextUsername(prefix).replace(/[^A-Za-z0-9]/g, '').slice(0, 16);

describe('registerCenter', () => {
  const server = useTestServer();
  const createDownline = (agent: { token: string }, data: Record<string, unknown>, brand = 'shonali') =>
    sendSealed(server.app, { method: 'POST', url: '/wps/agent/downlines', brand, token: agent.token, ip: nextIp(), data });
  const form = (kind: 'player' | 'agent', username = newName()) => ({ kind, username, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
  const uplineOf = async (username: string) => {
    const { rows } = await server.db.query<{ upline: string; type: number; initial_password: boolean }>(
      `SELECT up.username AS upline, m.type, m.initial_password FROM members m JOIN members up ON up.merchant_code = m.merchant_code AND up.id = m.upline_id
        WHERE m.merchant_code = 'SHONALI' AND m.username = $1`,
      [username],
    );
    return rows[0];
  };

  it('creates a player and a sub-agent under the agent, each with an initial password its first login must change', async () => {
    const agent = await treeAccount(server.app, 'agent');
    const player = await valueOf<{ account: Record<string, unknown> }>(createDownline(agent, form('player')));
    expect(player.account).toMatchObject({ type: 0, kind: 'player', initialPassword: true, affiliateCode: null });
    const sub = await valueOf<{ account: { username: string; affiliateCode: string | null } }>(createDownline(agent, form('agent')));
    expect(sub.account).toMatchObject({ type: 2, kind: 'agent', initialPassword: true });
    expect(sub.account.affiliateCode).toMatch(/^[A-Za-z0-9]{4,16}$/);
    expect(await uplineOf(sub.account.username)).toEqual({ upline: agent.username, type: 2, initial_password: true });

    // the first login says the password must change; once changed, the flag is gone
    const login = await loginRequest(server.app, { brand: 'shonali', username: sub.account.username, password: NEW_PASSWORD, ip: nextIp() });
    expect(login.json().value).toMatchObject({ outcome: 'session', initialPassword: true, firstTimeLogin: true, memberType: 2 });
    const changed = await sendSealed(server.app, {
      method: 'POST',
      url: '/wps/member/password',
      brand: 'shonali',
      token: login.json().value.token as string,
      ip: nextIp(),
      data: { oldPassword: NEW_PASSWORD, newPassword: GOOD_PASSWORD, confirmNewPassword: GOOD_PASSWORD },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await uplineOf(sub.account.username))?.initial_password).toBe(false);

    // the sub-agent registers its own downline, which is then in both agents' teams
    const subToken = changed.json().value.token as string;
    const grandchild = await valueOf<{ account: { username: string } }>(createDownline({ token: subToken }, form('player')));
    expect((await uplineOf(grandchild.account.username))?.upline).toBe(sub.account.username);
    const team = await valueOf<{ rows: { username: string }[] }>(agentCall(server.app, agent, `/wps/agent/downlines?search=${grandchild.account.username}`));
    expect(team.rows.map((row) => row.username)).toEqual([grandchild.account.username]);
  });

  it('refuses a taken name in any case, names the brand’s rules, and a confirmation that differs', async () => {
    const agent = await treeAccount(server.app, 'agent');
    const taken = await valueOf<{ account: { username: string } }>(createDownline(agent, form('player')));
    expect(await codeOf(createDownline(agent, form('player', taken.account.username.toUpperCase())))).toBe('USERNAME_TAKEN');
    // a name another agent's tree or another brand holds is taken all the same: usernames are per brand
    expect(await codeOf(createDownline(agent, form('player', agent.username)))).toBe('USERNAME_TAKEN');

    const badName = await createDownline(agent, form('player', '1abc'));
    expect(badName.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [expect.objectContaining({ field: 'username' })] });
    const weak = await createDownline(agent, { ...form('player'), password: 'short', confirmPassword: 'short' });
    expect(weak.json().fields.map((field: { field: string }) => field.field)).toEqual(['password']);
    const differ = await createDownline(agent, { ...form('player'), confirmPassword: `${NEW_PASSWORD}x` });
    expect(differ.json().fields.map((field: { field: string }) => field.field)).toEqual(['confirmPassword']);
    for (const data of [{ ...form('player'), kind: 'boss' }, { ...form('player'), username: 'x'.repeat(65) }, { ...form('player'), password: 'p'.repeat(129) }, { ...form('player'), extra: 1 }, {}]) {
      expect(await codeOf(createDownline(agent, data)), JSON.stringify(data).slice(0, 60)).toBe('VALIDATION_FAILED');
    }
    // the body must be sealed: a password in clear is never read
    const clear = await authed(server.app, 'shonali', agent.token, { method: 'POST', url: '/wps/agent/downlines', payload: form('player') });
    expect(clear.json().code).toBe('DECRYPTION_FAILED');
    const { rows } = await server.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM members WHERE merchant_code = 'SHONALI' AND upline_id = $1::bigint`, [agent.id]);
    expect(rows[0]?.n).toBe('1');
  });

  it('lets only agents register downlines', async () => {
    const player = await treeAccount(server.app, 'player');
    expect(await codeOf(createDownline(player, form('player')))).toBe('NON_AGENT');
    expect(await codeOf(createDownline({ token: await trialToken(server.app) }, form('player')))).toBe('TRIAL_RESTRICTED');
    expect(await codeOf(agentCall(server.app, player, '/wps/agent/invite'))).toBe('NON_AGENT');
  });

  it('answers the invite code and link, makes a code for an agent without one, and the link registers under the agent', async () => {
    const agent = await treeAccount(server.app, 'agent');
    const invite = await valueOf<{ affiliateCode: string; registerPath: string; registerUrl: string; affiliateRegistration: boolean }>(agentCall(server.app, agent, '/wps/agent/invite'));
    expect(invite.affiliateCode).toMatch(/^[A-Za-z0-9]{4,16}$/);
    expect(invite).toMatchObject({ registerPath: `/register?aff=${invite.affiliateCode}`, registerUrl: `http://shonali.localhost/register?aff=${invite.affiliateCode}`, affiliateRegistration: true });
    // an agent that has a code keeps it
    expect(await valueOf(authed(server.app, 'shonali', agent.token, { method: 'POST', url: '/wps/agent/invite' }))).toEqual(invite);

    // northstar registers by username alone, so its register form is the one the link opens here
    const codeless = await treeAccount(server.app, 'agent', null, { brand: 'northstar' });
    const postInvite = () => authed(server.app, 'northstar', codeless.token, { method: 'POST', url: '/wps/agent/invite' });
    await server.db.query(`UPDATE members SET affiliate_code = NULL WHERE merchant_code = 'NORTHSTAR' AND id = $1::bigint`, [codeless.id]);
    expect(await valueOf(agentCall(server.app, codeless, '/wps/agent/invite', 'northstar'))).toEqual({ affiliateCode: null, registerPath: null, registerUrl: null, affiliateRegistration: true });
    const made = await valueOf<{ affiliateCode: string; registerUrl: string }>(postInvite());
    expect(made.affiliateCode).toMatch(/^NORTHSTAR\d{6}$/);
    expect(made.registerUrl).toBe(`http://northstar.localhost/register?aff=${made.affiliateCode}`);
    expect(await valueOf(postInvite())).toEqual(made);

    // the register form takes the code from the link: the new player is in the agent's team
    const username = newName('inv');
    const registered = await sendSealed(server.app, {
      method: 'PUT',
      url: '/wps/member/register',
      brand: 'northstar',
      ip: nextIp(),
      data: { username, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, affiliateCode: made.affiliateCode, registerMethod: 'WEB', termsAccepted: true, ageConfirmed: true },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const list = await valueOf<{ rows: { username: string }[] }>(agentCall(server.app, codeless, '/wps/agent/downlines', 'northstar'));
    expect(list.rows.map((row) => row.username)).toEqual([username]);
  });

  it('gives each agent its own code, never another agent’s', async () => {
    const agents: TreeAccount[] = [];
    for (let index = 0; index < 3; index += 1) agents.push(await treeAccount(server.app, 'agent'));
    for (const agent of agents) await server.db.query(`UPDATE members SET affiliate_code = NULL WHERE merchant_code = 'SHONALI' AND id = $1::bigint`, [agent.id]);
    const codes = await Promise.all(agents.map(async (agent) => (await valueOf<{ affiliateCode: string }>(authed(server.app, 'shonali', agent.token, { method: 'POST', url: '/wps/agent/invite' }))).affiliateCode));
    expect(new Set(codes.map((code) => code.toUpperCase())).size).toBe(3);
  });
});
