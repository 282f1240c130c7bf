import type { FastifyRequest } from 'fastify';
import { isTrialType } from '@croupier/domain';
import type { AppDeps } from '../../app-deps';
import { ApiError } from '../../http/api-error';
import { authenticate, type AuthenticatedSession, bearerTokenOf, type PendingPasswordChange } from '../sessions';
import { type Availability, merchantContext, type MerchantContext } from '../system';
import { selectMemberById, type MemberRecord } from './repository';

/** SPEC §3 type 9: the house's own account, not a member; the member area refuses it. */
export const HOUSE_ACCOUNT_TYPE = 9;

/** Who is calling an auth:true call: the brand, the address, the member and their session. */
export interface MemberContext extends MerchantContext {
  member: MemberRecord;
  session: AuthenticatedSession;
}

/**
 * The context of a call with auth:true: refused with NOT_LOGGED_IN without a live session of this
 * merchant, and with PASSWORD_CHANGE_REQUIRED while the session owes a password change, unless the call
 * is one of the three that `allow` it.
 */
export async function memberContext(
  deps: AppDeps,
  request: FastifyRequest,
  availability: Availability = 'when-open',
  pendingPasswordChange: PendingPasswordChange = 'refuse',
): Promise<MemberContext> {
  const context = await merchantContext(deps, request, availability);
  const session = await authenticate(deps.db, context.brand.merchantCode, bearerTokenOf(request), deps.config.clock.nowMs(), pendingPasswordChange);
  const member = await selectMemberById(deps.db, context.brand.merchantCode, session.memberId);
  if (!member) throw new ApiError('NOT_LOGGED_IN', 'Please log in: the account of this session no longer exists');
  if (member.type === HOUSE_ACCOUNT_TYPE) throw new ApiError('NON_MEMBER', 'This account is not a member account and cannot use the member area');
  return { ...context, member, session };
}

/** SPEC §6: free-play accounts browse, but every member action needs a true account. */
export function refuseTrial(member: MemberRecord): void {
  if (isTrialType(member.type)) throw new ApiError('TRIAL_RESTRICTED', 'A free-play account cannot do this; register a true account');
}
