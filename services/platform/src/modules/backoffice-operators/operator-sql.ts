/**
 * SQL over the operators' table that other modules' statements hold, so that a list takes an operator's
 * name in the same statement without naming `operators` itself (decision 0037). The argument is an SQL
 * expression of the statement the text goes into.
 */

/** The operator's username, as a scalar subquery (null for a null id). */
export function operatorUsernameSql(operatorId: string): string {
  return `(SELECT operator_row.username FROM operators operator_row WHERE operator_row.id = ${operatorId})`;
}
