import { BONUS_WALLET, MAIN_WALLET } from '@croupier/domain';
import { toEpochMs, type Queryable } from '../../db/database';
import type { PostingLeg } from './ledger-types';

/**
 * Where a member's stake comes from and where its win goes when the member holds bonus money (decision
 * 0042, "Bonus money plays after cash"): the MAIN wallet first, the locked BONUS wallet for the rest, and
 * a round's payout back in the same proportion. The seamless wallet's SQL keeps the same rule
 * (modules/seamless/sql/seamless_post.sql); the in-house games take it from here.
 */

function memberWallet(merchantCode: string, memberId: string, wallet: string): PostingLeg['account'] {
  return { kind: 'member', merchantCode, memberId, wallet };
}

/** MAIN's and BONUS's balances, read without a lock: the posting's own locks decide, and refuse a stake no longer covered. */
async function playBalances(db: Queryable, merchantCode: string, memberId: string): Promise<{ main: bigint; bonus: bigint }> {
  const { rows } = await db.query<{ wallet: string; balance_minor: string }>(
    `SELECT a.wallet, a.balance_minor::text AS balance_minor
       FROM ledger_accounts a JOIN ledger_currencies c ON c.merchant_code = a.merchant_code AND c.currency_code = a.currency_code
      WHERE a.merchant_code = $1 AND a.member_id = $2::bigint AND a.wallet IN ($3, $4)`,
    [merchantCode, memberId, MAIN_WALLET, BONUS_WALLET],
  );
  const of = (wallet: string) => BigInt(rows.find((row) => row.wallet === wallet)?.balance_minor ?? '0');
  return { main: of(MAIN_WALLET), bonus: of(BONUS_WALLET) };
}

/**
 * The member's legs of a stake of `amountMinor` (negative amounts): all from MAIN when it covers the
 * stake (or when MAIN and BONUS together do not, so that the ledger refuses it as short), else MAIN's
 * whole balance and the rest from BONUS.
 */
export async function stakeLegs(db: Queryable, merchantCode: string, memberId: string, amountMinor: bigint): Promise<PostingLeg[]> {
  const { main, bonus } = await playBalances(db, merchantCode, memberId);
  const fromMain = main >= amountMinor || main + bonus < amountMinor ? amountMinor : main;
  const legs: PostingLeg[] = [];
  // A stake all from BONUS leaves MAIN out, so the account record shows no movement of nothing.
  if (fromMain > 0n || fromMain === amountMinor) legs.push({ account: memberWallet(merchantCode, memberId, MAIN_WALLET), amountMinor: -fromMain });
  if (fromMain < amountMinor) legs.push({ account: memberWallet(merchantCode, memberId, BONUS_WALLET), amountMinor: -(amountMinor - fromMain) });
  return legs;
}

/** What the stake posting took from the member's wallets, and the BONUS wallet's part of it. */
export async function stakeShareOf(db: Queryable, stakePostingId: string): Promise<{ stakeMinor: bigint; bonusMinor: bigint }> {
  const { rows } = await db.query<{ stake_minor: string; bonus_minor: string }>(
    `SELECT coalesce(sum(-e.amount_minor) FILTER (WHERE a.member_id IS NOT NULL), 0)::text AS stake_minor,
            coalesce(sum(-e.amount_minor) FILTER (WHERE a.wallet = $2), 0)::text AS bonus_minor
       FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE e.posting_id = $1::bigint`,
    [stakePostingId, BONUS_WALLET],
  );
  return { stakeMinor: BigInt(rows[0]?.stake_minor ?? '0'), bonusMinor: BigInt(rows[0]?.bonus_minor ?? '0') };
}

/**
 * The member's legs of a payout of `amountMinor` for a stake of which `bonusMinor` of `stakeMinor` came
 * from BONUS: that share of the payout (rounded down) goes back to BONUS, the rest to MAIN. A stake that
 * was all cash pays all to MAIN.
 */
export function payoutLegs(merchantCode: string, memberId: string, amountMinor: bigint, share: { stakeMinor: bigint; bonusMinor: bigint }): PostingLeg[] {
  const toBonus = share.bonusMinor > 0n && share.stakeMinor > 0n ? (amountMinor * share.bonusMinor) / share.stakeMinor : 0n;
  const legs: PostingLeg[] = [{ account: memberWallet(merchantCode, memberId, MAIN_WALLET), amountMinor: amountMinor - toBonus }];
  if (toBonus > 0n) legs.push({ account: memberWallet(merchantCode, memberId, BONUS_WALLET), amountMinor: toBonus });
  return legs;
}

/** What the member can play with: MAIN and the locked BONUS wallet together; what a game's answer shows. */
export async function playableBalanceOf(db: Queryable, merchantCode: string, memberId: string): Promise<bigint> {
  const { main, bonus } = await playBalances(db, merchantCode, memberId);
  return main + bonus;
}

export interface BonusWalletState {
  balanceMinor: bigint;
  /** entries so far: a key made of it names one state of the wallet, so a sweep run twice moves once */
  entryCount: bigint;
  /** when money last moved in or out; null for a wallet never used */
  lastMovedAtMs: number | null;
}

/** The member's BONUS wallet as it stands (an empty one when it was never opened). */
export async function bonusWalletOf(db: Queryable, merchantCode: string, memberId: string): Promise<BonusWalletState> {
  const { rows } = await db.query<{ balance_minor: string; entry_count: string; last_at: unknown }>(
    `SELECT a.balance_minor::text AS balance_minor, a.entry_count::text AS entry_count,
            (SELECT max(e.created_at) FROM ledger_entries e WHERE e.account_id = a.id) AS last_at
       FROM ledger_accounts a JOIN ledger_currencies c ON c.merchant_code = a.merchant_code AND c.currency_code = a.currency_code
      WHERE a.merchant_code = $1 AND a.member_id = $2::bigint AND a.wallet = $3`,
    [merchantCode, memberId, BONUS_WALLET],
  );
  const row = rows[0];
  if (!row) return { balanceMinor: 0n, entryCount: 0n, lastMovedAtMs: null };
  return { balanceMinor: BigInt(row.balance_minor), entryCount: BigInt(row.entry_count), lastMovedAtMs: row.last_at === null ? null : toEpochMs(row.last_at) };
}
