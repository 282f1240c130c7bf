import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { Brand } from '@croupier/brand-config';
import type { OpsMember, opsCreateMemberInputSchema } from '@croupier/contract';
import { isAgentType, isTrialType } from '@croupier/domain';
import type { AppDeps } from '../../app-deps';
import { isoAt } from '../../clock';
import { ApiError } from '../../http/api-error';
import { parsePhone } from '../sms/phone';
import { conflictError } from './refusals';
import { insertMember, selectMemberById } from './repository';
import { PASSWORD_MAX_AGE_MS } from './sign-in';

export type OperatorMemberInput = z.output<typeof opsCreateMemberInputSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

function invalid(field: string, message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', `${field} ${message}`, [{ field, message }]);
}

/** An agent without a code of its own gets one made from the merchant code, such as SHONALI48213. */
function affiliateCodeFor(brand: Brand, input: OperatorMemberInput): string | null {
  if (!isAgentType(input.type)) {
    if (input.affiliateCode) throw invalid('affiliateCode', 'is for agents only');
    return null;
  }
  return input.affiliateCode ?? `${brand.merchantCode}${randomInt(10_000, 100_000)}`.slice(0, 16);
}

/** The upline named by id must be an agent of the brand: only agents have a downline. */
async function uplineFor(deps: AppDeps, brand: Brand, input: OperatorMemberInput): Promise<string | null> {
  if (input.uplineId === undefined) return null;
  const upline = await selectMemberById(deps.db, brand.merchantCode, input.uplineId);
  if (!upline || !isAgentType(upline.type)) throw invalid('uplineId', `is not an agent of ${brand.code}`);
  return upline.id;
}

/**
 * Operators (and tests) create members of any type directly: house accounts, agents, accounts whose
 * password is initial or already expired, SMS-only accounts with no password at all, and members or
 * agents under an agent of the brand.
 */
export async function createMemberByOperator(deps: AppDeps, brand: Brand, input: OperatorMemberInput): Promise<OpsMember> {
  const phone = input.mobileNum ? parsePhone(input.mobileNum, input.countryDialingCode) : null;
  if (typeof phone === 'string') throw invalid('mobileNum', 'is not a valid mobile number');
  if (!input.password && !phone && !isTrialType(input.type)) throw invalid('password', 'is needed by an account without a mobile number');
  const uplineId = await uplineFor(deps, brand, input);
  const nowMs = deps.config.clock.nowMs();
  const passwordAgeMs = input.passwordExpired ? PASSWORD_MAX_AGE_MS + DAY_MS : 0;
  const created = await insertMember(deps.db, {
    merchantCode: brand.merchantCode,
    username: input.username,
    type: input.type,
    passwordHash: input.password ? await deps.passwords.hash(input.password) : null,
    mobile: phone,
    email: input.email || null,
    affiliateCode: affiliateCodeFor(brand, input),
    uplineId,
    initialPassword: input.initialPassword ?? false,
    passwordChangedAtMs: input.password ? nowMs - passwordAgeMs : null,
    createdAtMs: nowMs,
  });
  if (typeof created === 'string') throw conflictError(created);
  return { id: created.id, username: created.username, type: created.type, affiliateCode: created.affiliateCode, createdAt: isoAt(created.createdAtMs) };
}
