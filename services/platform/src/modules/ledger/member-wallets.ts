import { isoAt } from '../../clock';
import type { Queryable } from '../../db/database';

/**
 * The ledger's reads and openings of a member's wallets, for the wallet's calls (modules/wallet) and the
 * modules that show or check what a wallet holds: no other module reads the ledger's tables.
 */

export interface WalletRow {
  wallet: string;
  balanceMinor: bigint;
}

/** The member's wallets in the merchant's ledger currency, MAIN first, then by vendor code. */
export async function selectMemberWallets(db: Queryable, merchantCode: string, memberId: string): Promise<WalletRow[]> {
  const { rows } = await db.query<{ wallet: string; balance_minor: string }>(
    `SELECT a.wallet, a.balance_minor::text AS balance_minor
       FROM ledger_accounts a JOIN ledger_currencies c ON c.merchant_code = a.merchant_code AND c.currency_code = a.currency_code
      WHERE a.merchant_code = $1 AND a.member_id = $2::bigint
      ORDER BY a.wallet <> 'MAIN', a.wallet`,
    [merchantCode, memberId],
  );
  return rows.map((row) => ({ wallet: row.wallet, balanceMinor: BigInt(row.balance_minor) }));
}

/**
 * Locks every wallet of the member, in the order the ledger locks accounts (ascending id), and reads
 * what each holds: a collect decides its amounts from balances no bet or transfer can change under it,
 * and takes no lock out of order with ledger_post, so it cannot deadlock with one.
 */
export async function lockMemberWallets(tx: Queryable, merchantCode: string, memberId: string): Promise<{ wallet: string; balanceMinor: bigint }[]> {
  const { rows } = await tx.query<{ wallet: string; balance_minor: string }>(
    `SELECT a.wallet, a.balance_minor::text AS balance_minor
       FROM ledger_accounts a JOIN ledger_currencies c ON c.merchant_code = a.merchant_code AND c.currency_code = a.currency_code
      WHERE a.merchant_code = $1 AND a.member_id = $2::bigint
      ORDER BY a.id
        FOR UPDATE OF a`,
    [merchantCode, memberId],
  );
  return rows.map((row) => ({ wallet: row.wallet, balanceMinor: BigInt(row.balance_minor) }));
}

/** What one leg of a posting moved (a collect's first leg is what came back to MAIN). */
export async function selectPostingLegAmount(db: Queryable, postingId: string, legIndex: number): Promise<bigint> {
  const { rows } = await db.query<{ amount_minor: string }>('SELECT amount_minor::text AS amount_minor FROM ledger_entries WHERE posting_id = $1::bigint AND leg_index = $2', [
    postingId,
    legIndex,
  ]);
  return BigInt(rows[0]?.amount_minor ?? '0');
}

/**
 * Opens the member's wallet (empty) if it is not there yet, through the ledger's own opening, before a
 * caller takes any lock: opening it under the locks of the member's other wallets could wait on a
 * transfer opening the same wallet while that transfer waits on those locks.
 */
export async function openMemberWallet(tx: Queryable, merchantCode: string, memberId: string, wallet: string, nowMs: number): Promise<void> {
  await tx.query(
    `SELECT ledger_open_account(c.merchant_code, c.currency_code, $2::bigint, $3, NULL, 0::smallint, $4::timestamptz)
       FROM ledger_currencies c WHERE c.merchant_code = $1`,
    [merchantCode, memberId, wallet, isoAt(nowMs)],
  );
}

/** Whether a posting was made under (source, key): a request whose posting was made is answered again, not refused. */
export async function postingKeyTaken(db: Queryable, source: string, key: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM ledger_postings WHERE source = $1 AND idempotency_key = $2', [source, key]);
  return rows.length > 0;
}

/**
 * What the member staked on games since an instant (a timestamptz as text, to the microsecond), from any of their wallets, less stakes given back
 * (rollbacks, refunds): a stake is a negative entry on the wallet, a returned stake a positive one. The
 * member's few accounts by their unique index, each one's entries since the instant by
 * ledger_entries_account_time.
 */
export async function stakedSince(db: Queryable, merchantCode: string, memberId: string, since: string): Promise<bigint> {
  const { rows } = await db.query<{ staked_minor: string }>(
    `SELECT coalesce(sum(-e.amount_minor), 0)::text AS staked_minor
       FROM ledger_accounts a
       JOIN ledger_entries e ON e.account_id = a.id
       JOIN ledger_postings p ON p.id = e.posting_id
      WHERE a.merchant_code = $1 AND a.member_id = $2::bigint AND p.kind IN ('BET', 'ROLLBACK') AND e.created_at >= $3::timestamptz`,
    [merchantCode, memberId, since],
  );
  return BigInt(rows[0]?.staked_minor ?? '0');
}

/**
 * SQL of a member's money, all wallets in the merchant's ledger currency, as a scalar subquery a report
 * row can hold: `merchant` and `memberId` are SQL expressions of the statement it goes into.
 */
export function memberMoneySql(merchant: string, memberId: string): string {
  return `(SELECT coalesce(sum(a.balance_minor), 0) FROM ledger_accounts a
             JOIN ledger_currencies c ON c.merchant_code = a.merchant_code AND c.currency_code = a.currency_code
            WHERE a.merchant_code = ${merchant} AND a.member_id = ${memberId})`;
}

export interface GameStake {
  gameId: string;
  stakedMinor: bigint;
}

/**
 * What the member staked on each game in [fromAt, toAt) (timestamptz text), from any of their wallets,
 * less stakes given back, as stakedSince counts it: the wagering of a bonus and the rebate weigh stakes
 * by the game's type (decision 0042). Games whose stakes were all given back are left out.
 */
export async function stakesByGame(db: Queryable, merchantCode: string, memberId: string, fromAt: string, toAt: string | null): Promise<GameStake[]> {
  const { rows } = await db.query<{ game_id: string; staked_minor: string }>(
    `SELECT p.game_id, sum(-e.amount_minor)::text AS staked_minor
       FROM ledger_accounts a
       JOIN ledger_entries e ON e.account_id = a.id
       JOIN ledger_postings p ON p.id = e.posting_id
      WHERE a.merchant_code = $1 AND a.member_id = $2::bigint AND p.kind IN ('BET', 'ROLLBACK') AND p.game_id IS NOT NULL
        AND e.created_at >= $3::timestamptz AND ($4::timestamptz IS NULL OR e.created_at < $4::timestamptz)
      GROUP BY p.game_id
     HAVING sum(-e.amount_minor) > 0
      ORDER BY p.game_id`,
    [merchantCode, memberId, fromAt, toAt],
  );
  return rows.map((row) => ({ gameId: row.game_id, stakedMinor: BigInt(row.staked_minor) }));
}

export interface MemberGameStake extends GameStake {
  memberId: string;
}

/**
 * What every member of the merchant staked on each game in [fromAt, toAt), as stakesByGame counts one
 * member's: a day's rebate reads the whole day at once. Member accounts only; house legs never count.
 */
export async function stakesByMemberAndGame(db: Queryable, merchantCode: string, fromAt: string, toAt: string): Promise<MemberGameStake[]> {
  const { rows } = await db.query<{ member_id: string; game_id: string; staked_minor: string }>(
    `SELECT a.member_id::text AS member_id, p.game_id, sum(-e.amount_minor)::text AS staked_minor
       FROM ledger_accounts a
       JOIN ledger_entries e ON e.account_id = a.id
       JOIN ledger_postings p ON p.id = e.posting_id
      WHERE a.merchant_code = $1 AND a.member_id IS NOT NULL AND p.kind IN ('BET', 'ROLLBACK') AND p.game_id IS NOT NULL
        AND e.created_at >= $2::timestamptz AND e.created_at < $3::timestamptz
      GROUP BY a.member_id, p.game_id
     HAVING sum(-e.amount_minor) > 0
      ORDER BY a.member_id, p.game_id`,
    [merchantCode, fromAt, toAt],
  );
  return rows.map((row) => ({ memberId: row.member_id, gameId: row.game_id, stakedMinor: BigInt(row.staked_minor) }));
}
