import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_LIVE_CLOSE_CODES, seamlessBet, seamlessWin } from '@croupier/contract';
import { authed } from '../../../testing/accounts';
import { cashierRequestId, fundedPlayer, playDice, withdraw } from '../../../testing/cashier';
import { LiveClient, liveUrlOf, waitFor } from '../../../testing/live';
import { asOperator, newOperator, type TestOperator } from '../../../testing/operators';
import { newPlayer, trialToken, type TestPlayer } from '../../../testing/play';
import { useTestServer } from '../../../testing/test-app';
import { authenticated, fundWallet, launchedPlayer, registerTestProviders, signedCall } from '../seamless/seamless-testing';
import { balanceHintsOf } from './balance-hints';
import { notifyMember } from './service';

const HEARTBEAT_MS = 100;
const SHONALI_FUNDING = { brand: 'shonali', depositChannel: 'BANK_CITY', payout: { channelCode: 'BKASH', accountNumber: '01712345678' } };

describe('live notifications', () => {
  const server = useTestServer({ liveHeartbeatMs: HEARTBEAT_MS });
  let url: string;
  const clients: LiveClient[] = [];
  const open = (token: string, brand = 'shonali') => {
    const client = new LiveClient(url, brand, { token });
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    url = liveUrlOf(server.app);
  });
  afterAll(() => {
    for (const client of clients) client.close();
  });

  let lastReference = 0;
  const askDeposit = async (player: TestPlayer, amountMinor: number): Promise<string> => {
    lastReference += 1;
    const response = await authed(server.app, 'shonali', player.token, {
      method: 'POST',
      url: '/wps/cashier/deposits',
      payload: { channelCode: 'BANK_CITY', amountMinor, reference: `LIVE-${lastReference}`, requestId: cashierRequestId('live') },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value.deposit.depositId as string;
  };
  const decideDeposit = async (operator: TestOperator, depositId: string, body: Record<string, unknown>) => {
    const response = await asOperator(server.app, operator.token, { method: 'POST', url: `/bo/cashier/deposits/${depositId}/decision`, payload: body });
    expect(response.statusCode, response.body).toBe(200);
  };
  const decideWithdrawal = async (operator: TestOperator, withdrawalId: string, body: Record<string, unknown>) => {
    const response = await asOperator(server.app, operator.token, { method: 'POST', url: `/bo/cashier/withdrawals/${withdrawalId}/decision`, payload: body });
    expect(response.statusCode, response.body).toBe(200);
  };
  const list = async (player: TestPlayer, query = '') => {
    const response = await authed(server.app, 'shonali', player.token, { url: `/wps/member/notifications${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as { notifications: { notificationId: string; kind: string; amountMinor: number; readAt: string | null }[]; unread: number };
  };

  it('pushes the deposit an operator confirms to the member’s socket, with amount, time, the unread count and a balance hint', async () => {
    const player = await newPlayer(server.app);
    const bystander = await newPlayer(server.app);
    const socket = await open(player.token).signedIn();
    const other = await open(bystander.token).signedIn();
    expect(socket.feed()).toEqual([{ type: 'unread', count: 0 }]);

    const depositId = await askDeposit(player, 150_000);
    const before = Date.now();
    await decideDeposit(await newOperator(server.app), depositId, { decision: 'APPROVE' });

    const { notification } = await socket.next('notification');
    expect(notification).toMatchObject({ kind: 'DEPOSIT_CONFIRMED', amountMinor: 150_000, depositId, withdrawalId: null, reason: null, readAt: null });
    expect(Date.parse(notification.createdAt)).toBeGreaterThanOrEqual(before - 1_000);
    await socket.next('unread', (message) => message.count === 1);
    await socket.next('balance');
    // The bystander's socket is open the whole time and hears nothing of it.
    await sleep(200);
    expect(other.feed()).toEqual([{ type: 'unread', count: 0 }]);
  });

  it('tells a rejection with its reason, lists what was told, and counts down as the member reads', async () => {
    const player = await newPlayer(server.app);
    const socket = await open(player.token).signedIn();
    const secondTab = await open(player.token).signedIn();
    const operator = await newOperator(server.app);
    const refused = await askDeposit(player, 120_000);
    await decideDeposit(operator, refused, { decision: 'REJECT', reason: 'No such transfer reached City Bank' });
    for (const tab of [socket, secondTab]) {
      expect((await tab.next('notification')).notification).toMatchObject({ kind: 'DEPOSIT_REJECTED', amountMinor: 120_000, reason: 'No such transfer reached City Bank' });
    }
    // a rejection moves no money: no balance hint
    expect(socket.of('balance')).toEqual([]);
    const confirmed = await askDeposit(player, 110_000);
    await decideDeposit(operator, confirmed, { decision: 'APPROVE' });
    await socket.next('unread', (message) => message.count === 2);

    const listed = await list(player);
    expect(listed.unread).toBe(2);
    expect(listed.notifications.map((each) => [each.kind, each.amountMinor])).toEqual([
      ['DEPOSIT_CONFIRMED', 110_000],
      ['DEPOSIT_REJECTED', 120_000],
    ]);
    const older = await list(player, `?pageSize=1&before=${listed.notifications[0]?.notificationId}`);
    expect(older.notifications.map((each) => each.kind)).toEqual(['DEPOSIT_REJECTED']);

    const seen = secondTab.messages.length;
    const read = await authed(server.app, 'shonali', player.token, { method: 'POST', url: '/wps/member/notifications/read', payload: { upToId: older.notifications[0]?.notificationId } });
    expect(read.json().value).toEqual({ unread: 1 });
    expect(await secondTab.next('unread', () => true, seen)).toEqual({ type: 'unread', count: 1 });
    // another member's ids mark nothing of theirs
    const stranger = await newPlayer(server.app);
    const foreign = await authed(server.app, 'shonali', stranger.token, { method: 'POST', url: '/wps/member/notifications/read', payload: { upToId: listed.notifications[0]?.notificationId } });
    expect(foreign.json().value).toEqual({ unread: 0 });
    expect((await list(player)).unread).toBe(1);
  });

  it('tells withdrawals paid, rejected and failed, and wins as balance hints', async () => {
    const { player, accountId } = await fundedPlayer(server.app, { ...SHONALI_FUNDING, amountMinor: 200_000 });
    const socket = await open(player.token).signedIn();
    await playDice(server.app, 'shonali', player, 20_000, 10);
    // every Dice win commits a hint; a whole series may arrive as fewer
    await socket.next('balance');

    const operator = await newOperator(server.app);
    const asked = async (amountMinor: number) => {
      const response = await withdraw(server.app, 'shonali', player, accountId, amountMinor);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().value.withdrawal.withdrawalId as string;
    };
    const paid = await asked(50_000);
    await decideWithdrawal(operator, paid, { decision: 'PAY' });
    const rejected = await asked(51_000);
    await decideWithdrawal(operator, rejected, { decision: 'REJECT', reason: 'The account name does not match' });
    const failed = await asked(52_000);
    await decideWithdrawal(operator, failed, { decision: 'FAIL', reason: 'bKash refused the transfer' });

    await waitFor(() => socket.of('notification').length >= 3, 'three notifications');
    expect(socket.of('notification').map(({ notification }) => [notification.kind, notification.amountMinor, notification.withdrawalId, notification.awaitingReceipt])).toEqual([
      ['WITHDRAWAL_PAID', 50_000, paid, true],
      ['WITHDRAWAL_REJECTED', 51_000, rejected, false],
      ['WITHDRAWAL_FAILED', 52_000, failed, false],
    ]);
    await socket.next('unread', (message) => message.count === 4);
  });

  it('hints a provider’s win after it committed, batched per member', async () => {
    await registerTestProviders(server.db, Date.now());
    const player = await launchedPlayer(server.app, 'northstar', Date.now);
    await fundWallet(server.db, player, 10_000n);
    const session = await authenticated(server.app, player.launchToken);
    const socket = await open(player.token, 'northstar').signedIn();
    const round = { playerId: session.playerId, gameCode: session.gameCode, roundId: `round-${Date.now()}` };
    const staked = await signedCall(server.app, seamlessBet, { ...round, sessionToken: session.sessionToken, transactionId: `bet-${Date.now()}`, amountMinor: 1_000 });
    expect(staked.statusCode, staked.body).toBe(200);
    await balanceHintsOf(server.db).flush();
    await socket.next('balance');
    const seen = socket.messages.length;
    const won = await signedCall(server.app, seamlessWin, { ...round, transactionId: `win-${Date.now()}`, amountMinor: 2_500, roundClosed: true });
    expect(won.statusCode, won.body).toBe(200);
    await socket.next('balance', () => true, seen);
    expect(socket.messages.slice(seen)).toEqual([{ type: 'balance' }]);
  });

  it('tells nothing of a decision whose transaction rolled back', async () => {
    const player = await newPlayer(server.app);
    const socket = await open(player.token).signedIn();
    await expect(
      server.db.transaction(async (tx) => {
        await notifyMember(tx, { merchantCode: 'SHONALI', memberId: player.memberId, kind: 'DEPOSIT_CONFIRMED', amountMinor: 999_999n, depositId: '1' }, Date.now());
        throw new Error('the decision failed after the notification was written');
      }),
    ).rejects.toThrow('the decision failed');
    // A notification that did commit afterwards is the first and only one the socket hears.
    const depositId = await askDeposit(player, 130_000);
    await decideDeposit(await newOperator(server.app), depositId, { decision: 'APPROVE' });
    await socket.next('notification');
    await sleep(200);
    expect(socket.of('notification').map(({ notification }) => notification.amountMinor)).toEqual([130_000]);
    expect((await list(player)).notifications.map((each) => each.amountMinor)).toEqual([130_000]);
  });

  it('gives guests the site status only, refuses other messages, bad tokens and free play, and tells why before closing', async () => {
    const guest = new LiveClient(url, 'shonali');
    clients.push(guest);
    await guest.ready();
    expect(await guest.next('site')).toEqual({ type: 'site', status: { status: 0, ip: '127.0.0.1', maintenance: null } });
    // No sign-in is owed: a guest's socket stays open past heartbeats.
    await sleep(HEARTBEAT_MS * 3);
    expect(guest.closed).toBeNull();
    guest.send({ type: 'hello' });
    expect(await guest.closedWith()).toEqual({ code: MEMBER_LIVE_CLOSE_CODES.notLoggedIn, reason: 'NOT_LOGGED_IN' });
    expect(guest.feed()).toEqual([{ type: 'error', code: 'NOT_LOGGED_IN', message: expect.any(String) }]);

    const forged = open('x'.repeat(43));
    expect((await forged.closedWith()).code).toBe(MEMBER_LIVE_CLOSE_CODES.notLoggedIn);
    const badHeader = new LiveClient(url, 'shonali', { bearer: 'not-a-session-token' });
    clients.push(badHeader);
    expect((await badHeader.closedWith()).code).toBe(MEMBER_LIVE_CLOSE_CODES.notLoggedIn);

    const trial = open(await trialToken(server.app));
    expect(await trial.closedWith()).toEqual({ code: MEMBER_LIVE_CLOSE_CODES.noLiveFeed, reason: 'TRIAL_RESTRICTED' });

    // a session of one brand is no session on another brand's host
    const player = await newPlayer(server.app, 'northstar');
    expect((await open(player.token, 'shonali').closedWith()).code).toBe(MEMBER_LIVE_CLOSE_CODES.notLoggedIn);

    const trialList = await authed(server.app, 'shonali', await trialToken(server.app), { url: '/wps/member/notifications' });
    expect(trialList.json().code).toBe('TRIAL_RESTRICTED');
  });

  it('signs in with the Authorization header too, and closes when the session ends', async () => {
    const player = await newPlayer(server.app);
    const socket = new LiveClient(url, 'shonali', { bearer: player.token });
    clients.push(socket);
    await socket.signedIn();
    await sleep(HEARTBEAT_MS * 3);
    expect(socket.closed).toBeNull();
    const out = await authed(server.app, 'shonali', player.token, { method: 'DELETE', url: '/wps/session/logout' });
    expect(out.statusCode, out.body).toBe(200);
    expect(await socket.closedWith()).toEqual({ code: MEMBER_LIVE_CLOSE_CODES.notLoggedIn, reason: 'NOT_LOGGED_IN' });
    expect(socket.messages.at(-1)).toMatchObject({ type: 'error', code: 'NOT_LOGGED_IN' });
  });
});
