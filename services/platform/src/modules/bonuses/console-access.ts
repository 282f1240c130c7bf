import type { Brand } from '@croupier/brand-config';
import { isTrialType } from '@croupier/domain';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { selectMemberById, type MemberRecord } from '../accounts';
import { worksOnBrand, type OperatorContext } from '../backoffice-operators';
import type { BrandDirectory } from '../brands';

/** Who may do what to bonuses in the console (decision 0046), and what an operator may see of them. */

/** A brand the operator asks about: NOT_FOUND when there is none, FORBIDDEN when they do not work on it. */
export function consoleBrand(brands: BrandDirectory, context: OperatorContext, merchantCode: string): Brand {
  const brand = brands.byMerchantCode(merchantCode);
  if (!brand) throw new ApiError('NOT_FOUND', `No brand has merchant code ${merchantCode}`);
  if (!worksOnBrand(context, brand.merchantCode)) throw new ApiError('FORBIDDEN', `${context.operator.username} does not work on ${brand.displayName}`);
  return brand;
}

/** The member, or NOT_FOUND for a member of no brand the operator works on, whoever asks (as the member lookup answers). */
export async function consoleMember(db: Queryable, brands: BrandDirectory, context: OperatorContext, merchantCode: string, memberId: string): Promise<{ brand: Brand; member: MemberRecord }> {
  const brand = brands.byMerchantCode(merchantCode);
  const member = brand && worksOnBrand(context, brand.merchantCode) ? await selectMemberById(db, brand.merchantCode, memberId) : null;
  if (!brand || !member) throw new ApiError('NOT_FOUND', `There is no member ${memberId} of ${merchantCode} on the brands you work on`);
  return { brand, member };
}

/** A free-play account plays with money that is not real (SPEC §6): no bonus is credited to one. */
export function refuseTrialMember(member: MemberRecord): void {
  if (isTrialType(member.type)) throw new ApiError('TRIAL_RESTRICTED', `${member.username} is a free-play account; a bonus is real money`);
}

/** Above the brand's cashier threshold (decision 0017), a credit waits for a second operator; a brand without one has no threshold. */
export function creditNeedsSecondApproval(brand: Brand, amountMinor: bigint): boolean {
  const threshold = brand.cashier?.secondApprovalAboveMinor;
  return threshold !== undefined && amountMinor > BigInt(threshold);
}
