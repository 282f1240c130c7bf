import { describe, expect, it } from 'vitest';
import { seamlessBet, seamlessWin } from '@croupier/contract';
import { GOOD_PASSWORD, createMember, nextUsername } from '../../../testing/accounts';
import { send, sendOps, useTestServer } from '../../../testing/test-app';
import { selectMemberById } from '../accounts';
import { authenticated, fundWallet, launchedPlayer, registerTestProviders, signedCall, walletBalance } from '../seamless/seamless-testing';
import { opsLockMemberPlay, opsShowMemberPlay } from './member-play-calls';
import { selectOpsActions } from '../ops-access';

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(sequence += 1)}`;

describe('operator play locks', () => {
  const server = useTestServer();
  const playLockUrl = (brand: string, username: string) => `/ops/brands/${brand}/members/${encodeURIComponent(username)}/play-lock`;
  const lock = (brand: string, username: string, payload: unknown = { reason: 'Self-exclusion request' }) =>
    sendOps(server.app, { method: 'POST', url: playLockUrl(brand, username), payload: payload as Record<string, unknown> });
  const unlock = (brand: string, username: string) => sendOps(server.app, { method: 'DELETE', url: playLockUrl(brand, username) });
  const show = (brand: string, username: string) => sendOps(server.app, { url: playLockUrl(brand, username) });
  const newMember = async (brand = 'shonali') => createMember(server.app, brand, { username: nextUsername('locked'), password: GOOD_PASSWORD, type: 0 });
  const lockActionsOf = async (memberId: string) =>
    (await selectOpsActions(server.db, 'SHONALI')).filter((each) => ['member.lock', 'member.unlock'].includes(each.action) && (each.detail as { id?: string }).id === memberId);

  it('lock play once, answer a second lock without changing it, show it, and unlock once', async () => {
    const member = await newMember();
    const open = await show('shonali', member.username);
    expect(open.statusCode, open.body).toBe(200);
    expect(opsShowMemberPlay.value.parse(open.json().value)).toEqual({ memberId: member.id, username: member.username, locked: false, reason: null, lockedAt: null });

    const locked = await lock('shonali', member.username, { reason: '  Self-exclusion request  ' });
    expect(locked.statusCode, locked.body).toBe(200);
    const first = opsLockMemberPlay.value.parse(locked.json().value);
    expect(first).toMatchObject({ memberId: member.id, locked: true, reason: 'Self-exclusion request', changed: true });
    expect(Date.parse(first.lockedAt ?? '')).not.toBeNaN();

    // the username is matched whatever its case, as at login
    const again = await lock('shonali', member.username.toUpperCase(), { reason: 'Another reason' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().value).toEqual({ ...first, changed: false });
    expect((await show('shonali', member.username)).json().value).toEqual({ memberId: member.id, username: member.username, locked: true, reason: 'Self-exclusion request', lockedAt: first.lockedAt });

    const unlocked = await unlock('shonali', member.username);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json().value).toEqual({ memberId: member.id, username: member.username, locked: false, reason: null, lockedAt: null, changed: true });
    const unlockedAgain = await unlock('shonali', member.username);
    expect(unlockedAgain.statusCode, unlockedAgain.body).toBe(200);
    expect(unlockedAgain.json().value).toMatchObject({ locked: false, changed: false });
    expect((await show('shonali', member.username)).json().value).toMatchObject({ locked: false, reason: null });

    expect(await lockActionsOf(member.id)).toEqual([
      { action: 'member.lock', detail: { id: member.id, username: member.username, reason: 'Self-exclusion request' } },
      { action: 'member.unlock', detail: { id: member.id, username: member.username, reason: 'Self-exclusion request', lockedAt: first.lockedAt } },
    ]);
  });

  it('refuse an unknown brand or member, and a lock without a reason', async () => {
    const member = await newMember();
    for (const response of [await lock('atlantis', member.username), await unlock('atlantis', member.username), await show('atlantis', member.username)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining('No brand "atlantis"') });
    }
    // a member of one brand is unknown to another
    for (const response of [await lock('northstar', member.username), await unlock('northstar', member.username), await show('northstar', 'nobody_here')]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.stringMatching(/^No member ".+" in northstar$/) });
    }
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(201) }]) {
      const refused = await lock('shonali', member.username, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'reason' }] });
    }
    expect((await lock('shonali', member.username, { reason: 'x'.repeat(200) })).statusCode).toBe(200);
    expect((await lock('shonali', member.username, { reason: 'why', extra: true })).json().code).toBe('VALIDATION_FAILED');
  });

  it('need the operator token', async () => {
    const member = await newMember();
    const url = playLockUrl('shonali', member.username);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const payload = method === 'POST' ? { reason: 'Fraud review' } : undefined;
      const missing = await send(server.app, { method, url, ...(payload ? { payload } : {}) });
      expect(missing.statusCode, method).toBe(401);
      expect(missing.json().code).toBe('NOT_LOGGED_IN');
      const wrong = await send(server.app, { method, url, opsToken: 'wrong', ...(payload ? { payload } : {}) });
      expect(wrong.statusCode, method).toBe(403);
    }
    expect((await show('shonali', member.username)).json().value.locked).toBe(false);
  });

  it('refuse a locked member’s seamless stakes while its open round still settles, and take them after unlock', async () => {
    await registerTestProviders(server.db, Date.now());
    const player = await launchedPlayer(server.app, 'northstar', Date.now);
    await fundWallet(server.db, player, 10_000n);
    const session = await authenticated(server.app, player.launchToken);
    const member = await selectMemberById(server.db, player.merchantCode, player.memberId);
    if (!member) throw new Error('the launched player has no member');
    const bet = (amountMinor: number, roundId = nextId('round')) => signedCall(server.app, seamlessBet, { ...session, transactionId: nextId('bet'), roundId, amountMinor });

    const openRound = nextId('round');
    expect((await bet(1_000, openRound)).statusCode).toBe(200);
    expect((await lock('northstar', member.username, { reason: 'Fraud review' })).json().value).toMatchObject({ locked: true, changed: true });
    const refused = await bet(500);
    expect(refused.statusCode, refused.body).toBe(423);
    expect(refused.json().code).toBe('ACCOUNT_LOCKED');
    const won = await signedCall(server.app, seamlessWin, { playerId: session.playerId, gameCode: session.gameCode, transactionId: nextId('win'), roundId: openRound, amountMinor: 2_500, roundClosed: true });
    expect(won.statusCode, won.body).toBe(200);
    expect(await walletBalance(server.db, player)).toBe(11_500n);

    expect((await unlock('northstar', member.username)).json().value).toMatchObject({ locked: false, changed: true });
    const taken = await bet(500);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await walletBalance(server.db, player)).toBe(11_000n);
  });
});
