import type { z } from 'zod';
import type { SeamlessTransactionResult, seamlessBet, seamlessRollback, seamlessWin } from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { balanceHintsOf } from '../notifications';
import { payloadSha256 } from '../ledger';
import { tokenHashOf } from '../sessions';
import { knownPlayer } from './known-players';
import { roundLockKey, transactionLockKey } from './lock-keys';
import { GAME_SESSION_IDLE_MS, LAST_SEEN_RESOLUTION_MS } from './service';
import { callBet, callRollback, callWin, type CallCommon } from './transactions-repository';

/**
 * A provider's bets, wins and rollbacks. Each is one statement: the database functions of migration
 * 0011 (decision 0015) take the locks, read, check, post through the ledger and record the call, in
 * one round trip and one transaction. Their rules, in order, are told there; this side computes what
 * the call promises (its payload hash), the lock keys and the merchant's maintenance.
 */

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

/** Smallest first, so two calls that share keys take them in one order and cannot deadlock. */
function sortedKeys(keys: readonly bigint[]): bigint[] {
  return [...new Set(keys)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

function commonOf(deps: AppDeps, providerCode: string, request: BetRequest | WinRequest | RollbackRequest, payload: unknown, extraKeys: readonly bigint[] = []): CallCommon {
  return {
    providerCode,
    transactionId: request.transactionId,
    roundId: request.roundId,
    playerId: request.playerId,
    gameCode: request.gameCode,
    payloadSha256: payloadSha256(payload),
    lockKeys: sortedKeys([transactionLockKey(providerCode, request.transactionId), roundLockKey(providerCode, request.playerId, request.roundId), ...extraKeys]),
    nowMs: deps.config.clock.nowMs(),
  };
}

/**
 * The maintenance text of the player's merchant, from the copy every API call reads; null when there
 * is none or the player is not known yet (the call then refuses with PLAYER_NOT_FOUND).
 */
async function maintenanceOf(deps: AppDeps, providerCode: string, playerId: string): Promise<string | null> {
  const player = await knownPlayer(deps.db, deps.db, providerCode, playerId);
  if (!player) return null;
  const { maintenance } = await deps.access.of(player.merchantCode);
  return maintenance ? `${maintenance.title}: ${maintenance.message}` : null;
}

/**
 * Once a call has committed (each is one statement), the member's open pages are told the balance
 * moved: not in the call's statement, which stays as decision 0015 made it, but batched after it
 * (balance-hints.ts), without delaying the provider's answer.
 */
function hintBalanceAfter(deps: AppDeps, providerCode: string, playerId: string, result: SeamlessTransactionResult): SeamlessTransactionResult {
  void knownPlayer(deps.db, deps.db, providerCode, playerId)
    .then((player) => player && balanceHintsOf(deps.db).add(player.merchantCode, player.memberId))
    .catch(() => {});
  return result;
}

/** A stake, refused when the session has ended, play is locked, the merchant is in maintenance or money is short. */
export async function placeBet(deps: AppDeps, providerCode: string, request: BetRequest): Promise<SeamlessTransactionResult> {
  const maintenance = await maintenanceOf(deps, providerCode, request.playerId);
  const result = await callBet(deps.db, {
    ...commonOf(deps, providerCode, request, betPayload(request)),
    amountMinor: BigInt(request.amountMinor),
    tokenHash: tokenHashOf(request.sessionToken),
    maintenance,
    idleMs: GAME_SESSION_IDLE_MS,
    touchMs: LAST_SEEN_RESOLUTION_MS,
  });
  return hintBalanceAfter(deps, providerCode, request.playerId, result);
}

/** A payout into the wallet the round's bet came from; taken after the session ended, a lock or maintenance. */
export async function payWin(deps: AppDeps, providerCode: string, request: WinRequest): Promise<SeamlessTransactionResult> {
  const result = await callWin(deps.db, { ...commonOf(deps, providerCode, request, winPayload(request)), amountMinor: BigInt(request.amountMinor), roundClosed: request.roundClosed });
  return hintBalanceAfter(deps, providerCode, request.playerId, result);
}

/** Returns a bet's stake, or leaves a tombstone for a bet not seen yet. */
export async function rollBack(deps: AppDeps, providerCode: string, request: RollbackRequest): Promise<SeamlessTransactionResult> {
  const result = await callRollback(deps.db, {
    ...commonOf(deps, providerCode, request, rollbackPayload(request), [transactionLockKey(providerCode, request.rolledBackTransactionId)]),
    rolledBackTransactionId: request.rolledBackTransactionId,
  });
  return hintBalanceAfter(deps, providerCode, request.playerId, result);
}
