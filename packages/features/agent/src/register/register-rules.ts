import type { RegisterSettings } from '@croupier/contract';
import type { FieldRule } from '@croupier/validation';

/** Until the brand's rules arrive, a field is only required, within the server's own bounds. */
const FALLBACK: Record<'username' | 'password', FieldRule> = {
  username: { patternId: '*', minLength: 1, maxLength: 64, required: true },
  password: { patternId: '*', minLength: 1, maxLength: 128, required: true },
};

/**
 * The brand's register rule of a field (SPEC §5), required here whatever the register form says:
 * a downline account always has a username and a password.
 */
export function downlineFieldRule(settings: RegisterSettings | undefined, field: 'username' | 'password'): FieldRule {
  const rule = settings?.fields.find((each) => each.field === field);
  if (!rule) return FALLBACK[field];
  return { patternId: rule.patternId, minLength: rule.minLength, maxLength: rule.maxLength, required: true };
}
