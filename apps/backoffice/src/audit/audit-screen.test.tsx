import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { boReadAudit, type AuditEntry } from '@croupier/contract';
import { operator } from '../testing/fixtures';
import { answerSession, renderConsole } from '../testing/render-console';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: String(id),
  operatorId: '1',
  operatorUsername: 'cashier1',
  action: 'deposit.confirm',
  merchantCode: 'SHONALI',
  subject: `deposit:${id}`,
  before: { status: 'PENDING' },
  after: { status: 'CONFIRMED' },
  reason: null,
  at: '2026-11-20T06:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  platform.requests.length = 0;
  platform.answer(boReadAudit, (request) => {
    const page = Number(request.query.get('page') ?? '1');
    const entries = page === 1 ? [entry(2), entry(1, { action: 'deposit.reject', reason: 'No such transfer', operatorUsername: null, operatorId: null, merchantCode: null, before: null })] : [entry(3, { action: 'member.view', subject: 'member:SHONALI:42', before: null, after: null })];
    return { value: { entries, page, pageSize: 50, total: 51, totalPages: 2 } };
  });
});

describe('the audit log', () => {
  it('shows supervisors who did what, before and after, with the reason, a page at a time', async () => {
    const supervisor = operator({ username: 'supervisor1', displayName: 'Supervisor One', role: 'SUPERVISOR' });
    answerSession(platform, supervisor);
    renderConsole(platform, '/audit', supervisor);
    const rows = await screen.findAllByTestId('audit-row');
    expect(rows.map((row) => row.dataset.action)).toEqual(['deposit.confirm', 'deposit.reject']);
    expect(rows[0]?.textContent).toContain('cashier1');
    expect(rows[0]?.textContent).toContain('{"status":"PENDING"}→ {"status":"CONFIRMED"}');
    expect(rows[1]?.textContent).toContain('(no such operator)');
    expect(rows[1]?.textContent).toContain('No such transfer');
    fireEvent.click(screen.getByRole('button', { name: /2/ }));
    await waitFor(() => expect(screen.getAllByTestId('audit-row').map((row) => row.dataset.action)).toEqual(['member.view']));
    expect(platform.requestsFor(boReadAudit).at(-1)?.query.get('page')).toBe('2');
    expect(screen.getByRole('link', { name: 'Audit log' })).toBeTruthy();
  });

  it('is not a cashier’s to read: no link, and no call if the address is typed', async () => {
    answerSession(platform);
    renderConsole(platform, '/audit');
    expect((await screen.findByRole('alert')).textContent).toBe('Only supervisors and admins read the audit log.');
    expect(screen.queryByRole('link', { name: 'Audit log' })).toBeNull();
    expect(platform.requestsFor(boReadAudit)).toHaveLength(0);
  });
});
