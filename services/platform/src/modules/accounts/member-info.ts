import type { MemberInfo } from '@croupier/contract';
import { isAgentType, isTrialType, maskEmail, maskMobile } from '@croupier/domain';
import type { AppDeps } from '../../app-deps';
import { isoAt } from '../../clock';
import { localFormOf } from '../sms';
import { refuseTrial, type MemberContext } from './member-context';
import { updateIconId } from './repository';

/** getMemberInfo: what the shell shows of the logged-in member; mobile and email only masked. */
export function memberInfo({ member, brand }: MemberContext): MemberInfo {
  return {
    id: member.id,
    account: member.username,
    userName: member.username,
    nickname: member.username,
    type: member.type,
    isAgent: isAgentType(member.type),
    isTrial: isTrialType(member.type),
    maskedMobile: member.mobile ? maskMobile(localFormOf(member.mobile)) : null,
    maskedEmail: member.email ? maskEmail(member.email) : null,
    hasPassword: member.passwordHash !== null,
    hasPaymentPassword: member.paymentPasswordHash !== null,
    iconId: member.iconId,
    currency: brand.currency.code,
    createdAt: isoAt(member.createdAtMs),
    previousLoginAt: member.previousLoginAtMs === null ? null : isoAt(member.previousLoginAtMs),
    previousLoginIp: member.previousLoginIp,
  };
}

export async function setProfileIcon(deps: AppDeps, { member }: MemberContext, iconId: number): Promise<{ iconId: number }> {
  refuseTrial(member);
  await updateIconId(deps.db, member.merchantCode, member.id, iconId);
  return { iconId };
}
