import { memberUsernameSql } from '../accounts';
import { operatorUsernameSql } from '../backoffice-operators';

/**
 * The names the cashier desk shows beside a deposit or a withdrawal (row alias `alias`): the member's
 * username and the usernames of the operators who approved it first and who decided it, taken from
 * their owners' tables in the same statement.
 */
export function deskNamesSql(alias: string): string {
  return `${memberUsernameSql(`${alias}.merchant_code`, `${alias}.member_id`)} AS username,
  ${operatorUsernameSql(`${alias}.first_approver_id`)} AS first_approver_name, ${operatorUsernameSql(`${alias}.decided_by`)} AS decided_by_name`;
}
