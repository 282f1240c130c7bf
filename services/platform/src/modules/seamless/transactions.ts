import type { z } from 'zod';
import type { SeamlessTransactionResult, seamlessBet, seamlessRollback, seamlessWin } from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { payloadSha256 } from '../wallet/canonical-json';
import { tokenHashOf } from '../sessions/tokens';
import { balanceOf, post } from '../wallet/ledger';
import type { PostingKind } from '../wallet/ledger-types';
import { knownPlayer } from './known-players';
import { roundLockKey, transactionLockKey } from './lock-keys';
import { balanceNumber, gameHouseAccount, memberAccount } from './player-wallet';
import { selectGameSessionAndPlayLock, selectLatestGameSession, type SeamlessPlayer } from './repository';
import { brandOfMerchant, liveSessionOf } from './service';
import { insertTransaction, lockKeys, selectRequestRows, type NewTransaction, type StoredTransaction } from './transactions-repository';

export type BetRequest = z.output<typeof seamlessBet.body>;
export type WinRequest = z.output<typeof seamlessWin.body>;
export type RollbackRequest = z.output<typeof seamlessRollback.body>;

/** What a transaction id promises: kind and every field the movement is made from (not the session token). */
function betPayload(request: BetRequest) {
  return { kind: 'BET', playerId: request.playerId, gameCode: request.gameCode, roundId: request.roundId, amountMinor: request.amountMinor };
}
function winPayload(request: WinRequest) {
  return { kind: 'WIN', playerId: request.playerId, gameCode: request.gameCode, roundId: request.roundId, amountMinor: request.amountMinor, roundClosed: request.roundClosed };
}
function rollbackPayload(request: RollbackRequest) {
  return { kind: 'ROLLBACK', playerId: request.playerId, gameCode: request.gameCode, roundId: request.roundId, rolledBackTransactionId: request.rolledBackTransactionId };
}

function resultOf(stored: StoredTransaction, replayed: boolean): SeamlessTransactionResult {
  return { ...stored.answer, platformTransactionId: stored.postingId ?? `T${stored.id}`, replayed };
}

/**
 * The first answer again when this id was used for the same request; IDEMPOTENCY_CONFLICT when for
 * another (the payload names its kind, so a win reusing a bet's id is another request).
 */
function replayOf(existing: StoredTransaction, payloadHash: string): SeamlessTransactionResult {
  if (existing.payloadSha256 !== payloadHash) {
    throw new ApiError('IDEMPOTENCY_CONFLICT', `transactionId ${existing.transactionId} was already used for another request; send a new id for a new transaction`);
  }
  return resultOf(existing, true);
}

const betFieldError = (message: string) => new ApiError('VALIDATION_FAILED', `rolledBackTransactionId ${message}`, [{ field: 'rolledBackTransactionId', message }]);
const roundError = (message: string) => new ApiError('VALIDATION_FAILED', `roundId ${message}`, [{ field: 'roundId', message }]);

interface Movement {
  providerCode: string;
  kind: PostingKind;
  transactionId: string;
  payload: unknown;
  merchantCode: string;
  memberId: string;
  wallet: string;
  gameId: string;
  roundId: string;
  /** signed, from the member's side: negative takes from the member's wallet */
  memberAmountMinor: bigint;
}

/** What every movement of a request shares: who sent it, under which id, for whom, in which round. */
function movementOf(providerCode: string, request: { transactionId: string; roundId: string }, payload: unknown, player: { merchantCode: string; memberId: string }) {
  return { providerCode, transactionId: request.transactionId, payload, merchantCode: player.merchantCode, memberId: player.memberId, roundId: request.roundId };
}

/** Posts one provider movement to the ledger (member wallet against the house) and returns the wallet's balance after. */
async function postMovement(tx: Queryable, movement: Movement, nowMs: number): Promise<{ postingId: string; balanceMinor: bigint }> {
  const result = await post(
    tx,
    {
      merchantCode: movement.merchantCode,
      idempotency: { source: `provider:${movement.providerCode}`, key: movement.transactionId, payload: movement.payload },
      kind: movement.kind,
      legs: [
        { account: memberAccount(movement.merchantCode, movement.memberId, movement.wallet), amountMinor: movement.memberAmountMinor },
        { account: gameHouseAccount(movement.merchantCode), amountMinor: -movement.memberAmountMinor },
      ],
      reference: { roundId: movement.roundId, gameId: movement.gameId, memberId: movement.memberId },
    },
    nowMs,
  );
  const balanceMinor = result.balancesAfter[0];
  if (balanceMinor === undefined) throw new Error('seamless: the ledger answered a posting without balances');
  return { postingId: result.postingId, balanceMinor };
}

async function record(tx: Queryable, row: NewTransaction, rolledBackBet?: string): Promise<SeamlessTransactionResult> {
  const id = await insertTransaction(tx, row, rolledBackBet);
  return { ...row.answer, platformTransactionId: row.postingId ?? `T${id}`, replayed: false };
}

/** The member behind the player id, or PLAYER_NOT_FOUND (also for another provider's players). */
async function requirePlayer(deps: AppDeps, reader: Queryable, providerCode: string, playerId: string): Promise<SeamlessPlayer> {
  const player = await knownPlayer(deps.db, reader, providerCode, playerId);
  if (!player) throw new ApiError('PLAYER_NOT_FOUND', `No player ${playerId} is known to provider ${providerCode}`);
  return player;
}

/**
 * The player and the maintenance of its merchant (from the copy every API call reads), both null for
 * a player not known yet. A player id never changes its member once made, so the stake's transaction
 * may use this read instead of reading it again.
 */
async function playerAndMaintenanceOf(deps: AppDeps, providerCode: string, playerId: string) {
  const player = await knownPlayer(deps.db, deps.db, providerCode, playerId);
  return { player, maintenance: player ? (await deps.access.of(player.merchantCode)).maintenance : null };
}

/**
 * A stake. Refused, in this order, when the id was used for something else (IDEMPOTENCY_CONFLICT), the
 * bet was rolled back before it came (BET_ROLLED_BACK), the player is unknown (PLAYER_NOT_FOUND), the
 * session has ended (SESSION_EXPIRED), the member's play is locked (ACCOUNT_LOCKED), the merchant is in
 * maintenance (MAINTENANCE), the round is closed, or the wallet holds less (INSUFFICIENT_FUNDS).
 * A replay is answered first, whatever has changed since.
 */
export async function placeBet(deps: AppDeps, providerCode: string, request: BetRequest): Promise<SeamlessTransactionResult> {
  const nowMs = deps.config.clock.nowMs();
  const payload = betPayload(request);
  const payloadHash = payloadSha256(payload);
  // Read before the transaction: the held copy may load through the database, which inside a
  // transaction on the embedded database would wait for that same transaction.
  const known = await playerAndMaintenanceOf(deps, providerCode, request.playerId);
  const { maintenance } = known;
  return deps.db.transaction(async (tx) => {
    await lockKeys(tx, [transactionLockKey(providerCode, request.transactionId), roundLockKey(providerCode, request.playerId, request.roundId)]);
    const found = await selectRequestRows(tx, providerCode, { transactionIds: [request.transactionId], betTransactionId: request.transactionId, playerId: request.playerId, roundId: request.roundId });
    const existing = found.byId.get(request.transactionId);
    if (existing) return replayOf(existing, payloadHash);
    if (found.rollbackOfBet) {
      throw new ApiError('BET_ROLLED_BACK', `Bet ${request.transactionId} was rolled back before it arrived; it cannot be taken now`);
    }
    const player = known.player ?? (await requirePlayer(deps, tx, providerCode, request.playerId));
    const read = await selectGameSessionAndPlayLock(tx, providerCode, tokenHashOf(request.sessionToken), player);
    const session = await liveSessionOf(tx, read.session, request, nowMs);
    if (read.playLocked) throw new ApiError('ACCOUNT_LOCKED', 'This player’s account is locked; no stakes are taken');
    if (maintenance) throw new ApiError('MAINTENANCE', `${maintenance.title}: ${maintenance.message}`);
    const { round } = found;
    if (round.some((each) => each.kind === 'WIN' && each.roundClosed)) throw roundError('is closed: its win has come');
    if (round.some((each) => each.gameCode !== request.gameCode)) throw roundError(`belongs to another game than ${request.gameCode}`);

    const brand = brandOfMerchant(deps, player.merchantCode);
    const amountMinor = BigInt(request.amountMinor);
    const movement = movementOf(providerCode, request, payload, player);
    const moved = await postMovement(tx, { ...movement, kind: 'BET', wallet: session.wallet, gameId: session.gameId, memberAmountMinor: -amountMinor }, nowMs);
    return record(tx, {
      providerCode,
      transactionId: request.transactionId,
      kind: 'BET',
      roundId: request.roundId,
      merchantCode: player.merchantCode,
      memberId: player.memberId,
      playerId: request.playerId,
      gameCode: request.gameCode,
      gameId: session.gameId,
      wallet: session.wallet,
      amountMinor,
      postingId: moved.postingId,
      status: 'ACCEPTED',
      rolledBackTransactionId: null,
      roundClosed: false,
      payloadSha256: payloadHash,
      answer: { balanceMinor: balanceNumber(moved.balanceMinor), currency: brand.currency.code, transactionId: request.transactionId },
      createdAtMs: nowMs,
    });
  });
}

/**
 * A payout into the wallet the round's bet came from; 0 only closes the round. Taken after the session
 * ended, the member was locked or maintenance began: the stake was taken, so the win is owed. Refused
 * when the player's round has no bet (VALIDATION_FAILED on roundId: a win must follow a stake), when
 * every bet of the round was rolled back (BET_ROLLED_BACK), or when the round was already closed.
 */
export async function payWin(deps: AppDeps, providerCode: string, request: WinRequest): Promise<SeamlessTransactionResult> {
  const nowMs = deps.config.clock.nowMs();
  const payload = winPayload(request);
  const payloadHash = payloadSha256(payload);
  return deps.db.transaction(async (tx) => {
    await lockKeys(tx, [transactionLockKey(providerCode, request.transactionId), roundLockKey(providerCode, request.playerId, request.roundId)]);
    const found = await selectRequestRows(tx, providerCode, { transactionIds: [request.transactionId], betTransactionId: null, playerId: request.playerId, roundId: request.roundId });
    const existing = found.byId.get(request.transactionId);
    if (existing) return replayOf(existing, payloadHash);
    const player = await requirePlayer(deps, tx, providerCode, request.playerId);
    const { round } = found;
    const bets = round.filter((each) => each.kind === 'BET');
    if (bets.length === 0) throw roundError('has no bet from this player: a win must follow a stake');
    const standing = bets.filter((bet) => bet.status === 'ACCEPTED');
    const bet = standing[0];
    if (!bet || bet.gameId === null || bet.wallet === null) throw new ApiError('BET_ROLLED_BACK', `Every bet of round ${request.roundId} was rolled back; the round cannot pay`);
    if (bet.gameCode !== request.gameCode) throw roundError(`belongs to game ${bet.gameCode}, not ${request.gameCode}`);
    if (round.some((each) => each.kind === 'WIN' && each.roundClosed)) throw roundError('is closed: its win has come');

    const brand = brandOfMerchant(deps, player.merchantCode);
    const amountMinor = BigInt(request.amountMinor);
    const movement = movementOf(providerCode, request, payload, player);
    const moved =
      amountMinor > 0n
        ? await postMovement(tx, { ...movement, kind: 'WIN', wallet: bet.wallet, gameId: bet.gameId, memberAmountMinor: amountMinor }, nowMs)
        : { postingId: null, balanceMinor: await balanceOf(tx, memberAccount(player.merchantCode, player.memberId, bet.wallet)) };
    return record(tx, {
      providerCode,
      transactionId: request.transactionId,
      kind: 'WIN',
      roundId: request.roundId,
      merchantCode: player.merchantCode,
      memberId: player.memberId,
      playerId: request.playerId,
      gameCode: request.gameCode,
      gameId: bet.gameId,
      wallet: bet.wallet,
      amountMinor,
      postingId: moved.postingId,
      status: 'ACCEPTED',
      rolledBackTransactionId: null,
      roundClosed: request.roundClosed,
      payloadSha256: payloadHash,
      answer: { balanceMinor: balanceNumber(moved.balanceMinor), currency: brand.currency.code, transactionId: request.transactionId },
      createdAtMs: nowMs,
    });
  });
}

/**
 * Returns a bet's stake. A bet not seen yet gets a tombstone instead, so if it arrives later it is
 * refused (BET_ROLLED_BACK); a bet already rolled back answers with its first rollback (a replay,
 * whatever this request's own id). Taken in the same cases as wins; refused for a bet of another
 * player, round or game, and once the round has a win (of any amount: the round is settled).
 */
export async function rollBack(deps: AppDeps, providerCode: string, request: RollbackRequest): Promise<SeamlessTransactionResult> {
  const nowMs = deps.config.clock.nowMs();
  const payload = rollbackPayload(request);
  const payloadHash = payloadSha256(payload);
  return deps.db.transaction(async (tx) => {
    await lockKeys(tx, [
      transactionLockKey(providerCode, request.transactionId),
      transactionLockKey(providerCode, request.rolledBackTransactionId),
      roundLockKey(providerCode, request.playerId, request.roundId),
    ]);
    const found = await selectRequestRows(tx, providerCode, {
      transactionIds: [request.transactionId, request.rolledBackTransactionId],
      betTransactionId: request.rolledBackTransactionId,
      playerId: request.playerId,
      roundId: request.roundId,
    });
    const existing = found.byId.get(request.transactionId);
    if (existing) return replayOf(existing, payloadHash);
    const earlier = found.rollbackOfBet;
    if (earlier) {
      if (earlier.playerId !== request.playerId) throw betFieldError('is not a bet of this player');
      return resultOf(earlier, true);
    }
    const player = await requirePlayer(deps, tx, providerCode, request.playerId);
    const brand = brandOfMerchant(deps, player.merchantCode);
    const bet = found.byId.get(request.rolledBackTransactionId);
    const base = {
      providerCode,
      transactionId: request.transactionId,
      kind: 'ROLLBACK' as const,
      roundId: request.roundId,
      merchantCode: player.merchantCode,
      memberId: player.memberId,
      playerId: request.playerId,
      gameCode: request.gameCode,
      rolledBackTransactionId: request.rolledBackTransactionId,
      roundClosed: false,
      payloadSha256: payloadHash,
      createdAtMs: nowMs,
    };

    if (!bet) {
      // The bet may still be on its way: leave a tombstone that refuses it.
      const session = await selectLatestGameSession(tx, providerCode, request.playerId, request.gameCode);
      const balanceMinor = session ? await balanceOf(tx, memberAccount(player.merchantCode, player.memberId, session.wallet)) : 0n;
      return record(tx, {
        ...base,
        gameId: session?.gameId ?? null,
        wallet: session?.wallet ?? null,
        amountMinor: 0n,
        postingId: null,
        status: 'TOMBSTONE',
        answer: { balanceMinor: balanceNumber(balanceMinor), currency: brand.currency.code, transactionId: request.transactionId },
      });
    }

    if (bet.kind !== 'BET') throw betFieldError('is not a bet');
    if (bet.playerId !== request.playerId) throw betFieldError('is not a bet of this player');
    if (bet.roundId !== request.roundId) throw betFieldError(`is a bet of round ${bet.roundId}, not ${request.roundId}`);
    if (bet.gameCode !== request.gameCode) throw betFieldError(`is a bet of game ${bet.gameCode}, not ${request.gameCode}`);
    if (bet.gameId === null || bet.wallet === null) throw new Error(`seamless: bet ${bet.transactionId} has no game or wallet`);
    if (found.round.some((each) => each.kind === 'WIN')) throw roundError('has been settled by a win; its stakes can no longer be rolled back');

    const movement = movementOf(providerCode, request, payload, player);
    const moved = await postMovement(tx, { ...movement, kind: 'ROLLBACK', wallet: bet.wallet, gameId: bet.gameId, memberAmountMinor: bet.amountMinor }, nowMs);
    return record(
      tx,
      {
        ...base,
        gameId: bet.gameId,
        wallet: bet.wallet,
        amountMinor: bet.amountMinor,
        postingId: moved.postingId,
        status: 'ACCEPTED',
        answer: { balanceMinor: balanceNumber(moved.balanceMinor), currency: brand.currency.code, transactionId: request.transactionId },
      },
      bet.transactionId,
    );
  });
}
