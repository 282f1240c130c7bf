import type { SessionIssued } from '@croupier/contract';
import type { Language } from '@croupier/domain';
import { validationMessage } from '@croupier/validation';
import type { AppDeps } from '../../app-deps';
import { ApiError } from '../../http/api-error';
import { revokeAllSessions } from '../sessions';
import { refuseTrial, type MemberContext } from './member-context';
import { fieldMessage } from './messages';
import { refuseBadNewPassword } from './new-password';
import { selectMemberById, updatePasswordHash } from './repository';
import { sessionAfterPasswordChange } from './sign-in';

export interface ChangePasswordForm {
  oldPassword?: string | undefined;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * changePassword: the old password is asked only of accounts that have one (SMS-only accounts set
 * their first); the new one passes the rule and differs from the old. Every session of the account
 * ends, and the caller gets a new one.
 */
export async function changePassword(deps: AppDeps, context: MemberContext, form: ChangePasswordForm, language: Language): Promise<SessionIssued> {
  const { member, brand, ip } = context;
  refuseTrial(member);
  const oldPassword = form.oldPassword?.trim() ?? '';
  if (member.passwordHash !== null) {
    if (oldPassword === '') {
      throw new ApiError('VALIDATION_FAILED', 'Enter your current password', [{ field: 'oldPassword', message: validationMessage({ code: 'required' }, language) }]);
    }
    if (!(await deps.passwords.verify(member.passwordHash, oldPassword))) throw new ApiError('WRONG_PASSWORD', 'The current password is not right');
  }
  refuseBadNewPassword(brand, form.newPassword, form.confirmNewPassword, language);
  const newPassword = form.newPassword.trim();
  if (member.passwordHash !== null && (await deps.passwords.verify(member.passwordHash, newPassword))) {
    throw new ApiError('VALIDATION_FAILED', fieldMessage('samePassword', language), [{ field: 'newPassword', message: fieldMessage('samePassword', language) }]);
  }
  const nowMs = deps.config.clock.nowMs();
  const passwordHash = await deps.passwords.hash(newPassword);
  await deps.db.transaction(async (tx) => {
    await updatePasswordHash(tx, member.merchantCode, member.id, passwordHash, nowMs);
    await revokeAllSessions(tx, member.merchantCode, member.id, nowMs);
  });
  const updated = await selectMemberById(deps.db, member.merchantCode, member.id);
  if (!updated) throw new Error(`member ${member.id} vanished while its password was changed`);
  return sessionAfterPasswordChange(deps, updated, ip);
}
