import type { BrandFeatures } from '@croupier/brand-config';
import type { RegisterSecret, SessionIssued } from '@croupier/contract';
import { PLAYER_MEMBER_TYPE, type Language } from '@croupier/domain';
import type { AppDeps } from '../../app-deps';
import { ApiError } from '../../http/api-error';
import { requireSolvedCaptcha } from '../captcha';
import { consumeSmsCode, localFormOf, parsePhone, type PhoneNumber } from '../sms';
import type { MerchantContext } from '../system';
import { captchaContextOf, smsContextOf } from './contexts';
import { conflictError, featureDisabled } from './refusals';
import { registerFieldErrors, type RegisterMethod } from './register-form';
import { insertMember, selectAgentByAffiliateCode, selectMemberByPhone, selectMemberByUsername } from './repository';
import { signIn } from './sign-in';

/** An optional text field as stored: trimmed, and null when empty. */
const cleaned = (value: string | undefined) => value?.trim() || null;

/**
 * A method the brand does not offer, or a code of a programme it does not run, is refused rather than
 * ignored: the site never shows those fields, so a value in them was sent by hand, and storing it
 * would tie the member to a referrer or agent the brand says it has none of.
 */
function refuseClosedFeatures(features: BrandFeatures, method: RegisterMethod, form: RegisterSecret): void {
  if (method === 'username' && !features.usernameRegistration) throw featureDisabled('Registration by username');
  if (method === 'mobile' && !features.mobileRegistration) throw featureDisabled('Registration by mobile number');
  if (!features.referral && cleaned(form.recommenderId) !== null) throw featureDisabled('Referral');
  if (!features.affiliate && cleaned(form.affiliateCode) !== null) throw featureDisabled('Affiliate codes');
}

async function uplineOf(deps: AppDeps, merchantCode: string, affiliateCode: string | null): Promise<string | null> {
  if (affiliateCode === null) return null;
  const agent = await selectAgentByAffiliateCode(deps.db, merchantCode, affiliateCode);
  if (!agent) throw new ApiError('INVALID_INVITATION_CODE', 'The affiliate code is not valid');
  return agent.id;
}

/**
 * register and registerMobile: the brand must offer the method; terms and age confirmed; every field
 * passes the brand's rules; the SMS code is checked when the brand verifies numbers; an affiliate code
 * makes its agent the upline. Success logs the new member in.
 */
export async function registerMember(deps: AppDeps, context: MerchantContext, method: RegisterMethod, form: RegisterSecret, language: Language): Promise<SessionIssued> {
  const { brand, ip } = context;
  const merchantCode = brand.merchantCode;
  refuseClosedFeatures(brand.features, method, form);
  if (!form.termsAccepted || !form.ageConfirmed) throw new ApiError('TERMS_REQUIRED', 'Accept the terms and confirm you are 18 or older');
  const errors = registerFieldErrors(brand, method, form, language);
  if (errors.length > 0) throw new ApiError('VALIDATION_FAILED', `The register form has invalid fields: ${errors.map((error) => error.field).join(', ')}`, errors);
  if (cleaned(form.captcha) !== null) await requireSolvedCaptcha(captchaContextOf(deps, merchantCode), form.captchaKey, form.captcha);

  const parsed = cleaned(form.mobileNum) === null ? null : parsePhone(form.mobileNum, form.countryDialingCode);
  const phone: PhoneNumber | null = typeof parsed === 'object' ? parsed : null;
  const username = method === 'mobile' && phone ? localFormOf(phone) : (form.username ?? '').trim();
  const uplineId = await uplineOf(deps, merchantCode, cleaned(form.affiliateCode));
  if (await selectMemberByUsername(deps.db, merchantCode, username)) throw conflictError('username');
  if (phone && (await selectMemberByPhone(deps.db, merchantCode, phone))) throw conflictError('mobile');
  if (brand.features.smsVerification && phone) await consumeSmsCode(smsContextOf(deps, merchantCode), 'register', phone, form.verificationCode ?? '');

  const paymentPassword = cleaned(form.paymentPassword);
  const created = await insertMember(deps.db, {
    merchantCode,
    username,
    type: PLAYER_MEMBER_TYPE,
    passwordHash: await deps.passwords.hash(form.password.trim()),
    paymentPasswordHash: paymentPassword === null ? null : await deps.passwords.hash(paymentPassword),
    mobile: phone,
    email: cleaned(form.email),
    payeeName: cleaned(form.payeeName),
    qqNum: cleaned(form.qqNum),
    lineId: cleaned(form.line),
    whatsapp: cleaned(form.whatsapp),
    facebook: cleaned(form.facebook),
    wechat: cleaned(form.wechat),
    idNumber: cleaned(form.idNumber),
    recommenderId: cleaned(form.recommenderId),
    referralCode: cleaned(form.referralCode),
    registerDomain: cleaned(form.domain),
    registerUrl: cleaned(form.registerUrl),
    registerIp: ip,
    uplineId,
    passwordChangedAtMs: deps.config.clock.nowMs(),
    createdAtMs: deps.config.clock.nowMs(),
  });
  if (typeof created === 'string') throw conflictError(created);
  return signIn(deps, brand, created, ip, 'username');
}
