import type { Queryable } from '../../db/database';
import { isoAt } from '../../clock';
import { ApiError } from '../../http/api-error';
import { payloadSha256 } from './canonical-json';
import { callLedgerPost, selectBalanceInLedgerCurrency, selectFirstPosting } from './ledger-repository';
import type { AccountRef, PostingRequest, PostingResult } from './ledger-types';
import { postingNoteText } from './posting-note';
import { checkPostingRequest } from './posting-rules';

/**
 * The ledger: every money movement of the platform is one call of `post`. It runs inside the caller's
 * transaction and takes effect with it. See docs/decisions/0008-ledger.md; the posting itself is the
 * database function ledger_post (modules/ledger/sql/ledger_post.sql, decision 0015), one statement per posting.
 */

function noCurrency(merchantCode: string): ApiError {
  return new ApiError('INTERNAL', `ledger: merchant ${merchantCode} has no ledger currency; the server records it from the brand file at start`);
}

/** The account's balance in minor units; 0n for an account never used. A house account's is the sum of its shards. */
export async function balanceOf(db: Queryable, account: AccountRef): Promise<bigint> {
  const { currencyCode, balanceMinor } = await selectBalanceInLedgerCurrency(db, account);
  if (currencyCode === null) throw noCurrency(account.merchantCode);
  return balanceMinor ?? 0n;
}

function idempotencyConflict(key: string): ApiError {
  return new ApiError('IDEMPOTENCY_CONFLICT', `The id ${key} was already used for another request; send a new id for a new request`);
}

function insufficientFunds(account: AccountRef, balanceMinor: bigint, amountMinor: bigint): ApiError {
  const wallet = account.kind === 'member' ? account.wallet : account.name;
  return new ApiError('INSUFFICIENT_FUNDS', `Not enough money in the ${wallet} wallet: it holds ${balanceMinor} and ${-amountMinor} was asked (minor units)`);
}

/**
 * Posts a balanced set of legs once per idempotency key, inside the caller's transaction (`tx` from
 * db.transaction). Refusals: INSUFFICIENT_FUNDS when a member account would go below zero,
 * IDEMPOTENCY_CONFLICT when the key was used with another payload (or by another merchant), INTERNAL
 * for legs that do not sum to zero, mix merchants or name an account twice. A replay (same source, key
 * and payload) returns the first result with replayed: true and posts nothing.
 *
 * The payload is what the key promises: callers put in it everything the legs are made from.
 * A refused post leaves nothing behind, not even its key, so the caller's transaction can go on.
 *
 * One statement: ledger_post locks the accounts (ascending id), checks the balances, claims the key
 * and writes everything if the key was free. Two deliveries of one key queue on the accounts' locks,
 * and the second finds the key taken and answers the first result. House legs go to the shard of the
 * posting's member (decision 0015); their balances after are the shard's.
 */
export async function post(tx: Queryable, request: PostingRequest, nowMs: number): Promise<PostingResult> {
  checkPostingRequest(request);
  // A posting must commit with its caller's work, so it refuses to run on the database itself.
  if ('transaction' in tx) throw new Error('ledger: post() runs inside a transaction: pass the tx of db.transaction');
  const { source, key } = request.idempotency;
  const answer = await callLedgerPost(tx, {
    merchantCode: request.merchantCode,
    source,
    key,
    payloadSha256: payloadSha256(request.idempotency.payload),
    kind: request.kind,
    roundId: request.reference?.roundId ?? null,
    gameId: request.reference?.gameId ?? null,
    memberId: request.reference?.memberId ?? null,
    note: request.reference?.note ? postingNoteText(request.reference.note) : null,
    createdAt: isoAt(nowMs),
    createdAtMs: nowMs,
    legs: request.legs,
  });
  switch (answer.status) {
    case 'POSTED':
    case 'REPLAYED':
      return { postingId: answer.postingId, replayed: answer.status === 'REPLAYED', balancesAfter: answer.balancesAfter, createdAtMs: answer.createdAtMs };
    case 'CONFLICT':
      throw idempotencyConflict(key);
    case 'SHORT': {
      const leg = request.legs[answer.shortLeg];
      if (!leg) throw new Error(`ledger: ledger_post named leg ${answer.shortLeg} of ${request.legs.length}`);
      throw insufficientFunds(leg.account, answer.shortBalanceMinor, leg.amountMinor);
    }
    case 'NO_CURRENCY':
      throw noCurrency(request.merchantCode);
  }
}

/**
 * The first result under a key that was posted before, for a caller that answers a replay ahead of its
 * own checks (a retry after the payment password changed must still learn that its request stands):
 * null when the key is free, IDEMPOTENCY_CONFLICT when it was used with another payload. `payloadOf` is
 * asked only for a key in use, so a payload that costs a lookup costs nothing on a first request. It
 * reads without locks: a free key may be taken a moment later, which `post` still answers as a replay.
 */
export async function firstResultOf(db: Queryable, merchantCode: string, source: string, key: string, payloadOf: () => Promise<unknown>): Promise<PostingResult | null> {
  const first = await selectFirstPosting(db, source, key);
  if (first === null) return null;
  if (first.merchantCode !== merchantCode || first.payloadSha256 !== payloadSha256(await payloadOf())) throw idempotencyConflict(key);
  return { postingId: first.postingId, replayed: true, balancesAfter: first.balancesAfter, createdAtMs: first.createdAtMs };
}
