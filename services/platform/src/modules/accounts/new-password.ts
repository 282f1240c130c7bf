import type { Brand } from '@croupier/brand-config';
import type { FieldError } from '@croupier/contract';
import type { Language } from '@croupier/domain';
import { validateField, validationMessage } from '@croupier/validation';
import { ApiError } from '../../http/api-error';
import { registerSettings } from '../system';
import { fieldMessage } from './messages';

/** The new password of a change or reset passes the brand's password rule and matches its confirmation. */
export function refuseBadNewPassword(brand: Brand, newPassword: string, confirmNewPassword: string, language: Language): void {
  const rule = registerSettings(brand).fields.find((field) => field.field === 'password');
  if (!rule) throw new Error(`brand ${brand.code} has no password rule`);
  const errors: FieldError[] = [];
  const issue = validateField(newPassword, { ...rule, required: true });
  if (issue) errors.push({ field: 'newPassword', message: validationMessage(issue, language) });
  if (confirmNewPassword.trim() === '') errors.push({ field: 'confirmNewPassword', message: validationMessage({ code: 'required' }, language) });
  else if (confirmNewPassword.trim() !== newPassword.trim()) errors.push({ field: 'confirmNewPassword', message: fieldMessage('passwordsDiffer', language) });
  if (errors.length > 0) throw new ApiError('VALIDATION_FAILED', `The new password is not accepted: ${errors.map((error) => error.field).join(', ')}`, errors);
}
