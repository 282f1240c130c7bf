import type { RegisterSettings } from '@croupier/contract';
import type { FieldRule } from '@croupier/validation';
import type { RegisterField } from '../forms/field-rules';

export type RegisterMethod = 'username' | 'mobile';

/** The text fields the form can hold: every register field of the server, plus the confirmation. */
export type RegisterFormField = RegisterField | 'confirmPassword';

/**
 * Fields in the order the form shows them, paired for its two columns (password with confirmation,
 * mobile with SMS code); the captcha is drawn apart, beside its image.
 */
export const REGISTER_FORM_ORDER: readonly RegisterFormField[] = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'paymentPassword',
  'payeeName',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
];

export interface RegisterPlan {
  /** Fields shown, in order (without the captcha) */
  fields: RegisterFormField[];
  showCaptcha: boolean;
  /** Rules the validation engine checks; the confirmation is checked against the password instead */
  rules: Partial<Record<RegisterField, FieldRule>>;
}

function toRule(rule: RegisterSettings['fields'][number], required: boolean): FieldRule {
  return { patternId: rule.patternId, minLength: rule.minLength, maxLength: rule.maxLength, required };
}

/**
 * SPEC §5 register form, exactly as the server's settings say, with the two rules of the method: by
 * mobile, the mobile number is the username (so no username field, and the number is required);
 * by username, the username is required. A payment password is required whenever it shows.
 */
export function registerPlan(settings: RegisterSettings, method: RegisterMethod): RegisterPlan {
  const rules: Partial<Record<RegisterField, FieldRule>> = {};
  const shown = new Set<RegisterFormField>();
  for (const rule of settings.fields) {
    let visible = rule.visible;
    let required = rule.visible && rule.required;
    if (rule.field === 'username') {
      visible = method === 'username';
      required = visible;
    }
    if (rule.field === 'mobileNum' && method === 'mobile') visible = required = true;
    if (rule.field === 'password') visible = required = true;
    if (rule.field === 'paymentPassword') required = visible;
    if (!visible) continue;
    shown.add(rule.field);
    rules[rule.field] = toRule(rule, required);
  }
  if (shown.has('password')) shown.add('confirmPassword');
  return {
    fields: REGISTER_FORM_ORDER.filter((field) => shown.has(field)),
    showCaptcha: shown.has('captcha'),
    rules,
  };
}
