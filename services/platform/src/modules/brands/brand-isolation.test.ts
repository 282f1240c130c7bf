import { describe, expect, it } from 'vitest';
import type { Brand } from '@croupier/brand-config';
import { GOOD_PASSWORD, authed, createMember, hostOf, loginRequest, nextIp, nextUsername } from '../../../testing/accounts';
import { fund, memberWallet } from '../../../testing/ledger';
import { repoBrand, send, sendOps, useTestServer, REPO_BRANDS } from '../../../testing/test-app';

/**
 * Three brands on one server, a third beside the two the repository ships: whatever one brand's
 * player, page or operator call does, it neither reads nor writes another brand's members, money,
 * content or settings.
 */

const THIRD: Brand = { ...repoBrand('northstar'), code: 'thirdsite', merchantCode: 'THIRDSITE', displayName: 'Third Site', origins: ['http://thirdsite.localhost:8080'], domains: ['third.example'] };
const BRANDS = ['shonali', 'northstar', THIRD.code] as const;
const merchantOf = (brand: string) => (brand === THIRD.code ? THIRD.merchantCode : repoBrand(brand).merchantCode);

describe('three brands on one server', () => {
  const server = useTestServer({}, [...REPO_BRANDS, THIRD]);

  const login = async (brand: string, username: string) => loginRequest(server.app, { brand, username, password: GOOD_PASSWORD, ip: nextIp() });
  const balanceOf = async (brand: string, token: string) => authed(server.app, brand, token, { url: '/wps/v2/wallets/balance' });

  it('keep members apart: one username is three accounts, and a session is good on its own brand only', async () => {
    const username = nextUsername('same');
    const members = [];
    for (const brand of BRANDS) members.push(await createMember(server.app, brand, { username, password: GOOD_PASSWORD, type: 0 }));
    expect(new Set(members.map((member) => member.id)).size).toBe(3);
    const { rows } = await server.db.query<{ merchant_code: string }>('SELECT merchant_code FROM members WHERE username = $1 ORDER BY merchant_code', [username]);
    expect(rows.map((row) => row.merchant_code)).toEqual(BRANDS.map(merchantOf).sort());

    const onlyHere = nextUsername('here');
    await createMember(server.app, THIRD.code, { username: onlyHere, password: GOOD_PASSWORD, type: 0 });
    for (const other of ['shonali', 'northstar']) expect((await login(other, onlyHere)).json().code, other).toBe('LOGIN_FAILED');

    const token = (await login(THIRD.code, onlyHere)).json().value.token as string;
    expect((await authed(server.app, THIRD.code, token, { url: '/wps/member/info' })).json().value.account).toBe(onlyHere);
    for (const other of ['shonali', 'northstar']) {
      const borrowed = await authed(server.app, other, token, { url: '/wps/member/info' });
      expect(borrowed.statusCode, other).toBe(401);
    }
  });

  it('keep money apart: a deposit on one brand shows on none of the others, and no call moves it across', async () => {
    const username = nextUsername('rich');
    const tokens: Record<string, string> = {};
    for (const brand of BRANDS) {
      const member = await createMember(server.app, brand, { username, password: GOOD_PASSWORD, type: 0 });
      if (brand === THIRD.code) await fund(server.db, memberWallet(member.id, 'MAIN', THIRD.merchantCode), 123_456n);
      tokens[brand] = (await login(brand, username)).json().value.token as string;
    }
    const mainOf = async (brand: string) => {
      const response = await balanceOf(brand, tokens[brand] ?? '');
      expect(response.statusCode, response.body).toBe(200);
      return response.json().value;
    };
    expect(JSON.stringify(await mainOf(THIRD.code))).toContain('123456');
    for (const other of ['shonali', 'northstar']) expect(JSON.stringify(await mainOf(other))).not.toContain('123456');
    // the third brand's session cannot spend on another brand's host
    const elsewhere = await authed(server.app, 'northstar', tokens[THIRD.code] ?? '', { method: 'POST', url: '/wps/relay/GCS_walletTransfer', payload: { from: 'MAIN', to: 'BGS', amountMinor: 100, requestId: 'across-brands-1' } });
    expect(elsewhere.statusCode).toBe(401);
    const { rows } = await server.db.query<{ merchant_code: string; balance: string }>(
      `SELECT a.merchant_code, COALESCE(SUM(e.amount_minor), 0)::text AS balance
         FROM ledger_accounts a JOIN members m ON m.id = a.member_id AND m.merchant_code = a.merchant_code
         LEFT JOIN ledger_entries e ON e.account_id = a.id
        WHERE m.username = $1 GROUP BY a.merchant_code ORDER BY a.merchant_code`,
      [username],
    );
    expect(rows.filter((row) => row.balance !== '0').map((row) => row.merchant_code)).toEqual([THIRD.merchantCode]);
  });

  it('keep content apart: each brand shows its own announcements only', async () => {
    const { rows } = await server.db.query<{ merchant_code: string; title: string }>(
      'SELECT merchant_code, title_en AS title FROM banners UNION ALL SELECT merchant_code, title_en FROM notices',
    );
    for (const brand of BRANDS) {
      const response = await send(server.app, { url: '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&language=en', host: hostOf(brand) });
      expect(response.statusCode, response.body).toBe(200);
      const shown = JSON.stringify(response.json().value);
      const own = new Set(rows.filter((row) => row.merchant_code === merchantOf(brand)).map((row) => row.title));
      expect(own.size, brand).toBeGreaterThan(0);
      // a demo brand's texts may repeat another's; what only another brand has never shows here
      for (const row of rows.filter((each) => each.merchant_code !== merchantOf(brand) && !own.has(each.title))) {
        expect(shown, `${brand} shows ${row.merchant_code}'s ${row.title}`).not.toContain(JSON.stringify(row.title));
      }
    }
  });

  it('keep settings apart: maintenance and a region block on one brand change nothing on the others', async () => {
    const maintenance = await sendOps(server.app, { method: 'POST', url: `/ops/brands/${THIRD.code}/maintenance`, payload: { title: 'Upgrade', message: 'Back soon' } });
    expect(maintenance.statusCode, maintenance.body).toBe(200);
    const blocked = '203.0.113.7';
    expect((await sendOps(server.app, { method: 'POST', url: '/ops/brands/northstar/region-blocks', payload: { cidr: blocked } })).statusCode).toBe(200);
    try {
      const status = async (brand: string, ip = nextIp()) => {
        const { status: code, maintenance } = (await send(server.app, { url: '/wps/system/status', host: hostOf(brand), ip })).json().value;
        return { code, maintenance };
      };
      expect(JSON.stringify(await status(THIRD.code))).toContain('Back soon');
      for (const other of ['shonali', 'northstar']) expect(JSON.stringify(await status(other)), other).not.toContain('Back soon');
      expect(JSON.stringify(await status('northstar', blocked))).not.toEqual(JSON.stringify(await status('northstar')));
      for (const other of ['shonali', THIRD.code]) expect(await status(other, blocked), other).toEqual(await status(other));
    } finally {
      await sendOps(server.app, { method: 'DELETE', url: `/ops/brands/${THIRD.code}/maintenance` });
      await sendOps(server.app, { method: 'DELETE', url: `/ops/brands/northstar/region-blocks`, payload: { cidr: blocked } });
    }
  });

  it('keep operator calls to the brand they name', async () => {
    const username = nextUsername('named');
    await createMember(server.app, 'shonali', { username, password: GOOD_PASSWORD, type: 0 });
    const elsewhere = await sendOps(server.app, { url: `/ops/brands/${THIRD.code}/members/${username}/play-lock` });
    expect(elsewhere.statusCode).toBe(404);
    const here = await sendOps(server.app, { url: `/ops/brands/shonali/members/${username}/play-lock` });
    expect(here.statusCode, here.body).toBe(200);
  });
});
