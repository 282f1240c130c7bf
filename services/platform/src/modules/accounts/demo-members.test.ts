import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../testing/test-app';
import { authed, loginToken, nextIp } from '../../../testing/accounts';
import { DEMO_PASSWORD } from './demo-members';

describe('demo accounts', () => {
  const server = useTestServer();

  it('give every brand a player under an agent with an affiliate code', async () => {
    const { rows } = await server.db.query<{ merchant_code: string; username: string; type: number; affiliate_code: string | null; upline: string | null; mobile: string | null }>(
      `SELECT m.merchant_code, m.username, m.type, m.affiliate_code, u.username AS upline, m.mobile_number AS mobile
         FROM members m LEFT JOIN members u ON u.merchant_code = m.merchant_code AND u.id = m.upline_id
        ORDER BY m.merchant_code, m.username`,
    );
    expect(rows).toEqual([
      { merchant_code: 'NORTHSTAR', username: 'demo_agent', type: 1, affiliate_code: 'NORTHSTAR1', upline: null, mobile: null },
      { merchant_code: 'NORTHSTAR', username: 'demo_player', type: 0, affiliate_code: null, upline: 'demo_agent', mobile: null },
      { merchant_code: 'SHONALI', username: 'demo_agent', type: 1, affiliate_code: 'SHONALI1', upline: null, mobile: null },
      { merchant_code: 'SHONALI', username: 'demo_player', type: 0, affiliate_code: null, upline: 'demo_agent', mobile: '1700000001' },
    ]);
  });

  it('log in with the demo password, the agent also to the agent area', async () => {
    for (const brand of ['shonali', 'northstar']) {
      const ip = nextIp();
      const player = await loginToken(server.app, { brand, username: 'demo_player', password: DEMO_PASSWORD, ip });
      expect((await authed(server.app, brand, player, { url: '/wps/member/info' })).json().value).toMatchObject({ account: 'demo_player', type: 0 });
      const agent = await loginToken(server.app, { brand, username: 'demo_agent', password: DEMO_PASSWORD, ip, area: 'agent' });
      expect((await authed(server.app, brand, agent, { url: '/wps/member/info' })).json().value).toMatchObject({ isAgent: true });
    }
  });
});
