import { afterEach, describe, expect, it } from 'vitest';
import { seamlessAuthenticate, seamlessBet, seamlessRollback, seamlessWin, type SeamlessTransactionResult } from '@croupier/contract';
import { MAIN_WALLET } from '@croupier/domain';
import { FakeClock } from '../../../testing/fake-clock';
import { sendOps, useTestServer } from '../../../testing/test-app';
import { assertLedgerConsistent } from '../ledger';
import { GAME_SESSION_IDLE_MS } from './service';
import { OTHER_PROVIDER, authenticated, fundWallet, launchedPlayer, newLaunchToken, registerTestProviders, signedCall, walletBalance, type GameSession, type LaunchedPlayer } from './seamless-testing';

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(sequence += 1)}`;

describe('seamless bets, wins and rollbacks', () => {
  const clock = new FakeClock();
  const server = useTestServer({ clock });
  const now = () => clock.nowMs();
  afterEach(async () => assertLedgerConsistent(server.db));

  async function playing(brand = 'northstar', fundedMinor = 10_000n): Promise<{ player: LaunchedPlayer; session: GameSession }> {
    await registerTestProviders(server.db, now());
    const player = await launchedPlayer(server.app, brand, now);
    if (fundedMinor > 0n) await fundWallet(server.db, player, fundedMinor);
    return { player, session: await authenticated(server.app, player.launchToken, now()) };
  }
  const betBody = (session: GameSession, amountMinor: number, roundId = nextId('round'), transactionId = nextId('bet')) => ({ ...session, transactionId, roundId, amountMinor });
  const winBody = (session: GameSession, roundId: string, amountMinor: number, roundClosed = true, transactionId = nextId('win')) => ({
    playerId: session.playerId,
    gameCode: session.gameCode,
    transactionId,
    roundId,
    amountMinor,
    roundClosed,
  });
  const rollbackBody = (session: GameSession, roundId: string, rolledBackTransactionId: string, transactionId = nextId('rollback')) => ({
    playerId: session.playerId,
    gameCode: session.gameCode,
    transactionId,
    roundId,
    rolledBackTransactionId,
  });
  const bet = (body: ReturnType<typeof betBody>) => signedCall(server.app, seamlessBet, body, { timestampMs: now() });
  const win = (body: ReturnType<typeof winBody>) => signedCall(server.app, seamlessWin, body, { timestampMs: now() });
  const rollback = (body: ReturnType<typeof rollbackBody>) => signedCall(server.app, seamlessRollback, body, { timestampMs: now() });
  const valueOf = (response: { statusCode: number; body: string; json: () => { value: unknown } }): SeamlessTransactionResult => {
    expect(response.statusCode, response.body).toBe(200);
    return seamlessBet.value.parse(response.json().value);
  };
  const refusal = (response: { statusCode: number; json: () => { code: string } }) => ({ status: response.statusCode, code: response.json().code });
  const rowsOf = async (transactionId: string) =>
    (
      await server.db.query<{ kind: string; status: string; round_id: string; amount_minor: string; posting_id: string | null; game_id: string | null; wallet: string | null; member_id: string }>(
        `SELECT kind, status, round_id, amount_minor::text AS amount_minor, posting_id::text AS posting_id, game_id, wallet, member_id::text AS member_id
           FROM provider_transactions WHERE transaction_id = $1`,
        [transactionId],
      )
    ).rows;
  const legsOf = async (postingId: string) =>
    (
      await server.db.query<{ kind: string; member_id: string | null; wallet: string | null; house_name: string | null; amount: string; round_id: string }>(
        `SELECT p.kind, a.member_id::text AS member_id, a.wallet, a.house_name, e.amount_minor::text AS amount, p.round_id
           FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_postings p ON p.id = e.posting_id
          WHERE e.posting_id = $1::bigint ORDER BY e.leg_index`,
        [postingId],
      )
    ).rows;

  it('takes a stake from the member to the house and pays the win back, each carrying its round', async () => {
    const { player, session } = await playing();
    const staked = betBody(session, 1_500);
    const betValue = valueOf(await bet(staked));
    expect(betValue).toMatchObject({ balanceMinor: 8_500, currency: 'BDT', transactionId: staked.transactionId, replayed: false });
    expect(await legsOf(betValue.platformTransactionId)).toEqual([
      { kind: 'BET', member_id: player.memberId, wallet: MAIN_WALLET, house_name: null, amount: '-1500', round_id: staked.roundId },
      { kind: 'BET', member_id: null, wallet: null, house_name: 'GAME_HOUSE', amount: '1500', round_id: staked.roundId },
    ]);
    const paid = winBody(session, staked.roundId, 4_000);
    const winValue = valueOf(await win(paid));
    expect(winValue).toMatchObject({ balanceMinor: 12_500, replayed: false });
    expect((await legsOf(winValue.platformTransactionId)).map((leg) => [leg.kind, leg.house_name ?? leg.wallet, leg.amount])).toEqual([
      ['WIN', MAIN_WALLET, '4000'],
      ['WIN', 'GAME_HOUSE', '-4000'],
    ]);
    expect(await rowsOf(staked.transactionId)).toEqual([
      { kind: 'BET', status: 'ACCEPTED', round_id: staked.roundId, amount_minor: '1500', posting_id: betValue.platformTransactionId, game_id: player.game.gameId, wallet: MAIN_WALLET, member_id: player.memberId },
    ]);
    expect(await rowsOf(paid.transactionId)).toMatchObject([{ kind: 'WIN', status: 'ACCEPTED', round_id: staked.roundId, amount_minor: '4000' }]);
    expect(await walletBalance(server.db, player)).toBe(12_500n);
  });

  it('closes a lost round with a win of 0, which moves no money', async () => {
    const { player, session } = await playing();
    const staked = betBody(session, 1_000);
    valueOf(await bet(staked));
    const postingsBefore = (await server.db.query<{ n: string }>('SELECT count(*)::text AS n FROM ledger_postings')).rows[0]?.n;
    const closing = winBody(session, staked.roundId, 0);
    const closed = valueOf(await win(closing));
    expect(closed).toMatchObject({ balanceMinor: 9_000, replayed: false });
    expect(closed.platformTransactionId).toMatch(/^T\d+$/);
    expect((await server.db.query<{ n: string }>('SELECT count(*)::text AS n FROM ledger_postings')).rows[0]?.n).toBe(postingsBefore);
    expect(valueOf(await win(closing))).toEqual({ ...closed, replayed: true });
    // The round is closed: no more wins, and no more stakes in it.
    expect(refusal(await win(winBody(session, staked.roundId, 500)))).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(refusal(await bet(betBody(session, 100, staked.roundId)))).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await walletBalance(server.db, player)).toBe(9_000n);
  });

  it('takes a round of several bets and wins until one closes it', async () => {
    const { player, session } = await playing();
    const roundId = nextId('round');
    valueOf(await bet(betBody(session, 1_000, roundId)));
    valueOf(await win(winBody(session, roundId, 300, false)));
    valueOf(await bet(betBody(session, 2_000, roundId)));
    expect(valueOf(await win(winBody(session, roundId, 5_000, true))).balanceMinor).toBe(12_300);
    expect(await walletBalance(server.db, player)).toBe(12_300n);
  });

  it('answers a replay with the first answer, and a reused id with another payload with IDEMPOTENCY_CONFLICT', async () => {
    const { player, session } = await playing();
    const staked = betBody(session, 2_000);
    const first = valueOf(await bet(staked));
    clock.advance(5_000);
    const replay = valueOf(await bet(staked));
    expect(replay).toEqual({ ...first, replayed: true });
    expect(await walletBalance(server.db, player)).toBe(8_000n);
    expect(refusal(await bet({ ...staked, amountMinor: 2_001 }))).toEqual({ status: 409, code: 'IDEMPOTENCY_CONFLICT' });
    expect(refusal(await bet({ ...staked, roundId: nextId('round') }))).toEqual({ status: 409, code: 'IDEMPOTENCY_CONFLICT' });
    // A win or rollback may not reuse the bet's id either.
    expect(refusal(await win(winBody(session, staked.roundId, 10, true, staked.transactionId)))).toEqual({ status: 409, code: 'IDEMPOTENCY_CONFLICT' });
    expect(refusal(await rollback(rollbackBody(session, staked.roundId, 'some-bet', staked.transactionId)))).toEqual({ status: 409, code: 'IDEMPOTENCY_CONFLICT' });
    const paid = winBody(session, staked.roundId, 700);
    const firstWin = valueOf(await win(paid));
    expect(valueOf(await win(paid))).toEqual({ ...firstWin, replayed: true });
    expect(refusal(await win({ ...paid, amountMinor: 70_000 }))).toEqual({ status: 409, code: 'IDEMPOTENCY_CONFLICT' });
    expect(await walletBalance(server.db, player)).toBe(8_700n);
  });

  it('refuses a stake the wallet cannot cover, and keeps nothing of it', async () => {
    const { player, session } = await playing('northstar', 1_000n);
    const tooMuch = betBody(session, 1_001);
    expect(refusal(await bet(tooMuch))).toEqual({ status: 409, code: 'INSUFFICIENT_FUNDS' });
    expect(await rowsOf(tooMuch.transactionId)).toEqual([]);
    // The same id is free to be sent again once the money is there.
    await fundWallet(server.db, player, 1n);
    expect(valueOf(await bet(tooMuch)).balanceMinor).toBe(0);
  });

  it('plays a transfer-wallet brand against the vendor’s wallet, not MAIN', async () => {
    const { player, session } = await playing('shonali', 0n);
    await fundWallet(server.db, player, 50_000n, MAIN_WALLET);
    expect(refusal(await bet(betBody(session, 100)))).toEqual({ status: 409, code: 'INSUFFICIENT_FUNDS' });
    await fundWallet(server.db, player, 3_000n);
    const staked = betBody(session, 1_000);
    expect(valueOf(await bet(staked)).balanceMinor).toBe(2_000);
    valueOf(await win(winBody(session, staked.roundId, 2_500)));
    expect(await walletBalance(server.db, player)).toBe(4_500n);
    expect(await walletBalance(server.db, player, MAIN_WALLET)).toBe(50_000n);
  });

  it('refuses stakes after the session ended, but still pays and rolls back the rounds staked before', async () => {
    const { player, session } = await playing();
    const won = betBody(session, 1_000);
    const returned = betBody(session, 2_000);
    valueOf(await bet(won));
    valueOf(await bet(returned));
    clock.advance(GAME_SESSION_IDLE_MS + 1);
    expect(refusal(await bet(betBody(session, 100)))).toEqual({ status: 401, code: 'SESSION_EXPIRED' });
    // A replay of a stake taken before is still its first answer.
    expect(valueOf(await bet(won)).replayed).toBe(true);
    valueOf(await win(winBody(session, won.roundId, 1_800)));
    valueOf(await rollback(rollbackBody(session, returned.roundId, returned.transactionId)));
    expect(await walletBalance(server.db, player)).toBe(10_800n);
  });

  it('refuses stakes of a locked member and during maintenance, and settles open rounds all the same', async () => {
    const { player, session } = await playing();
    const open = betBody(session, 1_000);
    const toReturn = betBody(session, 500);
    valueOf(await bet(open));
    valueOf(await bet(toReturn));
    await server.db.query(`INSERT INTO member_play_locks (merchant_code, member_id, reason, locked_at) VALUES ($1, $2::bigint, 'test', now())`, [player.merchantCode, player.memberId]);
    try {
      expect(refusal(await bet(betBody(session, 100)))).toEqual({ status: 423, code: 'ACCOUNT_LOCKED' });
      valueOf(await win(winBody(session, open.roundId, 300, false)));
    } finally {
      await server.db.query('DELETE FROM member_play_locks WHERE merchant_code = $1 AND member_id = $2::bigint', [player.merchantCode, player.memberId]);
    }
    const started = await sendOps(server.app, { method: 'POST', url: '/ops/brands/northstar/maintenance', payload: { title: 'Upgrade', message: 'Back soon' } });
    expect(started.statusCode, started.body).toBe(200);
    try {
      expect(refusal(await bet(betBody(session, 100)))).toEqual({ status: 503, code: 'MAINTENANCE' });
      valueOf(await win(winBody(session, open.roundId, 200, true)));
      valueOf(await rollback(rollbackBody(session, toReturn.roundId, toReturn.transactionId)));
    } finally {
      await sendOps(server.app, { method: 'DELETE', url: '/ops/brands/northstar/maintenance' });
    }
    expect(valueOf(await bet(betBody(session, 100))).balanceMinor).toBe(9_400);
    expect(await walletBalance(server.db, player)).toBe(9_400n);
  });

  it('rolls back a stake once: a second rollback of the bet, under any id, is a replay', async () => {
    const { player, session } = await playing();
    const staked = betBody(session, 3_000);
    valueOf(await bet(staked));
    const undo = rollbackBody(session, staked.roundId, staked.transactionId);
    const undone = valueOf(await rollback(undo));
    expect(undone).toMatchObject({ balanceMinor: 10_000, transactionId: undo.transactionId, replayed: false });
    expect((await legsOf(undone.platformTransactionId)).map((leg) => [leg.kind, leg.house_name ?? leg.wallet, leg.amount])).toEqual([
      ['ROLLBACK', MAIN_WALLET, '3000'],
      ['ROLLBACK', 'GAME_HOUSE', '-3000'],
    ]);
    expect(valueOf(await rollback(undo))).toEqual({ ...undone, replayed: true });
    expect(valueOf(await rollback(rollbackBody(session, staked.roundId, staked.transactionId)))).toEqual({ ...undone, replayed: true });
    expect((await rowsOf(staked.transactionId))[0]?.status).toBe('ROLLED_BACK');
    expect(await walletBalance(server.db, player)).toBe(10_000n);
    // The round has no standing bet now: a win for it is refused.
    expect(refusal(await win(winBody(session, staked.roundId, 9_999)))).toEqual({ status: 409, code: 'BET_ROLLED_BACK' });
  });

  it('leaves a tombstone for a bet not seen yet, and refuses that bet when it comes', async () => {
    const { player, session } = await playing();
    const late = betBody(session, 2_000);
    const undo = rollbackBody(session, late.roundId, late.transactionId);
    const tombstone = valueOf(await rollback(undo));
    expect(tombstone).toMatchObject({ balanceMinor: 10_000, replayed: false });
    expect(tombstone.platformTransactionId).toMatch(/^T\d+$/);
    expect(await rowsOf(undo.transactionId)).toMatchObject([{ kind: 'ROLLBACK', status: 'TOMBSTONE', amount_minor: '0', posting_id: null, game_id: player.game.gameId }]);
    expect(refusal(await bet(late))).toEqual({ status: 409, code: 'BET_ROLLED_BACK' });
    expect(valueOf(await rollback(undo))).toEqual({ ...tombstone, replayed: true });
    expect(await walletBalance(server.db, player)).toBe(10_000n);
  });

  it('refuses a win for a round without a bet, and rollbacks that do not fit their bet', async () => {
    const { session } = await playing();
    const orphan = winBody(session, nextId('round'), 5_000);
    const noBet = await win(orphan);
    expect(noBet.statusCode).toBe(400);
    expect(noBet.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'roundId' }] });
    expect(await rowsOf(orphan.transactionId)).toEqual([]);

    const staked = betBody(session, 1_000);
    valueOf(await bet(staked));
    expect(refusal(await rollback(rollbackBody(session, nextId('round'), staked.transactionId)))).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    const paid = winBody(session, staked.roundId, 0, false);
    valueOf(await win(paid));
    // A round settled by a win keeps its stakes.
    expect(refusal(await rollback(rollbackBody(session, staked.roundId, staked.transactionId)))).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(refusal(await rollback(rollbackBody(session, staked.roundId, paid.transactionId)))).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
  });

  it('refuses players it does not know, including another provider’s', async () => {
    const { session } = await playing();
    const stranger = { ...session, playerId: 'P-unknown' };
    expect(refusal(await bet(betBody(stranger, 100)))).toEqual({ status: 404, code: 'PLAYER_NOT_FOUND' });
    expect(refusal(await win(winBody(stranger, nextId('round'), 100)))).toEqual({ status: 404, code: 'PLAYER_NOT_FOUND' });
    expect(refusal(await rollback(rollbackBody(stranger, nextId('round'), nextId('bet'))))).toEqual({ status: 404, code: 'PLAYER_NOT_FOUND' });
    const other = await signedCall(server.app, seamlessBet, betBody(session, 100), { provider: OTHER_PROVIDER, timestampMs: now() });
    expect(refusal(other)).toEqual({ status: 404, code: 'PLAYER_NOT_FOUND' });
  });

  it('keeps transaction ids per provider', async () => {
    const { player, session } = await playing();
    const staked = betBody(session, 100);
    const first = valueOf(await bet(staked));
    // The same member plays a game of the other provider, whose ids are its own: the same id is a new stake there.
    const launchToken = await newLaunchToken(server.app, player.brand, player.token, player.game);
    const authenticatedThere = await signedCall(server.app, seamlessAuthenticate, { launchToken }, { provider: OTHER_PROVIDER, timestampMs: now() });
    const there = seamlessAuthenticate.value.parse(authenticatedThere.json().value);
    expect(there.playerId).not.toBe(session.playerId);
    const sameId = { ...staked, playerId: there.playerId, sessionToken: there.sessionToken };
    const second = seamlessBet.value.parse((await signedCall(server.app, seamlessBet, sameId, { provider: OTHER_PROVIDER, timestampMs: now() })).json().value);
    expect(second).toMatchObject({ replayed: false, balanceMinor: 9_800 });
    expect(second.platformTransactionId).not.toBe(first.platformTransactionId);
  });
});
