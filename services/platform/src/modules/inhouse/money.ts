import type { InHouseGame } from '@croupier/domain';
import type { Queryable } from '../../db/database';
import { hintBalance } from '../notifications';
import { post } from '../ledger';
import { clientSource } from '../wallet';
import { inHouseGameId, memberMainWallet, type InHouseHouseAccount } from './games';
import { refuseStakeWhilePlayLocked } from './play-lock';

/** Who plays, against which house account: every posting of a round names the same three. */
export interface Stakeholder {
  merchantCode: string;
  memberId: string;
  houseAccount: InHouseHouseAccount;
}

export interface Stake extends Stakeholder {
  game: InHouseGame;
  /** the round this stake opens; kept on the posting for the records, not part of the key's promise */
  roundId: string;
  requestId: string;
  amountMinor: bigint;
  /** what was bet on besides the amount: the same request id with other terms is refused */
  terms: Record<string, string | number | null>;
}

export interface StakeTaken {
  postingId: string;
  /** true when the request id was used before with the same bet: the round it opened answers again */
  replayed: boolean;
  balanceAfterMinor: bigint;
}

/**
 * Takes a stake from the member's MAIN wallet (kind BET), once per client request id: the key is the
 * member's own (`client:<memberId>`), as for every money movement a member asks for. Refused with
 * ACCOUNT_LOCKED while an operator has locked the member's play, and with INSUFFICIENT_FUNDS when the
 * wallet holds less.
 */
export async function takeStake(tx: Queryable, stake: Stake, nowMs: number): Promise<StakeTaken> {
  const { merchantCode, memberId, houseAccount, amountMinor } = stake;
  const source = clientSource(memberId);
  await refuseStakeWhilePlayLocked(tx, { merchantCode, memberId, source, key: stake.requestId });
  const result = await post(
    tx,
    {
      merchantCode,
      idempotency: { source, key: stake.requestId, payload: { action: `inhouse:${stake.game.toLowerCase()}:bet`, amountMinor, ...stake.terms } },
      kind: 'BET',
      legs: [
        { account: memberMainWallet(merchantCode, memberId), amountMinor: -amountMinor },
        { account: { kind: 'house', merchantCode, name: houseAccount }, amountMinor },
      ],
      reference: { roundId: stake.roundId, gameId: inHouseGameId(stake.game), memberId },
    },
    nowMs,
  );
  return { postingId: result.postingId, replayed: result.replayed, balanceAfterMinor: result.balancesAfter[0] ?? 0n };
}

export interface Win extends Stakeholder {
  game: InHouseGame;
  roundId: string;
  /** unique per payout within the game: the server chooses it, so a settlement run twice pays once */
  key: string;
  amountMinor: bigint;
}

/** Pays a win into the member's MAIN wallet (kind WIN) under the game's own key source, `inhouse:<game>`. */
export function payWin(tx: Queryable, win: Win, nowMs: number): Promise<{ postingId: string; balanceAfterMinor: bigint }> {
  return payMember(tx, win, 'WIN', nowMs);
}

/** Gives a stake back into the member's MAIN wallet (kind ROLLBACK), as payWin pays a win. */
export function refundStake(tx: Queryable, refund: Win, nowMs: number): Promise<{ postingId: string; balanceAfterMinor: bigint }> {
  return payMember(tx, refund, 'ROLLBACK', nowMs);
}

async function payMember(tx: Queryable, payment: Win, kind: 'WIN' | 'ROLLBACK', nowMs: number): Promise<{ postingId: string; balanceAfterMinor: bigint }> {
  const { merchantCode, memberId, houseAccount, amountMinor } = payment;
  const result = await post(
    tx,
    {
      merchantCode,
      idempotency: { source: `inhouse:${payment.game.toLowerCase()}`, key: payment.key, payload: { roundId: payment.roundId, memberId, amountMinor } },
      kind,
      legs: [
        { account: { kind: 'house', merchantCode, name: houseAccount }, amountMinor: -amountMinor },
        { account: memberMainWallet(merchantCode, memberId), amountMinor },
      ],
      reference: { roundId: payment.roundId, gameId: inHouseGameId(payment.game), memberId },
    },
    nowMs,
  );
  // The member's open pages ask for the balance again once this commits; free play has no live socket.
  if (!result.replayed && houseAccount !== 'DEMO_FUNDS') await hintBalance(tx, { merchantCode, memberId });
  return { postingId: result.postingId, balanceAfterMinor: result.balancesAfter[1] ?? 0n };
}
