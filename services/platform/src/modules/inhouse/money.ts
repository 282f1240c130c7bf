import type { InHouseGame } from '@croupier/domain';
import type { Queryable } from '../../db/database';
import { hintBalance } from '../notifications';
import { refuseStakeOverBonusLimit } from '../bonuses';
import { payoutLegs, playableBalanceOf, post, stakeLegs, stakeShareOf } from '../ledger';
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
  /** what the member can play with after the stake: MAIN and the locked BONUS wallet together */
  balanceAfterMinor: bigint;
}

/**
 * Takes a stake from the member's MAIN wallet, and any part MAIN does not cover from the locked BONUS
 * wallet (kind BET; decision 0042), once per client request id: the key is the member's own
 * (`client:<memberId>`), as for every money movement a member asks for. Refused with ACCOUNT_LOCKED
 * while an operator has locked the member's play, with BONUS_BET_LIMIT above an active bonus's maximum
 * bet, and with INSUFFICIENT_FUNDS when the wallets hold less.
 */
export async function takeStake(tx: Queryable, stake: Stake, nowMs: number): Promise<StakeTaken> {
  const { merchantCode, memberId, houseAccount, amountMinor } = stake;
  const source = clientSource(memberId);
  await refuseStakeWhilePlayLocked(tx, { merchantCode, memberId, source, key: stake.requestId });
  const inFreePlay = houseAccount === 'DEMO_FUNDS';
  if (!inFreePlay) await refuseStakeOverBonusLimit(tx, { merchantCode, memberId, source, key: stake.requestId, amountMinor });
  // Free play has no bonus money; a real stake takes MAIN first, then BONUS.
  const memberLegs = inFreePlay ? [{ account: memberMainWallet(merchantCode, memberId), amountMinor: -amountMinor }] : await stakeLegs(tx, merchantCode, memberId, amountMinor);
  const result = await post(
    tx,
    {
      merchantCode,
      idempotency: { source, key: stake.requestId, payload: { action: `inhouse:${stake.game.toLowerCase()}:bet`, amountMinor, ...stake.terms } },
      kind: 'BET',
      legs: [...memberLegs, { account: { kind: 'house', merchantCode, name: houseAccount }, amountMinor }],
      reference: { roundId: stake.roundId, gameId: inHouseGameId(stake.game), memberId },
    },
    nowMs,
  );
  const balanceAfterMinor = inFreePlay ? (result.balancesAfter[0] ?? 0n) : await playableBalanceOf(tx, merchantCode, memberId);
  return { postingId: result.postingId, replayed: result.replayed, balanceAfterMinor };
}

export interface Win extends Stakeholder {
  game: InHouseGame;
  roundId: string;
  /** unique per payout within the game: the server chooses it, so a settlement run twice pays once */
  key: string;
  amountMinor: bigint;
  /** the stake's posting: the payout goes back to the wallets the stake came from, in the same shares */
  stakePostingId: string;
}

/**
 * Pays a win (kind WIN) under the game's own key source, `inhouse:<game>`: into MAIN, and the share of
 * it the stake took from the BONUS wallet back into BONUS.
 */
export function payWin(tx: Queryable, win: Win, nowMs: number): Promise<{ postingId: string; balanceAfterMinor: bigint }> {
  return payMember(tx, win, 'WIN', nowMs);
}

/** Gives a stake back (kind ROLLBACK) into the wallets it came from, as payWin pays a win. */
export function refundStake(tx: Queryable, refund: Win, nowMs: number): Promise<{ postingId: string; balanceAfterMinor: bigint }> {
  return payMember(tx, refund, 'ROLLBACK', nowMs);
}

async function payMember(tx: Queryable, payment: Win, kind: 'WIN' | 'ROLLBACK', nowMs: number): Promise<{ postingId: string; balanceAfterMinor: bigint }> {
  const { merchantCode, memberId, houseAccount, amountMinor } = payment;
  const memberLegs =
    houseAccount === 'DEMO_FUNDS'
      ? [{ account: memberMainWallet(merchantCode, memberId), amountMinor }]
      : payoutLegs(merchantCode, memberId, amountMinor, await stakeShareOf(tx, payment.stakePostingId));
  const result = await post(
    tx,
    {
      merchantCode,
      idempotency: { source: `inhouse:${payment.game.toLowerCase()}`, key: payment.key, payload: { roundId: payment.roundId, memberId, amountMinor } },
      kind,
      legs: [{ account: { kind: 'house', merchantCode, name: houseAccount }, amountMinor: -amountMinor }, ...memberLegs],
      reference: { roundId: payment.roundId, gameId: inHouseGameId(payment.game), memberId },
    },
    nowMs,
  );
  // The member's open pages ask for the balance again once this commits; free play has no live socket.
  if (!result.replayed && houseAccount !== 'DEMO_FUNDS') await hintBalance(tx, { merchantCode, memberId });
  const balanceAfterMinor = houseAccount === 'DEMO_FUNDS' ? (result.balancesAfter[1] ?? 0n) : await playableBalanceOf(tx, merchantCode, memberId);
  return { postingId: result.postingId, balanceAfterMinor };
}
