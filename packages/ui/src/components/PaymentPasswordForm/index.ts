export { PaymentPasswordForm, type PaymentPasswordFormProps, type PaymentPasswordWord, type PaymentPasswordWords } from './PaymentPasswordForm';
export {
  PAYMENT_PASSWORD_FIELDS,
  paymentPasswordProblems,
  type PaymentPasswordField,
  type PaymentPasswordProblem,
  type PaymentPasswordProblems,
  type PaymentPasswordRules,
  type PaymentPasswordValues,
  type TextBounds,
} from './paymentPasswordProblems';
