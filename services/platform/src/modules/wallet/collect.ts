import type { BalanceValue } from '@croupier/contract';
import { BONUS_WALLET, GAME_TYPES, MAIN_WALLET } from '@croupier/domain';
import type { Brand } from '@croupier/brand-config';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { featureDisabled, type MemberRecord } from '../accounts';
import type { CatalogueSnapshot } from '../games';
import { isSingleWallet, memberBalance } from './balance';
import { type AccountRef, firstResultOf, lockMemberWallets, openMemberWallet, post, selectMemberWallets, selectPostingLegAmount } from '../ledger';
import { clientSource } from './transfer';

export interface CollectRequest {
  /** one vendor wallet (the game just left); undefined collects from every vendor wallet */
  wallet?: string | undefined;
  /** the client's id for this collect: sent again, it answers the first result */
  requestId: string;
}

export interface CollectResult {
  transferId: string | null;
  movedMinor: number;
  balance: BalanceValue;
}

/**
 * What the request id promises. The amounts are not in it: a collect asks for "whatever these wallets
 * hold", read under their locks when it first runs, and a replay must answer that first result though
 * the wallets hold something else by then.
 */
function collectPayload(request: CollectRequest): unknown {
  return { action: 'walletCollect', wallet: request.wallet ?? '*' };
}

/** The wallet of the first vendor the site shows, in-house games aside (they play from MAIN). */
function firstVendorWallet(snapshot: CatalogueSnapshot): string | null {
  for (const gameType of GAME_TYPES) {
    if (gameType === 'BGS') continue;
    const vendor = snapshot.vendorsOf(gameType)[0];
    if (vendor) return vendor.vassalage;
  }
  return null;
}

/** A vendor's wallet: not MAIN, and not the locked BONUS wallet, which only its release empties (decision 0042). */
function isVendorWallet(wallet: string): boolean {
  return wallet !== MAIN_WALLET && wallet !== BONUS_WALLET;
}

async function collectInTransaction(tx: Queryable, snapshot: CatalogueSnapshot, brand: Brand, member: MemberRecord, request: CollectRequest, nowMs: number) {
  const merchantCode = brand.merchantCode;
  const source = clientSource(member.id);
  const named = request.wallet;
  const owned = await selectMemberWallets(tx, merchantCode, member.id);
  // Wallets are opened before the locks are taken, as a transfer in opens its wallet first too: the
  // other order deadlocks the two.
  if (named !== undefined && !owned.some((row) => row.wallet === named)) {
    // A wallet never held is opened empty, so that even this collect spends its request id.
    if (!snapshot.vendor(named)) throw new ApiError('WALLET_NOT_FOUND', `There is no ${named} wallet on this site`);
    await openMemberWallet(tx, merchantCode, member.id, named, nowMs);
  }
  if (named === undefined && !owned.some((row) => isVendorWallet(row.wallet))) {
    // A whole collect of a player with no game wallet yet spends its id too, on a wallet opened empty:
    // a copy of it that runs after a transfer in has opened one must answer this same nothing, not
    // move money the first copy never saw.
    const first = firstVendorWallet(snapshot);
    if (first !== null) await openMemberWallet(tx, merchantCode, member.id, first, nowMs);
  }
  // Locks next: a duplicate of this request running beside it waits here, then finds the key taken.
  const held = await lockMemberWallets(tx, merchantCode, member.id);
  const first = await firstResultOf(tx, merchantCode, source, request.requestId, () => Promise.resolve(collectPayload(request)));
  if (first) return { transferId: first.postingId, movedMinor: await selectPostingLegAmount(tx, first.postingId, 0) };

  const vendors = held.filter((row) => isVendorWallet(row.wallet) && (named === undefined || row.wallet === named));
  // Only a site with no vendor at all gets here with none.
  if (vendors.length === 0) return { transferId: null, movedMinor: 0n };
  const holding = vendors.filter((row) => row.balanceMinor > 0n);
  // Nothing to move still posts (legs of 0), so the id is claimed and a late replay cannot empty a wallet filled since.
  const from = holding.length > 0 ? holding : vendors.slice(0, 1);
  const movedMinor = from.reduce((sum, row) => sum + row.balanceMinor, 0n);
  const wallet = (code: string): AccountRef => ({ kind: 'member', merchantCode, memberId: member.id, wallet: code });
  const posted = await post(
    tx,
    {
      merchantCode,
      idempotency: { source, key: request.requestId, payload: collectPayload(request) },
      kind: 'TRANSFER',
      legs: [{ account: wallet(MAIN_WALLET), amountMinor: movedMinor }, ...from.map((row) => ({ account: wallet(row.wallet), amountMinor: -row.balanceMinor }))],
      reference: { memberId: member.id },
    },
    nowMs,
  );
  return { transferId: posted.postingId, movedMinor };
}

/**
 * Brings the money of the member's vendor wallets (one, or all of them) back to MAIN in one posting,
 * once per request id. Unlike a transfer in, it never checks that the brand still offers a vendor: a
 * vendor switched off must not keep its players' money.
 */
export async function collectToMain(
  db: Database,
  snapshot: CatalogueSnapshot,
  brand: Brand,
  member: MemberRecord,
  request: CollectRequest,
  nowMs: number,
): Promise<CollectResult> {
  if (isSingleWallet(brand)) throw featureDisabled('Moving money between wallets');
  const result = await db.transaction((tx) => collectInTransaction(tx, snapshot, brand, member, request, nowMs));
  return { transferId: result.transferId, movedMinor: Number(result.movedMinor), balance: await memberBalance(db, snapshot, brand, member) };
}
