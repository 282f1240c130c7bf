import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { boReadAudit, type AuditEntry } from '@croupier/contract';
import { formatDateTime } from '@croupier/i18n';
import { operator } from '../../testing/fixtures';
import { answerSession, renderConsole } from '../../testing/render-console';
import { localDayStart, readerTimeZone, zoneLabel } from './audit-query';

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
  before: { status: 'PENDING', amountMinor: '150000', expiredAt: '2026-11-20T05:30:00.000Z' },
  after: { status: 'CONFIRMED', postingId: '9' },
  reason: null,
  at: '2026-11-20T06:00:00.000Z',
  ...overrides,
});

const supervisor = operator({ username: 'supervisor1', displayName: 'Supervisor One', role: 'SUPERVISOR' });

beforeEach(() => {
  platform.requests.length = 0;
  platform.answer(boReadAudit, (request) => {
    const page = Number(request.query.get('page') ?? '1');
    const entries =
      page === 1
        ? [entry(2), entry(1, { action: 'session.login-failed', reason: 'No such transfer', operatorUsername: null, operatorId: null, merchantCode: null, before: null })]
        : [entry(3, { action: 'member.view', subject: 'member:SHONALI:42', before: null, after: null })];
    return { value: { entries, page, pageSize: 50, total: 51, totalPages: 2 } };
  });
});

const lastQuery = () => Object.fromEntries(platform.requestsFor(boReadAudit).at(-1)?.query ?? []);

describe('the audit log', () => {
  it('shows supervisors who did what, before and after, with the reason, a page at a time', async () => {
    answerSession(platform, supervisor);
    renderConsole(platform, '/audit', supervisor);
    const rows = await screen.findAllByTestId('audit-row');
    expect(rows.map((row) => row.dataset.action)).toEqual(['deposit.confirm', 'session.login-failed']);
    expect(rows[0]?.textContent).toContain('cashier1');
    expect(rows[1]?.textContent).toContain('(no such operator)');
    expect(rows[1]?.textContent).toContain('No such transfer');
    expect(screen.getByTestId('audit-total').textContent).toBe('51 entries');
    fireEvent.click(screen.getByRole('button', { name: /2/ }));
    await waitFor(() => expect(screen.getAllByTestId('audit-row').map((row) => row.dataset.action)).toEqual(['member.view']));
    expect(lastQuery().page).toBe('2');
    expect(screen.getByRole('link', { name: 'Audit log' })).toBeTruthy();
  });

  it('writes amounts in the brand’s money and each time with the reader’s zone, named', async () => {
    answerSession(platform, supervisor);
    renderConsole(platform, '/audit', supervisor);
    const [first] = await screen.findAllByTestId('audit-row');
    const row = first as HTMLElement;
    // amountMinor 150000 of a Shonali entry is ৳1,500.00, not a count of minor units
    const zone = readerTimeZone();
    const expiredAt = `${formatDateTime('2026-11-20T05:30:00.000Z', 'en', zone)} ${zoneLabel('2026-11-20T05:30:00.000Z', zone)}`;
    expect(within(row).getByTestId('audit-before').textContent).toBe(`statusPENDINGamount৳1,500.00expiredAt${expiredAt}`);
    expect(within(row).getByTestId('audit-after').textContent).toBe('statusCONFIRMEDpostingId9');
    expect(screen.getByRole('columnheader', { name: `Time (${zone})` })).toBeTruthy();
    const time = within(row).getByTestId('audit-time').textContent ?? '';
    expect(time.endsWith(` ${zoneLabel('2026-11-20T06:00:00.000Z', zone)}`)).toBe(true);
    expect(screen.getByTestId('audit-filters').textContent).toContain(`Days and times are in your time zone, ${zone}.`);
  });

  it('asks the server for the filtered log, from the first page, keeps the filters in the address and across pages, and clears them', async () => {
    answerSession(platform, supervisor);
    const { router } = renderConsole(platform, '/audit?page=2', supervisor);
    await screen.findAllByTestId('audit-row');
    expect(lastQuery()).toEqual({ page: '2' });
    fireEvent.change(screen.getByTestId('audit-filter-action'), { target: { value: 'deposit.' } });
    fireEvent.change(screen.getByTestId('audit-filter-operator'), { target: { value: 'cashier1' } });
    fireEvent.change(screen.getByTestId('audit-filter-brand'), { target: { value: 'SHONALI' } });
    fireEvent.change(screen.getByTestId('audit-filter-subject'), { target: { value: 'deposit:12' } });
    fireEvent.change(screen.getByTestId('audit-filter-from'), { target: { value: '2026-11-18' } });
    fireEvent.change(screen.getByTestId('audit-filter-to'), { target: { value: '2026-11-20' } });
    fireEvent.click(screen.getByTestId('audit-filter-apply'));
    // the days are the reader's: from the start of the first to the end of the last, in their zone
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        page: '1',
        action: 'deposit.',
        operator: 'cashier1',
        merchantCode: 'SHONALI',
        subject: 'deposit:12',
        from: localDayStart('2026-11-18'),
        to: localDayStart('2026-11-21'),
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('brand')).toBe('SHONALI');
    fireEvent.click(await screen.findByRole('button', { name: /2/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '2', action: 'deposit.', merchantCode: 'SHONALI' }));

    fireEvent.click(screen.getByTestId('audit-filter-clear'));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1' }));
    expect(router.state.location.search).toBe('');
  });

  it('says when no entry matches the filters, and refuses a range that ends before it starts', async () => {
    platform.answer(boReadAudit, () => ({ value: { entries: [], page: 1, pageSize: 50, total: 0, totalPages: 0 } }));
    answerSession(platform, supervisor);
    renderConsole(platform, '/audit?action=nothing.', supervisor);
    expect((await screen.findByTestId('audit-empty')).textContent).toBe('No entry matches these filters.');
    fireEvent.change(screen.getByTestId('audit-filter-from'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByTestId('audit-filter-to'), { target: { value: '2026-11-18' } });
    expect(screen.getByText('The last day comes before the first.')).toBeTruthy();
    expect((screen.getByTestId('audit-filter-apply') as HTMLButtonElement).disabled).toBe(true);
  });

  it('is not a cashier’s to read: no link, and no call if the address is typed', async () => {
    answerSession(platform);
    renderConsole(platform, '/audit');
    expect((await screen.findByRole('alert')).textContent).toBe('Only supervisors and admins read the audit log.');
    expect(screen.queryByRole('link', { name: 'Audit log' })).toBeNull();
    expect(platform.requestsFor(boReadAudit)).toHaveLength(0);
  });
});
