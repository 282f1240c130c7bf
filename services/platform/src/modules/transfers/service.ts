import type { Brand } from '@croupier/brand-config';
import type { TransferTargets, TreeTransfer } from '@croupier/contract';
import { MAIN_WALLET, isAgentType } from '@croupier/domain';
import type { AppDeps } from '../../app-deps';
import { isoAt } from '../../clock';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { selectDownlineByUsername, selectUpline, type MemberRecord, type TransferParty } from '../accounts';
import { type AccountRef, balanceOf, firstResultOf, post, type PostingResult, toApiMinor } from '../ledger';
import { clientSource } from '../wallet';

/**
 * Money along the agent tree (SPEC §6: agents transfer to a downline, members to an upline), from the
 * sender's main wallet to the receiver's in one ledger posting, once per request id. See
 * docs/decisions/0019-tree-transfers.md.
 */

/** How many levels below an agent its downline reaches, for transfers: deeper accounts are refused like strangers. */
export const DOWNLINE_MAX_DEPTH = 32;

export interface TransferRequest {
  amountMinor: number;
  paymentPassword: string;
  /** the client's id for this transfer: sent again, it answers the first transfer */
  requestId: string;
}

export interface DownlineTransferRequest extends TransferRequest {
  username: string;
}

type TransferAction = 'transferToUpline' | 'transferToDownline';

const mainWallet = (brand: Brand, memberId: string): AccountRef => ({ kind: 'member', merchantCode: brand.merchantCode, memberId, wallet: MAIN_WALLET });

/** SPEC §6: the page shows a member the upline and an agent its own balance; both see whether a payment password is set. */
export async function transferTargets(db: Queryable, brand: Brand, member: MemberRecord): Promise<TransferTargets> {
  const wallet = {
    availableMinor: toApiMinor(await balanceOf(db, mainWallet(brand, member.id))),
    currency: brand.currency.code,
    currencySymbol: brand.currency.symbol,
    scale: brand.currency.scale,
    hasPaymentPassword: member.paymentPasswordHash !== null,
  };
  if (isAgentType(member.type)) return { role: 'agent', ...wallet };
  const upline = await selectUpline(db, brand.merchantCode, member.id);
  return { role: 'member', upline: upline ? { username: upline.username } : null, ...wallet };
}

async function checkPaymentPassword(deps: AppDeps, member: MemberRecord, paymentPassword: string): Promise<void> {
  if (member.paymentPasswordHash === null) throw new ApiError('PAYMENT_PASSWORD_REQUIRED', 'Set a payment password first: every transfer asks for it');
  if (!(await deps.passwords.verify(member.paymentPasswordHash, paymentPassword))) {
    throw new ApiError('WRONG_PASSWORD', 'The payment password is not right', [{ field: 'paymentPassword', message: 'is not right' }]);
  }
}

/** What the key promises: everything the transfer's legs are made from. */
const payloadOf = (action: TransferAction, receiver: TransferParty | null, request: TransferRequest) => ({ action, toMemberId: receiver?.id ?? null, amountMinor: BigInt(request.amountMinor) });

function transferView(receiver: TransferParty, request: TransferRequest, result: PostingResult): TreeTransfer {
  const [senderAfter] = result.balancesAfter;
  if (senderAfter === undefined) throw new Error('transfers: the posting answered no balance for the sender');
  return { transferId: result.postingId, toUsername: receiver.username, amountMinor: request.amountMinor, balanceAfterMinor: toApiMinor(senderAfter), createdAt: isoAt(result.createdAtMs) };
}

/**
 * The posting: sender's main wallet to the receiver's, keyed by the sender and the request id. The
 * ledger locks both wallets in its own fixed order and refuses a short wallet (INSUFFICIENT_FUNDS);
 * the same id and payload again answers the first posting, another payload is IDEMPOTENCY_CONFLICT.
 */
async function moveMoney(tx: Queryable, brand: Brand, sender: MemberRecord, receiver: TransferParty, action: TransferAction, request: TransferRequest, nowMs: number): Promise<TreeTransfer> {
  const amountMinor = BigInt(request.amountMinor);
  const result = await post(
    tx,
    {
      merchantCode: brand.merchantCode,
      idempotency: { source: clientSource(sender.id), key: request.requestId, payload: payloadOf(action, receiver, request) },
      kind: 'TRANSFER',
      legs: [
        { account: mainWallet(brand, sender.id), amountMinor: -amountMinor },
        { account: mainWallet(brand, receiver.id), amountMinor },
      ],
      reference: { memberId: sender.id, note: { code: 'treeTransfer', params: { direction: action === 'transferToUpline' ? 'upline' : 'downline', toUsername: receiver.username, fromUsername: sender.username } } },
    },
    nowMs,
  );
  return transferView(receiver, request, result);
}

/**
 * The transfer a request id already made, answered before the payment password is checked: a retry
 * whose first answer was lost, sent after the password changed, still learns that its transfer stands.
 * The password guards new transfers; a replay moves nothing. `receiverOf` runs only for an id in use.
 */
async function madeBefore(deps: AppDeps, brand: Brand, sender: MemberRecord, action: TransferAction, request: TransferRequest, receiverOf: () => Promise<TransferParty | null>): Promise<TreeTransfer | null> {
  const found: { receiver: TransferParty | null } = { receiver: null };
  const result = await firstResultOf(deps.db, brand.merchantCode, clientSource(sender.id), request.requestId, async () => {
    found.receiver = await receiverOf();
    return payloadOf(action, found.receiver, request);
  });
  if (result === null) return null;
  // the payload matched, so it named this receiver
  if (found.receiver === null) throw new Error('transfers: a replayed transfer has no receiver');
  return transferView(found.receiver, request, result);
}

/** Members only: to the agent the member registered under. */
export async function transferToUpline(deps: AppDeps, brand: Brand, member: MemberRecord, request: TransferRequest, nowMs: number): Promise<TreeTransfer> {
  if (isAgentType(member.type)) throw new ApiError('FORBIDDEN', 'Agents transfer to their downline, not to an upline');
  const upline = await selectUpline(deps.db, brand.merchantCode, member.id);
  if (!upline) throw new ApiError('NO_UPLINE', 'Your account has no upline: it was not registered under an agent, so there is no one to transfer to');
  const made = await madeBefore(deps, brand, member, 'transferToUpline', request, async () => upline);
  if (made) return made;
  await checkPaymentPassword(deps, member, request.paymentPassword);
  return deps.db.transaction((tx) => moveMoney(tx, brand, member, upline, 'transferToUpline', request, nowMs));
}

/**
 * Agents only: to an account of their downline, direct or indirect. Apart from the replay of an id the
 * agent used before (whose receiver was in its downline), the payment password is checked before the
 * tree is looked at, and every account outside the downline gets one refusal, so the call never tells
 * whether a name exists elsewhere.
 */
export async function transferToDownline(deps: AppDeps, brand: Brand, agent: MemberRecord, request: DownlineTransferRequest, nowMs: number): Promise<TreeTransfer> {
  if (!isAgentType(agent.type)) throw new ApiError('NON_AGENT', 'Only agents transfer to a downline; members transfer to their upline');
  const receiverOf = (db: Queryable) => selectDownlineByUsername(db, brand.merchantCode, agent.id, request.username, DOWNLINE_MAX_DEPTH);
  const made = await madeBefore(deps, brand, agent, 'transferToDownline', request, () => receiverOf(deps.db));
  if (made) return made;
  await checkPaymentPassword(deps, agent, request.paymentPassword);
  return deps.db.transaction(async (tx) => {
    const receiver = await receiverOf(tx);
    if (!receiver) {
      throw new ApiError('NOT_IN_DOWNLINE', `There is no account named ${request.username} in your downline`, [{ field: 'username', message: 'is not in your downline' }]);
    }
    return moveMoney(tx, brand, agent, receiver, 'transferToDownline', request, nowMs);
  });
}
