import type { Brand } from '@croupier/brand-config';
import type { FieldError, RegisterSecret } from '@croupier/contract';
import type { Language } from '@croupier/domain';
import { validateField, validationMessage } from '@croupier/validation';
import { parsePhone } from '../sms';
import { registerSettings } from '../system';
import { fieldMessage } from './messages';

export type RegisterMethod = 'username' | 'mobile';

/**
 * Every field of a register form checked with the brand's register settings (the rules the browser
 * got from GET /wps/system/setting/register), in the reader's language. The method decides two
 * things the settings cannot say: a username is required by username, and a mobile number by mobile.
 */
export function registerFieldErrors(brand: Brand, method: RegisterMethod, form: RegisterSecret, language: Language): FieldError[] {
  const errors: FieldError[] = [];
  for (const rule of registerSettings(brand).fields) {
    // The captcha is checked as a captcha; a mobile registration's username is its number.
    if (rule.field === 'captcha' || (method === 'mobile' && rule.field === 'username')) continue;
    const requiredByMethod = (method === 'username' && rule.field === 'username') || (method === 'mobile' && rule.field === 'mobileNum');
    const issue = validateField(form[rule.field], { ...rule, required: rule.required || requiredByMethod });
    if (issue) errors.push({ field: rule.field, message: validationMessage(issue, language) });
  }
  if (form.confirmPassword.trim() === '') {
    errors.push({ field: 'confirmPassword', message: validationMessage({ code: 'required' }, language) });
  } else if (form.confirmPassword.trim() !== form.password.trim()) {
    errors.push({ field: 'confirmPassword', message: fieldMessage('passwordsDiffer', language) });
  }
  const mobileChecked = !errors.some((error) => error.field === 'mobileNum');
  if (mobileChecked && form.mobileNum?.trim() && typeof parsePhone(form.mobileNum, form.countryDialingCode) === 'string') {
    errors.push({ field: 'mobileNum', message: fieldMessage('invalidPhone', language) });
  }
  return errors;
}
