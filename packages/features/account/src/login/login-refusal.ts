import { ApiError } from '@croupier/api-client';
import type { SessionIssued } from '@croupier/contract';
import { isAgentType } from '@croupier/domain';

export type LoginArea = 'member' | 'agent';

/** Platform accounts of type 9 serve the back office; SPEC §6: non-member accounts cannot log in to the member area. */
export const NON_MEMBER_ACCOUNT_TYPE = 9;

/**
 * SPEC §6 doors: the server refuses the wrong door itself (NON_MEMBER, NON_AGENT); this is the same
 * rule on the client, so a session issued for the wrong door is never kept in the browser.
 */
export function refusalOf(area: LoginArea, issued: SessionIssued): ApiError | null {
  if (area === 'agent' && !isAgentType(issued.memberType)) return new ApiError('NON_AGENT', 'non-agent in the agent area', 403, 'login');
  if (area === 'member' && issued.memberType === NON_MEMBER_ACCOUNT_TYPE) return new ApiError('NON_MEMBER', 'non-member in the member area', 403, 'login');
  return null;
}
