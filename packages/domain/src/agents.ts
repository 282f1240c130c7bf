/**
 * The agent back office (SPEC §2 `/agentHome`; decision 0022): the register centre's accounts and the
 * team reports' limits.
 */

/** Rows a report page holds unless the caller asks for another size (SPEC §9 paging). */
export const AGENT_REPORT_PAGE_SIZE = 20;
/** The widest range a report covers, both days counted: any three calendar months in a row (decision 0022). */
export const AGENT_REPORT_MAX_DAYS = 92;
/** The most rows a CSV export holds; a range with more is cut there and says so in its last line. */
export const AGENT_REPORT_CSV_MAX_ROWS = 10_000;
/** The longest username the agent calls take (search text included). */
export const AGENT_USERNAME_MAX_LENGTH = 64;

/**
 * The member type an agent's new downline agent gets (SPEC §3 agent types 1, 2, 41, 42): 2, the
 * sub-agent type, whatever the creator's own agent type. Players are type 0.
 */
export const DOWNLINE_AGENT_TYPE = 2;
/** What the register centre creates: a player (type 0) or an agent (DOWNLINE_AGENT_TYPE). */
export const DOWNLINE_ACCOUNT_KINDS = ['player', 'agent'] as const;
export type DownlineAccountKind = (typeof DOWNLINE_ACCOUNT_KINDS)[number];

/** Where a register link sends a visitor, with the agent's code for the register form to take. */
export function agentRegisterPath(affiliateCode: string): string {
  return `/register?aff=${encodeURIComponent(affiliateCode)}`;
}
