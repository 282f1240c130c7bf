import type { Brand } from '@croupier/brand-config';
import type { Queryable } from '../../db/database';
import { post } from '../ledger';
import { payDepositBonusIn } from '../promotions';
import type { DepositRow } from './deposit-repository';

/** Where deposits are posted from and under which key: one posting per deposit, ever. */
export const DEPOSIT_POSTING_SOURCE = 'cashier:deposit';

/**
 * The money of a confirmed deposit: one DEPOSIT posting from the merchant's CASHIER house account to
 * the member's main wallet, keyed by the deposit's id, whoever confirms it (an operator, a gateway).
 * A deposit bonus bound to the deposit is paid in the same transaction (decision 0047), or lapses
 * without holding the deposit back. Returns the posting's id.
 */
export async function creditDeposit(tx: Queryable, brand: Brand, row: DepositRow, nowMs: number): Promise<string> {
  const posted = await post(
    tx,
    {
      merchantCode: brand.merchantCode,
      idempotency: { source: DEPOSIT_POSTING_SOURCE, key: row.id, payload: { action: 'deposit', depositId: row.id, memberId: row.memberId, amountMinor: row.amountMinor } },
      kind: 'DEPOSIT',
      legs: [
        { account: { kind: 'house', merchantCode: brand.merchantCode, name: 'CASHIER' }, amountMinor: -row.amountMinor },
        { account: { kind: 'member', merchantCode: brand.merchantCode, memberId: row.memberId, wallet: 'MAIN' }, amountMinor: row.amountMinor },
      ],
      reference: { memberId: row.memberId, note: { code: 'deposit', params: { depositId: row.id, channel: row.channelCode, reference: row.reference } } },
    },
    nowMs,
  );
  await payDepositBonusIn(tx, { id: row.id, amountMinor: row.amountMinor }, nowMs);
  return posted.postingId;
}
