import type { Brand } from '@croupier/brand-config';
import type { FieldError, LoginSecret, LoginValue } from '@croupier/contract';
import { isAgentType, type Language } from '@croupier/domain';
import { validationMessage } from '@croupier/validation';
import type { AppDeps } from '../../app-deps';
import { ApiError } from '../../http/api-error';
import { requireSolvedCaptcha } from '../captcha';
import { clearNameFailures, type LoginSubject, readLoginFailureState, recordLoginFailure, refuseWhileLocked } from '../rate-limit';
import { consumeSmsCode, phoneKey, type PhoneNumber } from '../sms';
import type { MerchantContext } from '../system';
import { captchaContextOf, smsContextOf } from './contexts';
import { needsNewAddressCheck, startLoginChallenge } from './login-challenge';
import { HOUSE_ACCOUNT_TYPE } from './member-context';
import { featureDisabled, phoneOrRefuse } from './refusals';
import { selectMemberByPhone, selectMemberByUsername, type MemberRecord } from './repository';
import { signIn } from './sign-in';

type Attempt = { type: 'username'; name: string; username: string; password: string } | { type: 'sms'; name: string; phone: PhoneNumber; code: string };

function attemptOf(secret: LoginSecret, language: Language): Attempt {
  if (secret.type === 'sms') {
    const phone = phoneOrRefuse(secret.username, secret.countryDialingCode);
    const code = secret.password.trim();
    if (code === '') throw new ApiError('SMS_MISSING_CODE', 'Enter the verification code');
    return { type: 'sms', name: phoneKey(phone), phone, code };
  }
  // SPEC §5: username and password are required and trimmed.
  const username = secret.username.trim();
  const password = secret.password.trim();
  const missing: FieldError[] = [];
  const required = validationMessage({ code: 'required' }, language);
  if (username === '') missing.push({ field: 'username', message: required });
  if (password === '') missing.push({ field: 'password', message: required });
  if (missing.length > 0) throw new ApiError('VALIDATION_FAILED', 'Enter your username and password', missing);
  return { type: 'username', name: username.toLowerCase(), username, password };
}

const loginFailed = () => new ApiError('LOGIN_FAILED', 'The username or password is not right', undefined, { captcha: true });

/** Checks the password or SMS code; every failure is counted and tells the client to show the captcha. */
async function verifiedMember(deps: AppDeps, brand: Brand, attempt: Attempt, subject: LoginSubject): Promise<MemberRecord> {
  const nowMs = deps.config.clock.nowMs();
  const fail = async (error: ApiError): Promise<never> => {
    await recordLoginFailure(deps.db, subject, nowMs);
    throw error.withHints({ captcha: true });
  };
  if (attempt.type === 'username') {
    const member = await selectMemberByUsername(deps.db, brand.merchantCode, attempt.username);
    // An unknown username still costs one hash check, so timing does not tell which names exist.
    const matches = await deps.passwords.verify(member?.passwordHash ?? null, attempt.password);
    if (!member || !matches) return fail(loginFailed());
    return member;
  }
  try {
    await consumeSmsCode(smsContextOf(deps, brand.merchantCode), 'login', attempt.phone, attempt.code);
  } catch (error) {
    if (error instanceof ApiError) return fail(error);
    throw error;
  }
  const member = await selectMemberByPhone(deps.db, brand.merchantCode, attempt.phone);
  return member ?? fail(loginFailed());
}

/** SPEC §6 doors, checked only once the credentials are right so a refusal tells a stranger nothing. */
function refuseWrongArea(member: MemberRecord, area: LoginSecret['area']): void {
  if (area === 'member' && member.type === HOUSE_ACCOUNT_TYPE) throw new ApiError('NON_MEMBER', 'This account is not a member account and cannot log in here');
  if (area === 'agent' && !isAgentType(member.type)) throw new ApiError('NON_AGENT', 'Only agent accounts can log in to the agent area');
}

/**
 * login: password or SMS code, behind the lockout and (after a failure) the captcha; then the area
 * check, the new-address step, and the session.
 */
export async function logIn(deps: AppDeps, context: MerchantContext, secret: LoginSecret, language: Language): Promise<LoginValue> {
  const { brand, ip } = context;
  if (secret.type === 'sms' && !brand.features.mobileCodeLogin) throw featureDisabled('Login with an SMS code');
  const attempt = attemptOf(secret, language);
  const subject: LoginSubject = { merchantCode: brand.merchantCode, name: attempt.name, ip };
  const captcha = captchaContextOf(deps, brand.merchantCode);
  const state = await readLoginFailureState(deps.db, subject, captcha.nowMs);
  refuseWhileLocked(state);
  if (state.captchaRequired) await requireSolvedCaptcha(captcha, secret.captchaKey, secret.captcha);
  const member = await verifiedMember(deps, brand, attempt, subject);
  await clearNameFailures(deps.db, subject);
  refuseWrongArea(member, secret.area);
  if (attempt.type === 'username' && (await needsNewAddressCheck(deps, member, ip))) return startLoginChallenge(deps, brand, member, ip, language);
  return signIn(deps, brand, member, ip, attempt.type);
}
