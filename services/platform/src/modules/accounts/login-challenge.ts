import { randomBytes } from 'node:crypto';
import type { Brand } from '@croupier/brand-config';
import type { SessionIssued } from '@croupier/contract';
import { maskMobile, type Language } from '@croupier/domain';
import type { AppDeps } from '../../app-deps';
import { ApiError } from '../../http/api-error';
import { consumeSmsCodeById, countdownOf, localFormOf, sendSmsCode, SMS_CODE_EXPIRY_MINUTES, smsCodeText } from '../sms';
import { completeChallenge, insertChallenge, selectChallenge, selectOpenChallenge } from './challenge-repository';
import { smsContextOf } from './contexts';
import { hasLoginIp, selectMemberById, upsertLoginIp, type MemberRecord } from './repository';
import { signIn } from './sign-in';

export interface VerificationRequired {
  outcome: 'verify';
  challengeId: string;
  maskedMobile: string;
  expiredMinutes: number;
}

/**
 * SPEC §4 extra verification: an account with a mobile number that has logged in before, now
 * logging in with its password from an address it has never used, first proves it holds the phone.
 */
export async function needsNewAddressCheck(deps: AppDeps, member: MemberRecord, ip: string): Promise<boolean> {
  if (member.mobile === null || member.lastLoginAtMs === null) return false;
  return !(await hasLoginIp(deps.db, member.merchantCode, member.id, ip));
}

function verificationOf(challengeId: string, member: MemberRecord): VerificationRequired {
  const mobile = member.mobile ? localFormOf(member.mobile) : '';
  return { outcome: 'verify', challengeId, maskedMobile: maskMobile(mobile), expiredMinutes: SMS_CODE_EXPIRY_MINUTES };
}

/**
 * Sends the code and opens a challenge instead of a session. Logging in again from the same address
 * while the code's countdown runs answers the same challenge without sending another code.
 */
export async function startLoginChallenge(deps: AppDeps, brand: Brand, member: MemberRecord, ip: string, language: Language): Promise<VerificationRequired> {
  const sms = smsContextOf(deps, brand.merchantCode);
  const open = await selectOpenChallenge(deps.db, brand.merchantCode, member.id, ip, sms.nowMs);
  if (open) {
    const countdownUntilMs = await countdownOf(deps.db, brand.merchantCode, open.smsCodeId);
    if (countdownUntilMs !== null && countdownUntilMs > sms.nowMs) return verificationOf(open.id, member);
  }
  if (!member.mobile) throw new Error(`member ${member.id} has no mobile number to verify a login with`);
  const sent = await sendSmsCode(sms, 'login-verify', member.mobile, (code) => smsCodeText(brand.displayName, code, language));
  const challengeId = randomBytes(18).toString('base64url');
  await insertChallenge(deps.db, brand.merchantCode, { id: challengeId, memberId: member.id, smsCodeId: sent.codeId, ip, expiresAtMs: sent.sentAtMs + sent.expiredMinutes * 60_000 }, sms.nowMs);
  return verificationOf(challengeId, member);
}

/** verifyLogin: the right code for an open challenge issues the session and remembers the address. */
export async function completeLoginChallenge(deps: AppDeps, brand: Brand, challengeId: string, verificationCode: string, ip: string): Promise<SessionIssued> {
  const sms = smsContextOf(deps, brand.merchantCode);
  const challenge = await selectChallenge(deps.db, brand.merchantCode, challengeId);
  if (!challenge || challenge.completed) throw new ApiError('SMS_INVALID_CODE', 'This verification is unknown or already used; log in again');
  if (challenge.expiresAtMs <= sms.nowMs) throw new ApiError('SMS_CODE_EXPIRED', 'The verification code has expired; log in again for a new one');
  await consumeSmsCodeById(sms, 'login-verify', challenge.smsCodeId, verificationCode);
  if (!(await completeChallenge(deps.db, brand.merchantCode, challenge.id, sms.nowMs))) {
    throw new ApiError('SMS_INVALID_CODE', 'This verification is already used; log in again');
  }
  const member = await selectMemberById(deps.db, brand.merchantCode, challenge.memberId);
  if (!member) throw new ApiError('SMS_INVALID_CODE', 'This verification is unknown; log in again');
  // The address the password came from is now proven, even if the phone answered from another one.
  await upsertLoginIp(deps.db, brand.merchantCode, member.id, challenge.ip, sms.nowMs);
  return signIn(deps, brand, member, ip, 'username');
}
