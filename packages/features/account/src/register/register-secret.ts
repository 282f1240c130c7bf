import type { RegisterSecret } from '@croupier/contract';
import type { RegisterField } from '../forms/field-rules';
import type { RegisterMethod, RegisterPlan } from './register-plan';

export type RegisterValues = Record<RegisterField | 'confirmPassword', string>;

/** Free-text fields sent as typed, trimmed, and only when shown and filled. */
const OPTIONAL_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'verificationCode',
] as const satisfies readonly RegisterField[];

export interface RegisterSecretInput {
  values: RegisterValues;
  plan: RegisterPlan;
  method: RegisterMethod;
  countryDialingCode: string;
  captcha: { captcha?: string; captchaKey?: string };
  /** Where the player registered: the host and the full address (SPEC §3 domain, registerUrl) */
  location: { host: string; href: string };
}

/** The sealed register payload of SPEC §3; by mobile, the mobile number is the username. */
export function registerSecret({ values, plan, method, countryDialingCode, captcha, location }: RegisterSecretInput): RegisterSecret {
  const shown = new Set(plan.fields);
  const mobileNum = shown.has('mobileNum') ? values.mobileNum.trim() : '';
  const secret: RegisterSecret = {
    username: method === 'mobile' ? mobileNum : values.username.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    registerMethod: 'WEB',
    termsAccepted: true,
    ageConfirmed: true,
    domain: location.host,
    registerUrl: location.href,
    ...(plan.showCaptcha ? captcha : {}),
  };
  if (mobileNum) {
    secret.mobileNum = mobileNum;
    secret.countryDialingCode = countryDialingCode;
  }
  for (const field of OPTIONAL_FIELDS) {
    const value = field === 'paymentPassword' ? values[field] : values[field].trim();
    if (shown.has(field) && value !== '') secret[field] = value;
  }
  return secret;
}
