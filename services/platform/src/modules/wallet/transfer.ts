import type { BalanceValue } from '@croupier/contract';
import { BONUS_WALLET, MAIN_WALLET } from '@croupier/domain';
import type { Brand } from '@croupier/brand-config';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { featureDisabled, type MemberRecord } from '../accounts';
import type { CatalogueSnapshot } from '../games';
import { isSingleWallet, memberBalance } from './balance';
import { post, selectMemberWallets } from '../ledger';

export interface TransferRequest {
  from: string;
  to: string;
  amountMinor: number;
  /** the client's id for this transfer: sent again, it answers the first result */
  requestId: string;
}

/** The idempotency source of money movements a member asks for: request ids are the member's own. */
export function clientSource(memberId: string): string {
  return `client:${memberId}`;
}

/**
 * Money goes into a vendor's wallet only while this brand offers the vendor, and always comes back out
 * of a vendor wallet the member holds: a vendor switched off for the brand must not keep its players'
 * money. The locked BONUS wallet is no vendor's.
 */
async function requireVendorWallet(db: Database, snapshot: CatalogueSnapshot, brand: Brand, member: MemberRecord, transfer: TransferRequest): Promise<void> {
  const vendor = transfer.from === MAIN_WALLET ? transfer.to : transfer.from;
  // Bonus money leaves its wallet by its release alone (decision 0042), never by a transfer.
  if (vendor === BONUS_WALLET) throw new ApiError('WALLET_NOT_FOUND', 'The bonus wallet cannot be moved from or to; it is released to the main wallet once its wagering is done');
  if (snapshot.vendor(vendor)) return;
  if (transfer.to === MAIN_WALLET && (await selectMemberWallets(db, brand.merchantCode, member.id)).some((row) => row.wallet === vendor)) return;
  throw new ApiError('WALLET_NOT_FOUND', `There is no ${vendor} wallet on this site`);
}

/**
 * SPEC §7 wallet transfer, transfer-wallet brands only: moves money between the main wallet and a
 * vendor's wallet in one posting, once per request id.
 */
export async function transferBetweenWallets(
  db: Database,
  snapshot: CatalogueSnapshot,
  brand: Brand,
  member: MemberRecord,
  transfer: TransferRequest,
  nowMs: number,
): Promise<{ transferId: string; balance: BalanceValue }> {
  if (isSingleWallet(brand)) throw featureDisabled('Moving money between wallets');
  await requireVendorWallet(db, snapshot, brand, member, transfer);
  const amountMinor = BigInt(transfer.amountMinor);
  const wallet = (code: string) => ({ kind: 'member' as const, merchantCode: brand.merchantCode, memberId: member.id, wallet: code });
  const result = await db.transaction((tx) =>
    post(
      tx,
      {
        merchantCode: brand.merchantCode,
        idempotency: { source: clientSource(member.id), key: transfer.requestId, payload: { action: 'walletTransfer', from: transfer.from, to: transfer.to, amountMinor } },
        kind: 'TRANSFER',
        legs: [
          { account: wallet(transfer.from), amountMinor: -amountMinor },
          { account: wallet(transfer.to), amountMinor },
        ],
        reference: { memberId: member.id },
      },
      nowMs,
    ),
  );
  return { transferId: result.postingId, balance: await memberBalance(db, snapshot, brand, member) };
}
