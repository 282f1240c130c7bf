import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { payloadSha256 } from './canonical-json';
import {
  answerIdempotencyKey,
  claimIdempotencyKey,
  insertAccountIfMissing,
  insertEntriesAndMoveBalances,
  insertPosting,
  lockAccounts,
  selectAccountBalance,
  selectAccountId,
  selectIdempotencyRow,
  selectLedgerCurrency,
  type NewEntry,
  type StoredPostingResult,
} from './ledger-repository';
import type { AccountRef, PostingRequest, PostingResult } from './ledger-types';
import { accountKeyOf, checkPostingRequest } from './posting-rules';

/**
 * The ledger: every money movement of the platform is one call of `post`. It runs inside the caller's
 * transaction and takes effect with it. See docs/decisions/0008-ledger.md.
 */

/** post() undoes its own writes on failure, so a caller may catch a refusal and still commit the rest. */
const POST_SAVEPOINT = 'ledger_post';

async function currencyOf(db: Queryable, merchantCode: string): Promise<string> {
  const currency = await selectLedgerCurrency(db, merchantCode);
  if (currency === null) throw new ApiError('INTERNAL', `ledger: merchant ${merchantCode} has no ledger currency; the server records it from the brand file at start`);
  return currency;
}

/**
 * The account's id, opening it on first use. Two transactions opening the same account at once both
 * end up with the one row: the second waits on the unique index, then reads what the first wrote.
 */
export async function ensureAccount(tx: Queryable, account: AccountRef, nowMs: number): Promise<string> {
  const currency = await currencyOf(tx, account.merchantCode);
  return ensureAccountIn(tx, account, currency, nowMs);
}

async function ensureAccountIn(tx: Queryable, account: AccountRef, currencyCode: string, nowMs: number): Promise<string> {
  const existing = await selectAccountId(tx, account, currencyCode);
  if (existing !== null) return existing;
  const opened = await insertAccountIfMissing(tx, account, currencyCode, nowMs);
  if (opened !== null) return opened;
  const concurrent = await selectAccountId(tx, account, currencyCode);
  if (concurrent === null) throw new Error(`ledger: account ${JSON.stringify(account)} neither opened nor found`);
  return concurrent;
}

/**
 * The ids of the legs' accounts, in leg order. Accounts are found or opened in one fixed order (by
 * their identity), so two postings opening the same new accounts at once wait for each other in the
 * same order instead of in a circle.
 */
async function ensureAccountsIn(tx: Queryable, request: PostingRequest, currencyCode: string, nowMs: number): Promise<string[]> {
  const keyed = request.legs.map((leg, index) => ({ index, key: accountKeyOf(leg.account), account: leg.account }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const ids: string[] = new Array<string>(keyed.length);
  for (const { index, account } of keyed) ids[index] = await ensureAccountIn(tx, account, currencyCode, nowMs);
  return ids;
}

/** The account's balance in minor units; 0n for an account never used. */
export async function balanceOf(db: Queryable, account: AccountRef): Promise<bigint> {
  const currency = await currencyOf(db, account.merchantCode);
  return (await selectAccountBalance(db, account, currency)) ?? 0n;
}

function resultOf(stored: StoredPostingResult, replayed: boolean): PostingResult {
  return { postingId: stored.postingId, replayed, balancesAfter: stored.balancesAfter.map((balance) => BigInt(balance)), createdAtMs: stored.createdAtMs };
}

/** The first answer to a key already used: again when the payload is the same, a refusal when not. */
async function replayOf(tx: Queryable, request: PostingRequest, payloadHash: string): Promise<PostingResult> {
  const { source, key } = request.idempotency;
  const first = await selectIdempotencyRow(tx, source, key);
  if (first === null) throw new Error(`ledger: idempotency key ${source}/${key} is taken but cannot be read`);
  if (first.merchantCode !== request.merchantCode || first.payloadSha256 !== payloadHash) {
    throw new ApiError('IDEMPOTENCY_CONFLICT', `The id ${key} was already used for another request; send a new id for a new request`);
  }
  if (first.result === null) throw new Error(`ledger: idempotency key ${source}/${key} was claimed and never answered`);
  return resultOf(first.result, true);
}

function insufficientFunds(account: AccountRef, balanceMinor: bigint, amountMinor: bigint): ApiError {
  const wallet = account.kind === 'member' ? account.wallet : account.name;
  return new ApiError('INSUFFICIENT_FUNDS', `Not enough money in the ${wallet} wallet: it holds ${balanceMinor} and ${-amountMinor} was asked (minor units)`);
}

async function postOnce(tx: Queryable, request: PostingRequest, payloadHash: string, nowMs: number): Promise<PostingResult> {
  const { source, key } = request.idempotency;
  const claimed = await claimIdempotencyKey(tx, { source, key, merchantCode: request.merchantCode, payloadSha256: payloadHash, createdAtMs: nowMs });
  if (!claimed) return replayOf(tx, request, payloadHash);

  const currency = await currencyOf(tx, request.merchantCode);
  const accountIds = await ensureAccountsIn(tx, request, currency, nowMs);
  const locked = await lockAccounts(tx, accountIds);

  // The balance check reads the locked rows, so no other posting can move them before this one commits.
  const entries: NewEntry[] = request.legs.map((leg, index) => {
    const account = locked.get(accountIds[index] ?? '');
    if (!account) throw new Error(`ledger: account ${accountIds[index]} vanished while locked`);
    const balanceMinor = account.balanceMinor + leg.amountMinor;
    if (account.isMember && balanceMinor < 0n) throw insufficientFunds(leg.account, account.balanceMinor, leg.amountMinor);
    return { accountId: account.id, accountSequence: account.entryCount + 1n, amountMinor: leg.amountMinor, previousBalanceMinor: account.balanceMinor, balanceMinor };
  });

  const { reference } = request;
  const postingId = await insertPosting(tx, {
    merchantCode: request.merchantCode,
    currencyCode: currency,
    kind: request.kind,
    source,
    key,
    roundId: reference?.roundId ?? null,
    gameId: reference?.gameId ?? null,
    memberId: reference?.memberId ?? null,
    note: reference?.note ?? null,
    createdAtMs: nowMs,
  });
  await insertEntriesAndMoveBalances(tx, postingId, entries, nowMs);
  const stored: StoredPostingResult = { postingId, balancesAfter: entries.map((entry) => entry.balanceMinor.toString()), createdAtMs: nowMs };
  await answerIdempotencyKey(tx, source, key, stored);
  return resultOf(stored, false);
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
 */
export async function post(tx: Queryable, request: PostingRequest, nowMs: number): Promise<PostingResult> {
  checkPostingRequest(request);
  const payloadHash = payloadSha256(request.idempotency.payload);
  // Outside a transaction this fails at once, which is right: a posting must commit with its caller's work.
  await tx.query(`SAVEPOINT ${POST_SAVEPOINT}`);
  try {
    const result = await postOnce(tx, request, payloadHash, nowMs);
    await tx.query(`RELEASE SAVEPOINT ${POST_SAVEPOINT}`);
    return result;
  } catch (error) {
    await tx.query(`ROLLBACK TO SAVEPOINT ${POST_SAVEPOINT}`);
    throw error;
  }
}
