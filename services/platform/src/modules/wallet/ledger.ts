import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { payloadSha256 } from './canonical-json';
import {
  claimAndWritePosting,
  claimIdempotencyKey,
  insertAccountIfMissing,
  lockAccounts,
  lockOpenAccounts,
  selectAccountId,
  selectBalanceInLedgerCurrency,
  selectIdempotencyRow,
  selectLedgerCurrency,
  type LockedAccount,
  type NewEntry,
  type StoredPostingResult,
} from './ledger-repository';
import type { AccountRef, PostingRequest, PostingResult } from './ledger-types';
import { accountKeyOf, checkPostingRequest } from './posting-rules';

/**
 * The ledger: every money movement of the platform is one call of `post`. It runs inside the caller's
 * transaction and takes effect with it. See docs/decisions/0008-ledger.md.
 */

/**
 * post() leaves nothing behind when it refuses, so a caller may catch a refusal and still commit the
 * rest. Most postings write only in their last statement, which writes all or nothing; these
 * savepoints cover the rest: a posting that opens accounts, and a refusal that probes its key.
 */
const OPENING_SAVEPOINT = 'ledger_opening_accounts';
const KEY_PROBE_SAVEPOINT = 'ledger_key_probe';

function noCurrency(merchantCode: string): ApiError {
  return new ApiError('INTERNAL', `ledger: merchant ${merchantCode} has no ledger currency; the server records it from the brand file at start`);
}

async function currencyOf(db: Queryable, merchantCode: string): Promise<string> {
  const currency = await selectLedgerCurrency(db, merchantCode);
  if (currency === null) throw noCurrency(merchantCode);
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
  const { currencyCode, balanceMinor } = await selectBalanceInLedgerCurrency(db, account);
  if (currencyCode === null) throw noCurrency(account.merchantCode);
  return balanceMinor ?? 0n;
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

/**
 * Funds are short, but the key may have been used before: then the answer is the first one (or a
 * conflict), as for any reuse. The key is claimed to find out, which waits for a transaction using it
 * right now, and the claim is undone.
 */
async function refuseUnlessUsed(tx: Queryable, request: PostingRequest, payloadHash: string, nowMs: number, refusal: ApiError): Promise<PostingResult> {
  const { source, key } = request.idempotency;
  await tx.query(`SAVEPOINT ${KEY_PROBE_SAVEPOINT}`);
  const free = await claimIdempotencyKey(tx, { source, key, merchantCode: request.merchantCode, payloadSha256: payloadHash, createdAtMs: nowMs });
  await tx.query(free ? `ROLLBACK TO SAVEPOINT ${KEY_PROBE_SAVEPOINT}` : `RELEASE SAVEPOINT ${KEY_PROBE_SAVEPOINT}`);
  if (free) throw refusal;
  return replayOf(tx, request, payloadHash);
}

/** The posting, its accounts locked (in leg order): the balance check, then the key and every write at once. */
async function postLocked(tx: Queryable, request: PostingRequest, payloadHash: string, currencyCode: string, locked: readonly LockedAccount[], nowMs: number): Promise<PostingResult> {
  // The balance check reads the locked rows, so no other posting can move them before this one commits.
  const entries: NewEntry[] = request.legs.map((leg, index) => {
    const account = locked[index] as LockedAccount;
    return { accountId: account.id, accountSequence: account.entryCount + 1n, amountMinor: leg.amountMinor, previousBalanceMinor: account.balanceMinor, balanceMinor: account.balanceMinor + leg.amountMinor };
  });
  const short = entries.findIndex((entry, index) => (locked[index] as LockedAccount).isMember && entry.balanceMinor < 0n);
  const shortLeg = request.legs[short];
  const shortEntry = entries[short];
  if (shortLeg && shortEntry) return refuseUnlessUsed(tx, request, payloadHash, nowMs, insufficientFunds(shortLeg.account, shortEntry.previousBalanceMinor, shortLeg.amountMinor));

  const { source, key } = request.idempotency;
  const { reference } = request;
  const postingId = await claimAndWritePosting(
    tx,
    { source, key, merchantCode: request.merchantCode, payloadSha256: payloadHash, createdAtMs: nowMs },
    {
      merchantCode: request.merchantCode,
      currencyCode,
      kind: request.kind,
      roundId: reference?.roundId ?? null,
      gameId: reference?.gameId ?? null,
      memberId: reference?.memberId ?? null,
      note: reference?.note ?? null,
      createdAtMs: nowMs,
    },
    entries,
  );
  if (postingId === null) return replayOf(tx, request, payloadHash);
  return resultOf({ postingId, balancesAfter: entries.map((entry) => entry.balanceMinor.toString()), createdAtMs: nowMs }, false);
}

/**
 * A posting with an account not open yet (its first posting): the accounts are opened in identity
 * order, then locked by id, under a savepoint that undoes the opening if the posting is refused.
 */
async function postOpeningAccounts(tx: Queryable, request: PostingRequest, payloadHash: string, nowMs: number): Promise<PostingResult> {
  await tx.query(`SAVEPOINT ${OPENING_SAVEPOINT}`);
  try {
    const currencyCode = await currencyOf(tx, request.merchantCode);
    const accountIds = await ensureAccountsIn(tx, request, currencyCode, nowMs);
    const locked = await lockAccounts(tx, accountIds);
    const result = await postLocked(tx, request, payloadHash, currencyCode, accountIds.map((id) => locked.get(id) ?? missingWhileLocked(id)), nowMs);
    await tx.query(`RELEASE SAVEPOINT ${OPENING_SAVEPOINT}`);
    return result;
  } catch (error) {
    await tx.query(`ROLLBACK TO SAVEPOINT ${OPENING_SAVEPOINT}`);
    throw error;
  }
}

const isLocked = (account: LockedAccount | undefined): account is LockedAccount => account !== undefined;

function missingWhileLocked(account: string): never {
  throw new Error(`ledger: account ${account} vanished while locked`);
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
 * Usually two statements: one finds and locks the accounts (ascending id), one claims the key and
 * writes everything if the key was free. Two deliveries of one key queue on the accounts' locks, and
 * the second finds the key taken and answers the first result. A posting that opens an account takes
 * the longer way of postOpeningAccounts.
 */
export async function post(tx: Queryable, request: PostingRequest, nowMs: number): Promise<PostingResult> {
  checkPostingRequest(request);
  // A posting must commit with its caller's work, so it refuses to run on the database itself.
  if ('transaction' in tx) throw new Error('ledger: post() runs inside a transaction: pass the tx of db.transaction');
  const payloadHash = payloadSha256(request.idempotency.payload);
  const accounts = request.legs.map((leg) => leg.account);
  const open = await lockOpenAccounts(tx, request.merchantCode, accounts);
  const locked = accounts.map((account) => open?.accounts.get(accountKeyOf(account)));
  if (!open || !locked.every(isLocked)) return postOpeningAccounts(tx, request, payloadHash, nowMs);
  return postLocked(tx, request, payloadHash, open.currencyCode, locked, nowMs);
}
