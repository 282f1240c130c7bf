import type { FieldErrors } from '../forms/use-form';

export interface AgreementState {
  termsAccepted: boolean;
  ageConfirmed: boolean;
}

export type AgreementField = 'terms' | 'age';

/** SPEC §5: the confirmation must equal the password ("inconsistent twice"), checked only once both are there. */
export function confirmationMismatch(password: string, confirmPassword: string): boolean {
  return confirmPassword !== '' && password !== confirmPassword;
}

/** SPEC §5: terms ticked and 18 or over confirmed, each with its own inline message. */
export function agreementErrors(agreement: AgreementState, messages: Record<AgreementField, string>): FieldErrors<AgreementField> {
  const errors: FieldErrors<AgreementField> = {};
  if (!agreement.termsAccepted) errors.terms = messages.terms;
  if (!agreement.ageConfirmed) errors.age = messages.age;
  return errors;
}
