import type { SqlParam } from '../../db/sql-parameters';
import type { PostingKind } from './ledger-types';

/**
 * The ledger's side of the account record and the bonus record (modules/records) and of the agents'
 * team transactions: the entries of a member's wallets, or of a team's, one row per entry, handed out
 * as SQL over the ledger's own tables so the caller can take a page and the range's totals from it in
 * one statement.
 */

/**
 * The posting kinds that credit a member a reward (decision 0042): a bonus into the locked BONUS wallet, a
 * rebate and a red envelope into MAIN. A bonus released or taken back moves money the member already had
 * a credit for, so the bonus record leaves it out.
 */
export const BONUS_POSTING_KINDS: readonly PostingKind[] = ['BONUS', 'REBATE', 'RED_ENVELOPE', 'PROMOTION'];

export interface MemberMovementFilter {
  merchantCode: string;
  /** one member's entries; or, with `team`, those of every member of the team */
  memberId?: string;
  /**
   * The members whose entries to read: the name of a relation of the statement (a CTE) with a
   * `member_id` column, and the columns of it each row carries too (for example the username).
   */
  team?: { relation: string; columns: readonly string[] };
  /** entries posted at or after this instant and before `toAt` */
  fromAt: Date;
  toAt: Date;
  /** only postings of these kinds (none when empty); every kind when left out */
  kinds?: readonly PostingKind[];
}

/**
 * The entries of the member's wallets (MAIN and vendor wallets, in the merchant's ledger currency), or of
 * the team's, posted in the range, in the shape: [the team's columns], entry_id, created_at, kind,
 * wallet, amount_minor (signed), balance_minor (the wallet's balance after the entry), note, round_id,
 * game_id.
 *
 * An entry of zero moves no money and is left out (the ledger takes legs of zero, so a posting that
 * only keeps its key does not show as a movement). Each member's few accounts come from their unique
 * index; each account's entries of the range from ledger_entries_account_time (migration 0020), so a
 * range costs what it holds, not the wallet's whole history; each posting by its primary key.
 */
export function memberMovementsSql(param: SqlParam, filter: MemberMovementFilter): string {
  const kinds = filter.kinds ? `AND p.kind = ANY(${param(filter.kinds)}::text[])` : '';
  const merchant = param(filter.merchantCode);
  const { team } = filter;
  const members = team
    ? `FROM ${team.relation} team JOIN ledger_accounts a ON a.merchant_code = ${merchant} AND a.member_id = team.member_id`
    : `FROM ledger_accounts a`;
  const member = team ? '' : `AND a.member_id = ${param(filter.memberId)}::bigint`;
  const teamColumns = team ? team.columns.map((column) => `team.${column}, `).join('') : '';
  return `
    SELECT ${teamColumns}e.id AS entry_id, e.created_at, p.kind, a.wallet,
           e.amount_minor, e.balance_minor, p.note, p.round_id, p.game_id
      ${members}
      JOIN ledger_currencies c ON c.merchant_code = a.merchant_code AND c.currency_code = a.currency_code
      JOIN ledger_entries e ON e.account_id = a.id
      JOIN ledger_postings p ON p.id = e.posting_id
     WHERE a.merchant_code = ${merchant} ${member}
       AND e.created_at >= ${param(filter.fromAt)} AND e.created_at < ${param(filter.toAt)}
       AND e.amount_minor <> 0 ${kinds}`;
}
