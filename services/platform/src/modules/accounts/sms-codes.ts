import type { Brand } from '@croupier/brand-config';
import { isTrialType, type Language } from '@croupier/domain';
import type { AppDeps } from '../../app-deps';
import { isoAt } from '../../clock';
import { ApiError } from '../../http/api-error';
import { requireSolvedCaptcha } from '../captcha';
import { sendSmsCode, smsCodeText } from '../sms';
import { captchaContextOf, smsContextOf } from './contexts';
import { featureDisabled, phoneOrRefuse } from './refusals';
import { HOUSE_ACCOUNT_TYPE } from './member-context';
import { selectMemberByPhone } from './repository';

export type AccountCodePurpose = 'login' | 'register' | 'password';

export interface CodeRequest {
  mobileNum: string;
  countryDialingCode: string;
  captcha?: string | undefined;
  captchaKey?: string | undefined;
}

/** Whether the brand sends text messages at all; forgot-by-phone needs it, and has no flag of its own. */
export function brandSendsSms(brand: Brand): boolean {
  const { features } = brand;
  return features.smsVerification || features.mobileCodeLogin || features.mobileRegistration;
}

function refuseUnlessOffered(brand: Brand, purpose: AccountCodePurpose): void {
  if (purpose === 'login' && !brand.features.mobileCodeLogin) throw featureDisabled('Login with an SMS code');
  if (purpose === 'register' && !brand.features.smsVerification) throw featureDisabled('SMS verification');
  if (purpose === 'password' && !brandSendsSms(brand)) throw featureDisabled('Password reset by SMS');
}

/**
 * sendLoginCode, sendRegisterCode, sendPasswordCode: a code goes only where it can be used. A login or
 * password code for a number with no account (or no account that may use it) is answered exactly as a
 * sent one, under the same countdown and hourly limit, but never sent: the answer must not tell who is
 * registered. A register code needs the number to be free.
 */
export async function sendAccountCode(deps: AppDeps, brand: Brand, purpose: AccountCodePurpose, request: CodeRequest, language: Language): Promise<{ expiredMinutes: number; sentAt: string }> {
  refuseUnlessOffered(brand, purpose);
  const phone = phoneOrRefuse(request.mobileNum, request.countryDialingCode);
  if (request.captcha?.trim()) await requireSolvedCaptcha(captchaContextOf(deps, brand.merchantCode), request.captchaKey, request.captcha);
  const member = await selectMemberByPhone(deps.db, brand.merchantCode, phone);
  if (purpose === 'register' && member) throw new ApiError('MOBILE_TAKEN', 'An account with this mobile number already exists');
  const deliver = purpose === 'register' || (member !== null && (purpose === 'login' || (member.type !== HOUSE_ACCOUNT_TYPE && !isTrialType(member.type))));
  const sent = await sendSmsCode(smsContextOf(deps, brand.merchantCode), purpose, phone, (code) => smsCodeText(brand.displayName, code, language), { deliver });
  return { expiredMinutes: sent.expiredMinutes, sentAt: isoAt(sent.sentAtMs) };
}
