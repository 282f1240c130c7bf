import type { FieldRule as RegisterFieldRule, RegisterSettings } from '@croupier/contract';
import type { FieldRule } from '@croupier/validation';

export type RegisterField = RegisterFieldRule['field'];

/** Required, any text up to a bound: SPEC §5 login fields are only required (and trimmed). */
export function requiredText(maxLength: number): FieldRule {
  return { patternId: '*', minLength: 0, maxLength, required: true };
}

/**
 * Until the server's register rules arrive, a mobile number is at least checked to be 6 to 20
 * digits, so a code is never sent to something that is plainly not a phone number.
 */
const MOBILE_FALLBACK: FieldRule = { patternId: 'digits', minLength: 6, maxLength: 20, required: true };
const PASSWORD_FALLBACK: FieldRule = requiredText(128);
const USERNAME_FALLBACK: FieldRule = requiredText(64);
const EMAIL_FALLBACK: FieldRule = { patternId: 'email', minLength: 3, maxLength: 120, required: true };

function serverRule(settings: RegisterSettings | undefined, field: RegisterField): RegisterFieldRule | undefined {
  return settings?.fields.find((rule) => rule.field === field);
}

/** The server's pattern and bounds for a field, required wherever the caller needs it filled. */
export function requiredRule(settings: RegisterSettings | undefined, field: 'mobileNum' | 'password' | 'username' | 'email'): FieldRule {
  const rule = serverRule(settings, field);
  if (rule) return { patternId: rule.patternId, minLength: rule.minLength, maxLength: rule.maxLength, required: true };
  if (field === 'mobileNum') return MOBILE_FALLBACK;
  if (field === 'email') return EMAIL_FALLBACK;
  return field === 'password' ? PASSWORD_FALLBACK : USERNAME_FALLBACK;
}

/** The rule of a register field exactly as the server gives it, or undefined when it sends none. */
export function registerFieldRule(settings: RegisterSettings | undefined, field: RegisterField): RegisterFieldRule | undefined {
  return serverRule(settings, field);
}
