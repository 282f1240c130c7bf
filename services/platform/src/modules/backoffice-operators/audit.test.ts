import { describe, expect, it } from 'vitest';
import { boReadAudit } from '@croupier/contract';
import { FakeClock } from '../../../testing/fake-clock';
import { useTestServer } from '../../../testing/test-app';
import { asOperator, createOperator, signedInOperator } from '../../../testing/operators';
import { recordAudit } from './service';

/** Thrown to end a transaction on purpose. */
class UndoOnPurpose extends Error {}

describe('the operator audit log', () => {
  const clock = new FakeClock();
  const server = useTestServer({ clock });
  const auditCount = async () => (await server.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM operator_audit')).rows[0]?.n ?? 0;

  it.each([
    ['UPDATE', "UPDATE operator_audit SET reason = 'rewritten'"],
    ['DELETE', 'DELETE FROM operator_audit'],
    ['TRUNCATE', 'TRUNCATE operator_audit'],
  ])('is append-only in the database: %s is refused', async (refusal, sql) => {
    const operator = await createOperator(server.app);
    await recordAudit(server.db, { operatorId: operator.id, action: 'test.write', merchantCode: null, subject: `operator:${operator.username}`, before: null, after: null, reason: 'kept' }, clock.nowMs());
    const before = await auditCount();
    await expect(server.db.query(sql)).rejects.toThrow(new RegExp(`${refusal} on operator_audit is refused; the audit log is append-only`));
    expect(await auditCount()).toBe(before);
    const { rows } = await server.db.query<{ reason: string }>("SELECT reason FROM operator_audit WHERE action = 'test.write' AND operator_id = $1::bigint", [operator.id]);
    expect(rows).toEqual([{ reason: 'kept' }]);
  });

  it('keeps operators for good: they are disabled, never deleted', async () => {
    const operator = await createOperator(server.app);
    await expect(server.db.query('DELETE FROM operators WHERE id = $1::bigint', [operator.id])).rejects.toThrow(/DELETE on operators is refused; disable the operator instead/);
  });

  it('checks operators in the database as well', async () => {
    const insert = (username: string, role: string, merchantCodes: string[] | null) =>
      server.db.query(
        "INSERT INTO operators (username, display_name, password_hash, role, merchant_codes, created_at) VALUES ($1, 'Someone', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', $2, $3::text[], now())",
        [username, role, merchantCodes],
      );
    await expect(insert('Upper.Case', 'CASHIER', null)).rejects.toThrow(/operators_username_check/);
    await expect(insert('ab', 'CASHIER', null)).rejects.toThrow(/operators_username_check/);
    await expect(insert('fine.name', 'BOSS', null)).rejects.toThrow(/operators_role_check/);
    await expect(insert('fine.name', 'CASHIER', [])).rejects.toThrow(/operators_merchant_codes_check/);
    await expect(insert('fine.name', 'CASHIER', ['shonali'])).rejects.toThrow(/operators_merchant_codes_check/);
    // the same row with the faults taken out goes in, so each refusal above was about its fault
    await insert('fine.name', 'CASHIER', ['SHONALI']);
  });

  it('takes an entry inside the transaction of the change it records, and drops it with that transaction', async () => {
    const operator = await createOperator(server.app);
    const subject = `deposit:undone-${operator.id}`;
    await server.db
      .transaction(async (tx) => {
        await recordAudit(tx, { operatorId: operator.id, action: 'deposit.approve', merchantCode: 'SHONALI', subject, before: { status: 'PENDING' }, after: { status: 'APPROVED' }, reason: null }, clock.nowMs());
        throw new UndoOnPurpose();
      })
      .catch((error: unknown) => {
        if (!(error instanceof UndoOnPurpose)) throw error;
      });
    const kept = `deposit:kept-${operator.id}`;
    await server.db.transaction((tx) =>
      recordAudit(tx, { operatorId: operator.id, action: 'deposit.approve', merchantCode: 'SHONALI', subject: kept, before: { status: 'PENDING' }, after: { status: 'APPROVED' }, reason: 'slip matches' }, clock.nowMs()),
    );
    const { rows } = await server.db.query<{ subject: string; before: unknown; after: unknown; reason: string }>(
      'SELECT subject, before, after, reason FROM operator_audit WHERE subject IN ($1, $2)',
      [subject, kept],
    );
    expect(rows).toEqual([{ subject: kept, before: { status: 'PENDING' }, after: { status: 'APPROVED' }, reason: 'slip matches' }]);
  });

  it('is read by supervisors newest first, a page at a time', async () => {
    const { operator: supervisor, token } = await signedInOperator(server.app, { role: 'SUPERVISOR' });
    for (let index = 1; index <= 3; index += 1) {
      clock.advance(1_000);
      await recordAudit(server.db, { operatorId: supervisor.id, action: 'test.page', merchantCode: 'NORTHSTAR', subject: `thing:${index}`, before: { n: index - 1 }, after: { n: index }, reason: null }, clock.nowMs());
    }
    const first = await asOperator(server.app, token, { url: '/bo/audit?pageSize=2' });
    expect(first.statusCode, first.body).toBe(200);
    const page = boReadAudit.value.parse(first.json().value);
    expect(page.entries.map((entry) => entry.subject)).toEqual(['thing:3', 'thing:2']);
    expect(page.entries[0]).toEqual({
      id: expect.any(String),
      operatorId: supervisor.id,
      operatorUsername: supervisor.username,
      action: 'test.page',
      merchantCode: 'NORTHSTAR',
      subject: 'thing:3',
      before: { n: 2 },
      after: { n: 3 },
      reason: null,
      at: new Date(clock.nowMs()).toISOString(),
    });
    expect(page).toMatchObject({ page: 1, pageSize: 2, total: await auditCount() });
    expect(page.totalPages).toBe(Math.ceil(page.total / 2));

    const second = boReadAudit.value.parse((await asOperator(server.app, token, { url: '/bo/audit?page=2&pageSize=2' })).json().value);
    expect(second.entries[0]?.subject).toBe('thing:1');
    const beyond = boReadAudit.value.parse((await asOperator(server.app, token, { url: `/bo/audit?page=${page.totalPages + 1}&pageSize=2` })).json().value);
    expect(beyond.entries).toEqual([]);
    const defaults = boReadAudit.value.parse((await asOperator(server.app, token, { url: '/bo/audit' })).json().value);
    expect(defaults).toMatchObject({ page: 1, pageSize: 50 });
  });

  it('is read by admins, not by cashiers', async () => {
    const admin = await signedInOperator(server.app, { role: 'ADMIN' });
    expect((await asOperator(server.app, admin.token, { url: '/bo/audit' })).statusCode).toBe(200);
    const cashier = await signedInOperator(server.app, { role: 'CASHIER' });
    const refused = await asOperator(server.app, cashier.token, { url: '/bo/audit' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('SUPERVISOR or ADMIN') });
    // refused before the query is read, so a bad query tells a cashier nothing either
    expect((await asOperator(server.app, cashier.token, { url: '/bo/audit?page=zero' })).json().code).toBe('FORBIDDEN');
  });

  it('shows an operator limited to some brands the entries of those brands only', async () => {
    const writer = await createOperator(server.app);
    const entry = (merchantCode: string | null, subject: string) =>
      recordAudit(server.db, { operatorId: writer.id, action: 'test.scope', merchantCode, subject, before: null, after: null, reason: null }, clock.nowMs());
    await entry('SHONALI', 'scope:shonali');
    await entry('NORTHSTAR', 'scope:northstar');
    await entry(null, 'scope:none');
    const scoped = async (merchantCodes: string[] | null) => {
      const { token } = await signedInOperator(server.app, { role: 'SUPERVISOR', merchantCodes });
      const response = await asOperator(server.app, token, { url: '/bo/audit?pageSize=200' });
      const page = boReadAudit.value.parse(response.json().value);
      return { subjects: page.entries.filter((each) => each.action === 'test.scope').map((each) => each.subject), merchants: new Set(page.entries.map((each) => each.merchantCode)), total: page.total };
    };
    const shonali = await scoped(['SHONALI']);
    expect(shonali.subjects).toEqual(['scope:shonali']);
    expect([...shonali.merchants]).toEqual(['SHONALI']);
    const everyBrand = await scoped(null);
    expect(everyBrand.subjects).toEqual(['scope:none', 'scope:northstar', 'scope:shonali']);
    expect(everyBrand.total).toBeGreaterThan(shonali.total);
  });

  it('narrows the log in the server by action, operator, brand, time and subject, and pages the narrowed log', async () => {
    const { token } = await signedInOperator(server.app, { role: 'SUPERVISOR' });
    const alice = await createOperator(server.app);
    const bob = await createOperator(server.app);
    const tag = `f${alice.id}`;
    clock.advance(60_000);
    const startMs = clock.nowMs();
    const write = (operatorId: string, action: string, merchantCode: string | null, subject: string) => {
      clock.advance(1_000);
      return recordAudit(server.db, { operatorId, action, merchantCode, subject, before: null, after: null, reason: null }, clock.nowMs());
    };
    await write(alice.id, 'deposit.confirm', 'SHONALI', `deposit:${tag}-1`);
    await write(alice.id, 'deposit.reject', 'NORTHSTAR', `deposit:${tag}-2`);
    await write(bob.id, 'deposit.confirm', 'SHONALI', `deposit:${tag}-3`);
    await write(bob.id, 'member.view', 'SHONALI', `member:SHONALI:${tag}`);
    const middleMs = clock.nowMs();
    await write(alice.id, 'deposit.confirm', 'SHONALI', `deposit:${tag}-5`);
    const read = async (query: string) => {
      const response = await asOperator(server.app, token, { url: `/bo/audit?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return boReadAudit.value.parse(response.json().value);
    };
    const subjects = async (query: string) => (await read(`from=${new Date(startMs).toISOString()}&${query}`)).entries.map((entry) => entry.subject);

    expect(await subjects('action=deposit.confirm')).toEqual([`deposit:${tag}-5`, `deposit:${tag}-3`, `deposit:${tag}-1`]);
    // an action's start: every deposit action
    expect(await subjects('action=deposit.')).toEqual([`deposit:${tag}-5`, `deposit:${tag}-3`, `deposit:${tag}-2`, `deposit:${tag}-1`]);
    expect(await subjects(`operator=${bob.username.toUpperCase()}`)).toEqual([`member:SHONALI:${tag}`, `deposit:${tag}-3`]);
    expect(await subjects(`merchantCode=NORTHSTAR&subject=deposit:${tag}`)).toEqual([`deposit:${tag}-2`]);
    expect(await subjects(`subject=member:SHONALI:${tag}`)).toEqual([`member:SHONALI:${tag}`]);
    expect(await subjects(`to=${new Date(middleMs).toISOString()}&operator=${alice.username}`)).toEqual([`deposit:${tag}-2`, `deposit:${tag}-1`]);
    // % and _ in a filter are themselves, not patterns
    expect(await subjects('subject=deposit:%25')).toEqual([]);
    expect(await subjects('subject=deposit_')).toEqual([]);

    // the pages and their count are the narrowed log's
    const first = await read(`action=deposit.&subject=deposit:${tag}&pageSize=3`);
    expect(first).toMatchObject({ total: 4, totalPages: 2, page: 1 });
    expect((await read(`action=deposit.&subject=deposit:${tag}&pageSize=3&page=2`)).entries.map((entry) => entry.subject)).toEqual([`deposit:${tag}-1`]);
  });

  it('refuses a brand filter outside the operator’s brands, and filters it cannot read', async () => {
    const { token } = await signedInOperator(server.app, { role: 'SUPERVISOR', merchantCodes: ['SHONALI'] });
    const refused = await asOperator(server.app, token, { url: '/bo/audit?merchantCode=NORTHSTAR' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    for (const query of ['from=yesterday', 'from=2026-11-20T00:00:00.000Z&to=2026-11-19T00:00:00.000Z', 'action=DROP%20TABLE', 'operator=a%20b', 'merchantCode=shonali', 'colour=red']) {
      expect((await asOperator(server.app, token, { url: `/bo/audit?${query}` })).json().code, query).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses paging out of bounds with the field named', async () => {
    const { token } = await signedInOperator(server.app, { role: 'SUPERVISOR' });
    for (const [query, field] of [
      ['page=0', 'page'],
      ['pageSize=201', 'pageSize'],
      ['pageSize=ten', 'pageSize'],
      ['page=1&extra=1', 'extra'],
    ]) {
      const response = await asOperator(server.app, token, { url: `/bo/audit?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field }] });
    }
  });
});
