import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, authed, createMember, nextMobile, nextUsername } from '../../../testing/accounts';
import { fund, memberWallet } from '../../../testing/ledger';
import { asOperator, newOperator, type TestOperator } from '../../../testing/operators';
import { newPlayer } from '../../../testing/play';
import { send, useTestServer } from '../../../testing/test-app';
import { treeAccount } from '../agents/agents-testing';
import { memberSearchOf } from './member-lookup';

/** Today in Dhaka, as the console asks for it. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());

describe('member search text', () => {
  it('matches a username always, and a mobile number when the text is one, without its trunk 0', () => {
    expect(memberSearchOf(' Rahim ')).toEqual({ usernamePrefix: 'rahim', mobileDigits: null });
    expect(memberSearchOf('01712-345')).toEqual({ usernamePrefix: '01712-345', mobileDigits: { national: '1712345', international: '01712345' } });
    expect(memberSearchOf('+880 1712')).toEqual({ usernamePrefix: '+880 1712', mobileDigits: { national: '8801712', international: '8801712' } });
    // one digit after the trunk 0 would match nearly every number
    expect(memberSearchOf('01').mobileDigits).toBeNull();
  });
});

describe('the console’s member lookup', () => {
  const server = useTestServer();

  const search = (operator: TestOperator, query: string) => asOperator(server.app, operator.token, { url: `/bo/members?${query}` });
  const detail = (operator: TestOperator, memberId: string, merchantCode = 'SHONALI') => asOperator(server.app, operator.token, { url: `/bo/members/${memberId}?merchantCode=${merchantCode}` });
  const ledger = (operator: TestOperator, memberId: string, query: string) => asOperator(server.app, operator.token, { url: `/bo/members/${memberId}/ledger?${query}` });
  const auditOf = async (memberId: string, merchantCode = 'SHONALI') => {
    const { rows } = await server.db.query<{ action: string; operator_id: string; merchant_code: string; after: unknown }>(
      'SELECT action, operator_id::text AS operator_id, merchant_code, after FROM operator_audit WHERE subject = $1 ORDER BY id',
      [`member:${merchantCode}:${memberId}`],
    );
    return rows;
  };

  it('lists the operator’s brands, with their money and threshold, and no other', async () => {
    const everyBrand = await newOperator(server.app);
    const all = await asOperator(server.app, everyBrand.token, { url: '/bo/brands' });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().value.brands.map((brand: { merchantCode: string }) => brand.merchantCode)).toEqual(['NORTHSTAR', 'SHONALI']);
    expect(all.json().value.brands[1]).toEqual({
      merchantCode: 'SHONALI',
      code: 'shonali',
      displayName: 'Shonali',
      currency: { code: 'BDT', symbol: '৳', scale: 2 },
      timeZone: 'Asia/Dhaka',
      secondApprovalAboveMinor: 5_000_000,
    });
    const northstarOnly = await newOperator(server.app, 'CASHIER', ['NORTHSTAR']);
    const limited = await asOperator(server.app, northstarOnly.token, { url: '/bo/brands' });
    expect(limited.json().value.brands.map((brand: { merchantCode: string }) => brand.merchantCode)).toEqual(['NORTHSTAR']);
    expect((await send(server.app, { url: '/bo/brands' })).json().code).toBe('NOT_LOGGED_IN');
  });

  it('finds members by the start of their username in any case, the exact name first, a page at a time', async () => {
    const cashier = await newOperator(server.app);
    const stem = nextUsername('look');
    for (const suffix of ['', 'b', 'a', 'c']) await createMember(server.app, 'shonali', { username: `${stem}${suffix}`, password: GOOD_PASSWORD, type: 0 });
    const first = await search(cashier, `merchantCode=SHONALI&search=${stem.toUpperCase()}&pageSize=3`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ page: 1, pageSize: 3, total: 4, totalPages: 2 });
    expect(first.json().value.members.map((member: { username: string }) => member.username)).toEqual([stem, `${stem}a`, `${stem}b`]);
    const second = await search(cashier, `merchantCode=SHONALI&search=${stem}&pageSize=3&page=2`);
    expect(second.json().value.members.map((member: { username: string }) => member.username)).toEqual([`${stem}c`]);
    expect(second.json().value.members[0]).toMatchObject({ merchantCode: 'SHONALI', type: 0, mobile: null, lastLoginAt: null });
  });

  it('finds members by mobile number however it is written, and takes _ and % as themselves', async () => {
    const cashier = await newOperator(server.app);
    const mobile = nextMobile();
    const member = await createMember(server.app, 'shonali', { username: nextUsername('tel'), password: GOOD_PASSWORD, type: 0, mobileNum: mobile });
    for (const written of [mobile, mobile.slice(1), `+880${mobile.slice(1)}`, `880 ${mobile.slice(1, 5)}-${mobile.slice(5)}`]) {
      const found = await search(cashier, `merchantCode=SHONALI&search=${encodeURIComponent(written)}`);
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json().value.members.map((each: { memberId: string }) => each.memberId), written).toContain(member.id);
    }
    const shown = (await search(cashier, `merchantCode=SHONALI&search=${mobile}`)).json().value.members.find((each: { memberId: string }) => each.memberId === member.id);
    expect(shown.mobile).toBe(`+880 ${mobile.slice(1)}`);
    const stem = nextUsername('wild');
    await createMember(server.app, 'shonali', { username: `${stem}xy`, password: GOOD_PASSWORD, type: 0 });
    expect((await search(cashier, `merchantCode=SHONALI&search=${stem}_y`)).json().value.total).toBe(0);
    expect((await search(cashier, `merchantCode=SHONALI&search=${stem}x`)).json().value.total).toBe(1);
  });

  it('refuses another brand’s list and bad searches before reading anything', async () => {
    const northstarOnly = await newOperator(server.app, 'CASHIER', ['NORTHSTAR']);
    const foreign = await search(northstarOnly, 'merchantCode=SHONALI&search=demo');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('FORBIDDEN');
    expect((await search(northstarOnly, 'merchantCode=NORTHSTAR&search=demo_player')).json().value.members).toHaveLength(1);
    expect((await search(northstarOnly, 'merchantCode=NOWHERE&search=demo')).json().code).toBe('NOT_FOUND');
    for (const query of ['merchantCode=SHONALI&search=d', 'merchantCode=shonali&search=demo', 'merchantCode=SHONALI&search=demo%27--', 'merchantCode=SHONALI', 'merchantCode=SHONALI&search=demo&pageSize=101', 'merchantCode=SHONALI&search=demo&extra=1']) {
      const refused = await search(northstarOnly, query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().code, query).toBe('VALIDATION_FAILED');
    }
  });

  it('shows a member’s main and vendor wallets, and writes who looked at whom', async () => {
    const cashier = await newOperator(server.app);
    const player = await newPlayer(server.app);
    await fund(server.db, memberWallet(player.memberId), 90_000n);
    const vendor = (await server.db.query<{ vassalage: string; name: string }>("SELECT v.vassalage, v.name FROM catalogue_vendors v JOIN merchant_vendors m ON m.vassalage = v.vassalage AND m.merchant_code = 'SHONALI' ORDER BY v.sort_order LIMIT 1")).rows[0];
    if (!vendor) throw new Error('shonali offers no vendor');
    const moved = await authed(server.app, 'shonali', player.token, { method: 'POST', url: '/wps/relay/GCS_walletTransfer', payload: { from: 'MAIN', to: vendor.vassalage, amountMinor: 25_000, requestId: `lookup-${player.memberId}` } });
    expect(moved.statusCode, moved.body).toBe(200);

    const response = await detail(cashier, player.memberId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value.member).toMatchObject({ memberId: player.memberId, username: player.username, merchantCode: 'SHONALI', type: 0, email: null, uplineId: null, uplineUsername: null });
    expect(response.json().value.member.lastLoginAt).not.toBeNull();
    expect(response.json().value.balance).toEqual({
      currency: { code: 'BDT', symbol: '৳', scale: 2 },
      totalMinor: 90_000,
      wallets: [
        { wallet: 'MAIN', name: null, balanceMinor: 65_000 },
        { wallet: vendor.vassalage, name: vendor.name, balanceMinor: 25_000 },
      ],
    });
    expect(await auditOf(player.memberId)).toEqual([{ action: 'member.view', operator_id: cashier.id, merchant_code: 'SHONALI', after: null }]);
  });

  it('names the agent a member registered under by their username', async () => {
    const cashier = await newOperator(server.app);
    const agent = await treeAccount(server.app, 'agent');
    const player = await treeAccount(server.app, 'player', agent);
    const response = await detail(cashier, player.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value.member).toMatchObject({ uplineId: agent.id, uplineUsername: agent.username });
  });

  it('reads another brand’s member as no member at all, and writes nothing for it', async () => {
    const northstarOnly = await newOperator(server.app, 'CASHIER', ['NORTHSTAR']);
    const player = await newPlayer(server.app);
    for (const merchantCode of ['SHONALI', 'NORTHSTAR']) {
      const response = await detail(northstarOnly, player.memberId, merchantCode);
      expect(response.statusCode, merchantCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
      expect(response.json().message).toBe(`There is no member ${player.memberId} of ${merchantCode} on the brands you work on`);
      const moves = await ledger(northstarOnly, player.memberId, `merchantCode=${merchantCode}&from=${today()}&to=${today()}`);
      expect(moves.statusCode, merchantCode).toBe(404);
    }
    expect((await detail(await newOperator(server.app), '999999999')).json().code).toBe('NOT_FOUND');
    expect(await auditOf(player.memberId)).toEqual([]);
    expect(await auditOf(player.memberId, 'NORTHSTAR')).toEqual([]);
  });

  it('shows the ledger newest first with the balance after each movement, audited with the days and page', async () => {
    const supervisor = await newOperator(server.app, 'SUPERVISOR');
    const player = await newPlayer(server.app);
    await fund(server.db, memberWallet(player.memberId), 10_000n);
    await fund(server.db, memberWallet(player.memberId), 2_500n);
    const day = today();
    const response = await ledger(supervisor, player.memberId, `merchantCode=SHONALI&from=${day}&to=${day}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json().value;
    expect(page.rows.map((row: { kind: string; amountMinor: number; balanceMinor: number }) => [row.kind, row.amountMinor, row.balanceMinor])).toEqual([
      ['ADJUSTMENT', 2_500, 12_500],
      ['ADJUSTMENT', 10_000, 10_000],
    ]);
    expect(page).toMatchObject({ pageNo: 1, total: 2, summary: { inMinor: 12_500, outMinor: 0 }, currency: { code: 'BDT' }, timeZone: 'Asia/Dhaka' });
    const second = await ledger(supervisor, player.memberId, `merchantCode=SHONALI&from=${day}&to=${day}&pageSize=1&pageNo=2&group=other`);
    expect(second.json().value.rows.map((row: { amountMinor: number }) => row.amountMinor)).toEqual([10_000]);
    expect((await ledger(supervisor, player.memberId, `merchantCode=SHONALI&from=${day}&to=${day}&group=cashier`)).json().value.rows).toEqual([]);
    expect((await auditOf(player.memberId)).map((entry) => [entry.action, entry.operator_id, entry.after])).toEqual([
      ['member.ledger', supervisor.id, { from: day, to: day, group: 'all', pageNo: 1 }],
      ['member.ledger', supervisor.id, { from: day, to: day, group: 'other', pageNo: 2 }],
      ['member.ledger', supervisor.id, { from: day, to: day, group: 'cashier', pageNo: 1 }],
    ]);
  });

  it('refuses a ledger range backwards or longer than 90 days, and a member id that is not one', async () => {
    const cashier = await newOperator(server.app);
    const player = await newPlayer(server.app);
    for (const query of ['merchantCode=SHONALI&from=2026-11-20&to=2026-11-19', 'merchantCode=SHONALI&from=2026-01-01&to=2026-11-20', 'merchantCode=SHONALI&from=2026-02-30&to=2026-03-01', 'from=2026-11-20&to=2026-11-20']) {
      const refused = await ledger(cashier, player.memberId, query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().code, query).toBe('VALIDATION_FAILED');
    }
    const notAnId = await detail(cashier, '0x12');
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().fields).toEqual([expect.objectContaining({ field: 'memberId' })]);
    expect(await auditOf(player.memberId)).toEqual([]);
    expect((await send(server.app, { url: `/bo/members/${player.memberId}?merchantCode=SHONALI` })).json().code).toBe('NOT_LOGGED_IN');
  });
});
