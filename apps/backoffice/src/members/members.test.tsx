import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { boGetMember, boGetMemberLedger, boSearchMembers, type AccountMovement, type BackofficeMember } from '@croupier/contract';
import { CREATED_AT } from '../../testing/fixtures';
import { answerSession, renderConsole } from '../../testing/render-console';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());

const member = (id: number, overrides: Partial<BackofficeMember> = {}): BackofficeMember => ({
  memberId: String(id),
  merchantCode: 'SHONALI',
  username: `rahim${id}`,
  type: 0,
  mobile: '+880 1712345678',
  createdAt: CREATED_AT,
  lastLoginAt: null,
  ...overrides,
});

const movement = (id: number, overrides: Partial<AccountMovement> = {}): AccountMovement => ({
  movementId: String(id),
  at: CREATED_AT,
  kind: 'DEPOSIT',
  wallet: 'MAIN',
  walletName: null,
  amountMinor: 150_000,
  balanceMinor: 150_000,
  note: { code: 'deposit', params: { depositId: '7', channel: 'BKASH', channelName: 'bKash', reference: 'BK7788' } },
  roundId: null,
  gameName: null,
  ...overrides,
});

beforeEach(() => {
  platform.requests.length = 0;
  answerSession(platform);
  platform.answer(boSearchMembers, (request) => {
    const search = request.query.get('search') ?? '';
    const members = search.startsWith('rahim') ? [member(42), member(43, { type: 1, mobile: null, lastLoginAt: CREATED_AT })] : [];
    return { value: { members, page: 1, pageSize: 20, total: members.length, totalPages: members.length === 0 ? 0 : 1 } };
  });
  platform.answer(boGetMember, (request) => ({
    value: {
      member: { ...member(Number(request.params.memberId)), email: 'rahim@example.com', lastLoginIp: '203.0.113.9', uplineId: '7', uplineUsername: 'agent.karim' },
      balance: {
        currency: { code: 'BDT', symbol: '৳', scale: 2 },
        totalMinor: 175_000,
        wallets: [
          { wallet: 'MAIN', name: null, balanceMinor: 150_000 },
          { wallet: 'JDS', name: 'Jade Dragon Slots', balanceMinor: 25_000 },
        ],
      },
    },
  }));
  platform.answer(boGetMemberLedger, (request) => {
    const rows = request.query.get('group') === 'games' ? [movement(2, { kind: 'WIN', wallet: 'JDS', walletName: 'Jade Dragon Slots', amountMinor: 2_500, balanceMinor: 27_500, note: null, roundId: 'r9', gameName: 'Lucky 7' })] : [movement(1)];
    return {
      value: {
        rows,
        summary: { movements: rows.length, inMinor: 150_000, outMinor: 0, netMinor: 150_000 },
        pageNo: 1,
        pageSize: 20,
        total: rows.length,
        totalPages: 1,
        currency: { code: 'BDT', symbol: '৳', scale: 2 },
        timeZone: 'Asia/Dhaka',
      },
    };
  });
});

describe('the member lookup', () => {
  it('searches the brand’s members by username or mobile, and opens one', async () => {
    const { router } = renderConsole(platform, '/shonali/members');
    expect(await screen.findByText('Find a member of Shonali by username or mobile number.')).toBeTruthy();
    const field = screen.getByRole('searchbox', { name: 'Username or mobile number' });
    fireEvent.change(field, { target: { value: 'r' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Type at least 2 characters.')).toBeTruthy();
    expect(platform.requestsFor(boSearchMembers)).toHaveLength(0);
    fireEvent.change(field, { target: { value: ' rahim ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const rows = await screen.findAllByTestId('member-row');
    expect(platform.requestsFor(boSearchMembers)[0]?.query.toString()).toBe('merchantCode=SHONALI&search=rahim&page=1');
    expect(rows.map((row) => row.textContent)).toEqual(['rahim42+880 1712345678PlayerNov 20, 2026, 12:00 PMNever', 'rahim43NoneAgentNov 20, 2026, 12:00 PMNov 20, 2026, 12:00 PM']);
    expect(screen.getByText('2 members found')).toBeTruthy();
    fireEvent.click(within(rows[0] as HTMLElement).getByRole('link', { name: 'rahim42' }));
    expect(await screen.findByTestId('member-username')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/shonali/members/42');
    fireEvent.click(screen.getByRole('link', { name: 'Back to the search' }));
    expect(await screen.findAllByTestId('member-row')).toHaveLength(2);
    expect(router.state.location.search).toBe('?search=rahim');
  });

  it('says when nobody matches', async () => {
    renderConsole(platform, '/shonali/members?search=nobody');
    expect((await screen.findByTestId('members-empty')).textContent).toBe('No member of Shonali matches “nobody”.');
  });

  it('shows a member’s facts, each wallet’s balance and the ledger, once per visit', async () => {
    renderConsole(platform, '/shonali/members/42');
    expect((await screen.findByTestId('member-username')).textContent).toBe('rahim42');
    expect(screen.getByText('Your look at this member is written to the audit log.')).toBeTruthy();
    expect(screen.getByText('rahim@example.com')).toBeTruthy();
    // the agent the member registered under, by name, leading to the agent's own page
    expect(screen.getByTestId('member-upline').textContent).toBe('agent.karim');
    expect(screen.getByTestId('member-upline').getAttribute('href')).toBe('/shonali/members/7');
    expect(screen.getByTestId('member-balance-total').textContent).toBe('All wallets৳1,750.00');
    expect(screen.getAllByTestId('member-wallet').map((wallet) => wallet.textContent)).toEqual(['Main wallet৳1,500.00', 'Jade Dragon Slots৳250.00']);
    const [row] = await screen.findAllByTestId('ledger-row');
    expect(row?.textContent).toBe('Nov 20, 2026, 12:00 PMDepositMain wallet+৳1,500.00৳1,500.00Deposit no. 7 by bKash, Reference BK7788');
    expect(screen.getByTestId('ledger-summary').textContent).toBe('1 movement: ৳1,500.00 in, ৳0.00 out');
    const asked = Object.fromEntries(platform.requestsFor(boGetMemberLedger)[0]?.query ?? []);
    expect(asked).toMatchObject({ merchantCode: 'SHONALI', pageNo: '1' });
    expect(Date.parse(`${asked.to}T00:00:00Z`) - Date.parse(`${asked.from}T00:00:00Z`)).toBe(29 * 86_400_000);
    fireEvent.change(screen.getByTestId('ledger-group'), { target: { value: 'games' } });
    await waitFor(() => expect(screen.getAllByTestId('ledger-row')[0]?.dataset.kind).toBe('WIN'));
    expect(screen.getAllByTestId('ledger-row')[0]?.textContent).toBe('Nov 20, 2026, 12:00 PMWinJade Dragon Slots+৳25.00৳275.00Lucky 7 · round r9');
    expect(platform.requestsFor(boGetMemberLedger).at(-1)?.query.get('group')).toBe('games');
    expect(platform.requestsFor(boGetMember)).toHaveLength(1);
  });

  it('says a member of another brand is not found', async () => {
    platform.answer(boGetMember, () => ({ failure: { code: 'NOT_FOUND', message: 'There is no member 42 of SHONALI on the brands you work on' } }));
    renderConsole(platform, '/shonali/members/42');
    expect((await screen.findByRole('alert')).textContent).toBe('The member could not be loaded. Not found on the brands you work on.');
    expect(platform.requestsFor(boGetMemberLedger)).toHaveLength(0);
  });
});
