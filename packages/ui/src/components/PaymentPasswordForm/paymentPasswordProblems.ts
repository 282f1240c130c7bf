export const PAYMENT_PASSWORD_FIELDS = ['loginPassword', 'paymentPassword', 'confirmPaymentPassword'] as const;
export type PaymentPasswordField = (typeof PAYMENT_PASSWORD_FIELDS)[number];
export type PaymentPasswordValues = Record<PaymentPasswordField, string>;
export type PaymentPasswordProblem = 'loginEmpty' | 'tooShort' | 'tooLong' | 'sameAsLogin' | 'mismatch';
export type PaymentPasswordProblems = Partial<Record<PaymentPasswordField, PaymentPasswordProblem>>;

/** A string rule's bounds, as a zod string schema tells them. */
export interface TextBounds {
  readonly minLength: number | null;
  readonly maxLength: number | null;
}

/**
 * The rules of a first payment password, as the contract's zod schema holds them: the form reads the
 * fields' bounds from its shape and its problems from `safeParse`, and codes none of them itself.
 */
export interface PaymentPasswordRules {
  readonly shape: Readonly<Record<PaymentPasswordField, TextBounds>>;
  safeParse(values: PaymentPasswordValues): { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; code: string }[] } | undefined };
}

function problemOf(field: PaymentPasswordField, code: string): PaymentPasswordProblem {
  if (field === 'loginPassword') return 'loginEmpty';
  if (field === 'confirmPaymentPassword') return 'mismatch';
  if (code === 'too_small') return 'tooShort';
  if (code === 'too_big') return 'tooLong';
  // the one other rule of the new password: it may not be the login password
  return 'sameAsLogin';
}

function isField(key: PropertyKey | undefined): key is PaymentPasswordField {
  return (PAYMENT_PASSWORD_FIELDS as readonly PropertyKey[]).includes(key ?? '');
}

/**
 * The problem each field has under the rules, one a field: its first (a length before "not the login
 * password"). The second typing is judged only once the first is right, as two different wrong
 * passwords would only say the same thing twice.
 */
export function paymentPasswordProblems(rules: PaymentPasswordRules, values: PaymentPasswordValues): PaymentPasswordProblems {
  const problems: PaymentPasswordProblems = {};
  for (const issue of rules.safeParse(values).error?.issues ?? []) {
    const field = issue.path[0];
    if (isField(field) && !problems[field]) problems[field] = problemOf(field, issue.code);
  }
  if (problems.paymentPassword) delete problems.confirmPaymentPassword;
  return problems;
}
