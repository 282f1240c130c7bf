import { randomBytes } from 'node:crypto';
import type { Brand } from '@croupier/brand-config';
import type { FieldError, SessionIssued } from '@croupier/contract';
import { isTrialType, type Language } from '@croupier/domain';
import { validateField, validationMessage } from '@croupier/validation';
import type { AppDeps } from '../../app-deps';
import { ApiError } from '../../http/api-error';
import { revokeAllSessions, tokenHashOf } from '../sessions';
import { consumeSmsCode } from '../sms';
import { registerSettings } from '../system';
import { smsContextOf } from './contexts';
import { HOUSE_ACCOUNT_TYPE } from './member-context';
import { fieldMessage } from './messages';
import { refuseBadNewPassword } from './new-password';
import { phoneOrRefuse } from './refusals';
import { selectMemberById, selectMemberByPhone, selectMemberByUsername, updatePasswordHash, type MemberRecord } from './repository';
import { deleteOpenResetTokens, insertResetToken, markResetTokenUsed, selectLiveResetToken } from './reset-token-repository';
import { signIn } from './sign-in';

export const RESET_LINK_LIFETIME_MS = 30 * 60 * 1000;
/** The brand shell's page that reads the token and asks for the new password. */
export const RESET_PAGE_PATH = '/resetPassword';

function resetMail(brand: Brand, link: string, language: Language): { subject: string; text: string } {
  if (language === 'bn') {
    return {
      subject: `${brand.displayName}: পাসওয়ার্ড রিসেট`,
      text: `নতুন পাসওয়ার্ড দিতে ৩০ মিনিটের মধ্যে এই লিংকটি খুলুন:\n${link}\n\nআপনি না চাইলে এই মেইলটি উপেক্ষা করুন।`,
    };
  }
  return {
    subject: `${brand.displayName}: reset your password`,
    text: `Open this link within 30 minutes to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this mail.`,
  };
}

/** A password set by reset proves the owner; the account must be one that may log in to the member area. */
function isResettable(member: MemberRecord | null): member is MemberRecord {
  return member !== null && member.type !== HOUSE_ACCOUNT_TYPE && !isTrialType(member.type);
}

/** SPEC §5: both fields required; the email must look like one (the brand's email rule). */
function forgotFormErrors(brand: Brand, username: string, email: string, language: Language): FieldError[] {
  const errors: FieldError[] = [];
  if (username === '') errors.push({ field: 'username', message: validationMessage({ code: 'required' }, language) });
  const emailRule = registerSettings(brand).fields.find((rule) => rule.field === 'email');
  const emailIssue = emailRule ? validateField(email, { ...emailRule, required: true }) : null;
  if (emailIssue) errors.push({ field: 'email', message: validationMessage(emailIssue, language) });
  return errors;
}

/**
 * forgotPasswordByEmail: when the username and email belong to one account, a single-use link good for
 * 30 minutes goes to that email. Any other pair gets the same answer and no mail, so the call cannot
 * be used to learn which names or addresses are registered.
 */
export async function sendResetLink(deps: AppDeps, brand: Brand, form: { username: string; email: string }, origin: string, language: Language): Promise<{ sent: true }> {
  const username = form.username.trim();
  const email = form.email.trim();
  const errors = forgotFormErrors(brand, username, email, language);
  if (errors.length > 0) throw new ApiError('VALIDATION_FAILED', `Enter a valid ${errors.map((error) => error.field).join(' and ')}`, errors);
  const member = await selectMemberByUsername(deps.db, brand.merchantCode, username);
  // A name and email that match no account are answered as a sent link: the answer must not tell who is registered.
  if (!isResettable(member) || member.email === null || member.email.toLowerCase() !== email.toLowerCase()) return { sent: true };
  const nowMs = deps.config.clock.nowMs();
  const token = randomBytes(32).toString('base64url');
  await deps.db.transaction(async (tx) => {
    await deleteOpenResetTokens(tx, brand.merchantCode, member.id);
    await insertResetToken(tx, brand.merchantCode, member.id, tokenHashOf(token), nowMs, nowMs + RESET_LINK_LIFETIME_MS);
  });
  const { subject, text } = resetMail(brand, `${origin}${RESET_PAGE_PATH}?token=${token}`, language);
  await deps.mail.send({ merchantCode: brand.merchantCode, memberId: member.id, to: member.email, subject, text });
  return { sent: true };
}

/** A new password ends every session of the account, then the person who set it is logged in. */
async function replacePasswordAndSignIn(deps: AppDeps, brand: Brand, member: MemberRecord, newPassword: string, ip: string): Promise<SessionIssued> {
  const nowMs = deps.config.clock.nowMs();
  const passwordHash = await deps.passwords.hash(newPassword.trim());
  await deps.db.transaction(async (tx) => {
    await updatePasswordHash(tx, member.merchantCode, member.id, passwordHash, nowMs);
    await revokeAllSessions(tx, member.merchantCode, member.id, nowMs);
  });
  const updated = await selectMemberById(deps.db, member.merchantCode, member.id);
  if (!updated) throw new Error(`member ${member.id} vanished while its password was set`);
  return signIn(deps, brand, updated, ip, 'username');
}

export interface ResetByTokenForm {
  resetToken: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** resetPasswordByEmailToken: the link's token, once, within 30 minutes. */
export async function resetPasswordWithToken(deps: AppDeps, brand: Brand, form: ResetByTokenForm, ip: string, language: Language): Promise<SessionIssued> {
  const nowMs = deps.config.clock.nowMs();
  const tokenHash = tokenHashOf(form.resetToken.trim());
  const invalidLink = () =>
    new ApiError('VALIDATION_FAILED', fieldMessage('resetLinkInvalid', language), [{ field: 'resetToken', message: fieldMessage('resetLinkInvalid', language) }]);
  const memberId = await selectLiveResetToken(deps.db, brand.merchantCode, tokenHash, nowMs);
  if (memberId === null) throw invalidLink();
  // The password is checked before the token is spent, so a typo does not cost the link.
  refuseBadNewPassword(brand, form.newPassword, form.confirmNewPassword, language);
  const member = await selectMemberById(deps.db, brand.merchantCode, memberId);
  if (!isResettable(member) || !(await markResetTokenUsed(deps.db, tokenHash, nowMs))) throw invalidLink();
  return replacePasswordAndSignIn(deps, brand, member, form.newPassword, ip);
}

export interface ResetByPhoneForm {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** setPasswordByPhone: the code sent by sendPasswordCode sets a new password and logs in. */
export async function resetPasswordWithSmsCode(deps: AppDeps, brand: Brand, form: ResetByPhoneForm, ip: string, language: Language): Promise<SessionIssued> {
  const phone = phoneOrRefuse(form.mobileNum, form.countryDialingCode);
  refuseBadNewPassword(brand, form.newPassword, form.confirmNewPassword, language);
  await consumeSmsCode(smsContextOf(deps, brand.merchantCode), 'password', phone, form.verificationCode);
  const member = await selectMemberByPhone(deps.db, brand.merchantCode, phone);
  if (!isResettable(member)) throw new ApiError('UNKNOWN_USER', 'No account has this mobile number');
  return replacePasswordAndSignIn(deps, brand, member, form.newPassword, ip);
}
