/**
 * SQL over the accounts module's tables that other modules' statements hold, so that a report or a list
 * takes a member's name in the same statement without naming `members` itself (decision 0037). Each
 * argument is an SQL expression of the statement the text goes into.
 */

/** The member's username, as a scalar subquery (the member's row by its primary key). */
export function memberUsernameSql(merchant: string, memberId: string): string {
  return `(SELECT member_row.username FROM members member_row WHERE member_row.merchant_code = ${merchant} AND member_row.id = ${memberId})`;
}
