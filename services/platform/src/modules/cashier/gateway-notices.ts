import { createHmac, timingSafeEqual } from 'node:crypto';
import { GATEWAY_CLOCK_SKEW_MS, GATEWAY_HEADERS, type GatewayNotice } from '@croupier/contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { BrandDirectory } from '../brands';
import { notifyMember } from '../notifications';
import { recordPlatformAudit } from '../backoffice-operators';
import { markGatewayDecided, selectGatewayDepositForNotice } from './deposit-repository';
import { lapseDepositBonusIn } from '../promotions';
import { creditDeposit } from './deposit-posting';
import { deskBrand } from './desk-rules';
import { selectGateway } from './gateway-repository';

/**
 * A payment gateway's notices (packages/contract/src/gateway.ts). A notice is believed only when it is
 * signed with the gateway's secret over the very bytes received, recently; then it decides its deposit
 * once: PAID credits the wallet through the same DEPOSIT posting an operator's confirmation makes,
 * FAILED closes it. The same notice again is answered as the first; a notice that contradicts the
 * decision already taken, or the deposit's amount, is refused and logged, and moves nothing.
 *
 * A deposit that expired unpaid (gateway-expiry.ts) is still decided by its notice: the gateway's
 * signed word that it took the money outranks our clock, so a late PAID credits it as an in-time one
 * would, and a late FAILED rejects it. The deposit keeps when it expired, and the audit log records
 * the late decision (action deposit.decidedAfterExpiry) for the cashier desk to see.
 */

type HeaderBag = Record<string, string | string[] | undefined>;

/** Why a notice's signature is refused is logged, never told. */
export class NoticeRefusal extends ApiError {
  constructor(readonly reason: string) {
    super('SIGNATURE_INVALID', 'The notice is not signed by this gateway: check X-Gateway, X-Timestamp (ms, within 5 minutes) and X-Signature');
  }
}

export function noticeSignatureOf(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

const headerOf = (headers: HeaderBag, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Checks a notice's signature with the secret of the gateway its path names. */
export async function verifyNotice(db: Queryable, gatewayCode: string, headers: HeaderBag, rawBody: string, nowMs: number): Promise<void> {
  const named = headerOf(headers, GATEWAY_HEADERS.gateway);
  const timestamp = headerOf(headers, GATEWAY_HEADERS.timestamp);
  const signature = headerOf(headers, GATEWAY_HEADERS.signature);
  if (!named || !timestamp || !signature) throw new NoticeRefusal('a signing header is missing');
  if (named !== gatewayCode) throw new NoticeRefusal('X-Gateway names another gateway than the path');
  if (!/^\d{1,16}$/.test(timestamp) || Math.abs(nowMs - Number(timestamp)) > GATEWAY_CLOCK_SKEW_MS) throw new NoticeRefusal('the timestamp is missing or stale');
  if (!/^[0-9a-f]{64}$/i.test(signature)) throw new NoticeRefusal('the signature is not 64 hex digits');
  const gateway = await selectGateway(db, gatewayCode);
  if (!gateway?.active) throw new NoticeRefusal(gateway ? 'the gateway is inactive' : 'the gateway is unknown');
  const expected = Buffer.from(noticeSignatureOf(gateway.secret, timestamp, rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw new NoticeRefusal('the signature does not match');
}

/** The audit action of a notice that decided a deposit after it had expired. */
export const LATE_NOTICE_ACTION = 'deposit.decidedAfterExpiry' as const;

const outcomeOf = (notice: GatewayNotice) => (notice.status === 'PAID' ? 'CONFIRMED' : 'REJECTED');

/** Applies a verified notice to its deposit; the answer says how the deposit stands. */
export async function applyNotice(
  db: Database,
  brands: BrandDirectory,
  gatewayCode: string,
  notice: GatewayNotice,
  nowMs: number,
): Promise<{ order: string; depositStatus: 'CONFIRMED' | 'REJECTED' }> {
  return db.transaction(async (tx) => {
    const row = await selectGatewayDepositForNotice(tx, gatewayCode, notice.order);
    if (!row) throw new ApiError('DEPOSIT_NOT_FOUND', `${gatewayCode} has no order ${notice.order} with us`);
    const brand = deskBrand(brands, row.merchantCode);
    if (row.amountMinor !== BigInt(notice.amountMinor) || brand.currency.code !== notice.currency) {
      throw new ApiError('VALIDATION_FAILED', `Order ${notice.order} is for ${row.amountMinor} ${brand.currency.code}, not ${notice.amountMinor} ${notice.currency}`, [
        { field: 'amountMinor', message: 'differs from the order' },
      ]);
    }
    const outcome = outcomeOf(notice);
    if (row.status !== 'PENDING' && row.status !== 'EXPIRED') {
      if (row.status === outcome && row.gatewayTransactionId === notice.gatewayTransactionId) return { order: row.id, depositStatus: outcome };
      throw new ApiError('ALREADY_DECIDED', `Order ${notice.order} was already ${row.status.toLowerCase()} by payment ${row.gatewayTransactionId ?? 'unknown'}`);
    }
    const told = { merchantCode: row.merchantCode, memberId: row.memberId, amountMinor: row.amountMinor, depositId: row.id };
    if (outcome === 'CONFIRMED') {
      const postingId = await creditDeposit(tx, brand, row, nowMs);
      await markGatewayDecided(tx, row.id, { status: 'CONFIRMED', gatewayTransactionId: notice.gatewayTransactionId, postingId, reason: null }, nowMs);
      await notifyMember(tx, { ...told, kind: 'DEPOSIT_CONFIRMED' }, nowMs);
    } else {
      const reason = `The payment did not go through at ${gatewayCode}`;
      await markGatewayDecided(tx, row.id, { status: 'REJECTED', gatewayTransactionId: notice.gatewayTransactionId, postingId: null, reason }, nowMs);
      await lapseDepositBonusIn(tx, row.id, nowMs);
      await notifyMember(tx, { ...told, kind: 'DEPOSIT_REJECTED', reason }, nowMs);
    }
    if (row.status === 'EXPIRED') {
      const after = outcome === 'CONFIRMED' ? 'paid: the money was taken, so the deposit is credited' : 'failed: nothing was taken';
      await recordPlatformAudit(
        tx,
        {
          action: LATE_NOTICE_ACTION,
          merchantCode: row.merchantCode,
          subject: `deposit:${row.id}`,
          before: { status: 'EXPIRED', expiredAt: row.expiredAt, amountMinor: row.amountMinor.toString() },
          after: { status: outcome, gatewayTransactionId: notice.gatewayTransactionId },
          reason: `${gatewayCode} said after the deposit expired that the payment ${after}`,
        },
        nowMs,
      );
    }
    return { order: row.id, depositStatus: outcome };
  });
}
