import type { Brand, DepositChannel } from '@croupier/brand-config';
import type { Deposit, DepositChannelView } from '@croupier/contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { MemberRecord } from '../accounts';
import { payloadSha256 } from '../ledger';
import { bindDepositBonusIn } from '../promotions';
import {
  insertDeposit,
  lockMemberCashier,
  selectDepositByRequest,
  selectMemberDeposit,
  selectMemberDeposits,
  sumDepositedToday,
  upsertProof,
  type DepositRow,
} from './deposit-repository';
import { checkoutUrlFor } from './gateway-checkout';
import { selectGateway, type GatewayRecord } from './gateway-repository';
import { checkProof } from './proof-image';

/** The member's side of deposits: the channels, asking for a deposit, its receipt, the list. */

export interface DepositRequest {
  channelCode: string;
  amountMinor: number;
  /** MANUAL channels only: the transfer's transaction id */
  reference?: string | undefined;
  requestId: string;
  /** a deposit bonus chosen on the form, null for none (decision 0047) */
  promotionId?: string | null | undefined;
}

function channelsOf(brand: Brand): readonly DepositChannel[] {
  return brand.cashier?.depositChannels ?? [];
}

function channelOrRefuse(brand: Brand, code: string): DepositChannel {
  const channel = channelsOf(brand).find((each) => each.code === code);
  if (!channel) throw new ApiError('CHANNEL_NOT_FOUND', `${brand.displayName} takes no deposits through ${code}`, [{ field: 'channelCode', message: 'is not a channel of this site' }]);
  return channel;
}

/** How a deposit row reads to its member (and, with more, to the cashier desk). */
export function depositView(brand: Brand, row: DepositRow): Deposit {
  return {
    depositId: row.id,
    channelCode: row.channelCode,
    // a channel later taken off the brand file still names its old deposits by code
    channelName: channelsOf(brand).find((channel) => channel.code === row.channelCode)?.name ?? row.channelCode,
    channelKind: row.channelKind,
    amountMinor: Number(row.amountMinor),
    reference: row.reference,
    status: row.status,
    reason: row.reason,
    hasProof: row.hasProof,
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
    expiredAt: row.expiredAt,
  };
}

async function remainingToday(db: Queryable, brand: Brand, member: MemberRecord, channel: DepositChannel, nowMs: number): Promise<bigint> {
  const used = await sumDepositedToday(db, brand.merchantCode, member.id, channel.code, brand.timeZone, nowMs);
  const left = BigInt(channel.dailyMaxMinor) - used;
  return left > 0n ? left : 0n;
}

/** A gateway's channel is offered only while its gateway is connected: the others could not be paid through. */
async function offered(db: Queryable, channel: DepositChannel): Promise<boolean> {
  if (channel.kind !== 'GATEWAY' || !channel.gateway) return channel.kind === 'MANUAL';
  return (await selectGateway(db, channel.gateway))?.active === true;
}

export async function depositChannels(db: Queryable, brand: Brand, member: MemberRecord, nowMs: number): Promise<DepositChannelView[]> {
  const views = await Promise.all(
    channelsOf(brand).map(async (channel) =>
      (await offered(db, channel))
        ? {
            code: channel.code,
            kind: channel.kind,
            method: channel.method,
            name: channel.name,
            receivingAccount: channel.receivingAccount ?? null,
            minMinor: channel.minMinor,
            maxMinor: channel.maxMinor,
            dailyMaxMinor: channel.dailyMaxMinor,
            remainingTodayMinor: Number(await remainingToday(db, brand, member, channel, nowMs)),
          }
        : null,
    ),
  );
  return views.filter((view) => view !== null);
}

const limitRefusal = (message: string) => new ApiError('CASHIER_LIMIT', message, [{ field: 'amountMinor', message }]);

function checkAmount(channel: DepositChannel, amountMinor: bigint, leftToday: bigint): void {
  if (amountMinor < BigInt(channel.minMinor)) throw limitRefusal(`is below the ${channel.name} minimum of ${channel.minMinor} (minor units)`);
  if (amountMinor > BigInt(channel.maxMinor)) throw limitRefusal(`is above the ${channel.name} maximum of ${channel.maxMinor} (minor units)`);
  if (amountMinor > leftToday) throw limitRefusal(`is more than the ${leftToday} (minor units) left of today’s ${channel.name} limit of ${channel.dailyMaxMinor}`);
}

/** The reference a manual transfer must carry; a gateway's deposit is named by the gateway itself. */
function referenceOf(channel: DepositChannel, request: DepositRequest): string {
  if (channel.kind === 'GATEWAY') return `checkout:${channel.gateway ?? ''}`;
  if (request.reference === undefined) {
    throw new ApiError('VALIDATION_FAILED', 'A transfer is confirmed by its reference: give the transaction id your bank or wallet showed', [
      { field: 'reference', message: 'is required for this channel' },
    ]);
  }
  return request.reference;
}

/** The gateway of a GATEWAY channel, connected and active, or CHANNEL_NOT_FOUND. */
async function gatewayOf(db: Queryable, brand: Brand, channel: DepositChannel): Promise<GatewayRecord | null> {
  if (channel.kind !== 'GATEWAY') return null;
  const gateway = channel.gateway ? await selectGateway(db, channel.gateway) : null;
  if (!gateway?.active) throw new ApiError('CHANNEL_NOT_FOUND', `${channel.name} is not connected on ${brand.displayName} right now`, [{ field: 'channelCode', message: 'is not available' }]);
  return gateway;
}

/**
 * Records a deposit as pending; nothing moves in the ledger until it is confirmed: by an operator for
 * a manual transfer, by the gateway's signed notice for a gateway payment (then the answer carries the
 * gateway's checkout link). Once per request id: the same request again answers the first deposit,
 * another request under the same id is refused. Requests of one member are taken one at a time, so
 * the daily limit holds however many arrive together.
 */
export async function requestDeposit(
  db: Database,
  brand: Brand,
  member: MemberRecord,
  request: DepositRequest,
  nowMs: number,
  /** the brand's site the player asked from, which a gateway sends them back to */
  siteOrigin: string,
): Promise<{ deposit: Deposit; checkoutUrl: string | null }> {
  const channel = channelOrRefuse(brand, request.channelCode);
  const reference = referenceOf(channel, request);
  const gateway = await gatewayOf(db, brand, channel);
  const amountMinor = BigInt(request.amountMinor);
  const requestSha256 = payloadSha256({ action: 'deposit', channelCode: channel.code, amountMinor, reference });
  const row = await db.transaction(async (tx) => {
    await lockMemberCashier(tx, brand.merchantCode, member.id);
    const earlier = await selectDepositByRequest(tx, brand.merchantCode, member.id, request.requestId);
    if (earlier) {
      if (earlier.requestSha256 !== requestSha256) {
        throw new ApiError('IDEMPOTENCY_CONFLICT', `The id ${request.requestId} was already used for another request; send a new id for a new deposit`);
      }
      return earlier;
    }
    checkAmount(channel, amountMinor, await remainingToday(tx, brand, member, channel, nowMs));
    const inserted = await insertDeposit(
      tx,
      {
        merchantCode: brand.merchantCode,
        memberId: member.id,
        requestId: request.requestId,
        requestSha256,
        channelCode: channel.code,
        gatewayCode: gateway?.gatewayCode ?? null,
        amountMinor,
        reference,
      },
      nowMs,
    );
    // the deposit bonus chosen on the form, or joined within the last 30 minutes, waits for this deposit
    await bindDepositBonusIn(tx, brand, member, inserted.id, request.promotionId, nowMs);
    return inserted;
  });
  const checkoutUrl = gateway && row.status === 'PENDING' ? checkoutUrlFor(gateway, brand, row, siteOrigin, nowMs) : null;
  return { deposit: depositView(brand, row), checkoutUrl };
}

function depositNotFound(depositId: string): ApiError {
  return new ApiError('DEPOSIT_NOT_FOUND', `You have no deposit ${depositId}`);
}

/** Keeps the receipt photo of a pending deposit of this member (a second one replaces the first). */
export async function attachProof(
  db: Database,
  brand: Brand,
  member: MemberRecord,
  depositId: string,
  upload: { contentType: 'image/png' | 'image/jpeg'; dataBase64: string },
  nowMs: number,
): Promise<Deposit> {
  const proof = await checkProof(upload.contentType, upload.dataBase64);
  const row = await db.transaction(async (tx) => {
    await lockMemberCashier(tx, brand.merchantCode, member.id);
    const deposit = await selectMemberDeposit(tx, brand.merchantCode, member.id, depositId);
    if (!deposit) throw depositNotFound(depositId);
    if (deposit.status !== 'PENDING') throw new ApiError('ALREADY_DECIDED', `Deposit ${depositId} was already ${deposit.status.toLowerCase()}; its receipt can no longer change`);
    if (deposit.channelKind === 'GATEWAY') throw new ApiError('VALIDATION_FAILED', `Deposit ${depositId} is paid through a gateway, which needs no receipt`, [{ field: 'depositId', message: 'is a gateway payment' }]);
    await upsertProof(tx, depositId, proof, nowMs);
    return selectMemberDeposit(tx, brand.merchantCode, member.id, depositId);
  });
  if (!row) throw depositNotFound(depositId);
  return depositView(brand, row);
}

export async function memberDeposits(
  db: Queryable,
  brand: Brand,
  member: MemberRecord,
  paging: { page: number; pageSize: number },
): Promise<{ deposits: Deposit[]; page: number; totalPages: number }> {
  const { rows, total } = await selectMemberDeposits(db, brand.merchantCode, member.id, paging.pageSize, (paging.page - 1) * paging.pageSize);
  return { deposits: rows.map((row) => depositView(brand, row)), page: paging.page, totalPages: Math.max(1, Math.ceil(total / paging.pageSize)) };
}
