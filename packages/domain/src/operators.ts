/**
 * The back office's operators (decisions 0016 and 0021): their roles, the rules of their accounts, and
 * the paging of what they read. Operators are not members.
 */

/** CASHIER handles members' money requests; SUPERVISOR also reads the audit log; ADMIN also makes operators. */
export const OPERATOR_ROLES = ['CASHIER', 'SUPERVISOR', 'ADMIN'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** The database checks the same pattern: lower-case, so one name cannot exist in two spellings. */
export const OPERATOR_USERNAME_PATTERN = /^[a-z0-9_.-]{3,32}$/;
export const OPERATOR_PASSWORD_MIN_LENGTH = 10;
export const OPERATOR_PASSWORD_MAX_LENGTH = 128;
export const OPERATOR_DISPLAY_NAME_MAX_LENGTH = 64;

/** Audit log paging: 50 entries a page by default; a caller may ask for up to 200. */
export const AUDIT_PAGE_SIZE = 50;
export const MAX_AUDIT_PAGE_SIZE = 200;

/** Member lookup paging: 20 members a page by default; a caller may ask for up to 100. */
export const MEMBER_SEARCH_PAGE_SIZE = 20;
export const MAX_MEMBER_SEARCH_PAGE_SIZE = 100;
/** The fewest characters a member lookup searches by. */
export const MEMBER_SEARCH_MIN_LENGTH = 2;
