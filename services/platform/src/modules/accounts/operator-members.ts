import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { Brand } from '@croupier/brand-config';
import type { OpsMember, opsCreateMemberInputSchema } from '@croupier/contract';
import { isAgentType, isTrialType } from '@croupier/domain';
import type { AppDeps } from '../../app-deps';
import { isoAt } from '../../clock';
import { ApiError } from '../../http/api-error';
import { parsePhone } from '../sms';
import { conflictError } from './refusals';
import { insertMember, selectMemberById } from './repository';
import { PASSWORD_MAX_AGE_MS } from './sign-in';

export type OperatorMemberInput = z.output<typeof opsCreateMemberInputSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

function invalid(field: string, message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', `${field} ${message}`, [{ field, message }]);
}

const AFFILIATE_CODE_LENGTH = 16;
/** Made codes are random: one that happens to be taken is made again, this many times at most. */
const MADE_CODE_ATTEMPTS = 5;

/**
 * A code made from the merchant code and random digits up to the 16 characters a code may have, such
 * as SHONALI482130957: millions of codes per brand, so two agents rarely draw the same one.
 */
function madeAffiliateCode(brand: Brand): string {
  const prefix = brand.merchantCode.slice(0, AFFILIATE_CODE_LENGTH - 5);
  const digits = AFFILIATE_CODE_LENGTH - prefix.length;
  return `${prefix}${String(randomInt(0, 10 ** Math.min(digits, 12))).padStart(digits, '0')}`;
}

/** An agent's own code as given, or null when one is to be made; a member that is no agent has none. */
function givenAffiliateCode(input: OperatorMemberInput): string | null {
  if (!isAgentType(input.type)) {
    if (input.affiliateCode) throw invalid('affiliateCode', 'is for agents only');
    return null;
  }
  return input.affiliateCode ?? null;
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
  const passwordHash = input.password ? await deps.passwords.hash(input.password) : null;
  const given = givenAffiliateCode(input);
  const makesCode = isAgentType(input.type) && given === null;
  const insert = () => insertMember(deps.db, {
    merchantCode: brand.merchantCode,
    username: input.username,
    type: input.type,
    passwordHash,
    mobile: phone,
    email: input.email || null,
    affiliateCode: makesCode ? madeAffiliateCode(brand) : given,
    uplineId,
    initialPassword: input.initialPassword ?? false,
    passwordChangedAtMs: input.password ? nowMs - passwordAgeMs : null,
    createdAtMs: nowMs,
  });
  let created = await insert();
  for (let attempt = 1; makesCode && created === 'affiliateCode' && attempt < MADE_CODE_ATTEMPTS; attempt += 1) created = await insert();
  if (typeof created === 'string') throw conflictError(created);
  return { id: created.id, username: created.username, type: created.type, affiliateCode: created.affiliateCode, createdAt: isoAt(created.createdAtMs) };
}
