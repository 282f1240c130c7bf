import type { FieldRule, MemberInfo, RegisterSettings, SessionIssued } from '@croupier/contract';

/** Member info as the platform answers it, for a plain player unless overridden. */
export function sampleMemberInfo(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 'm-1001',
    account: 'rahim01',
    userName: 'rahim01',
    nickname: 'Rahim',
    type: 0,
    isAgent: false,
    isTrial: false,
    maskedMobile: '017****678',
    maskedEmail: 'r***@example.com',
    hasPassword: true,
    hasPaymentPassword: false,
    iconId: 3,
    currency: 'BDT',
    createdAt: '2026-01-15T08:00:00.000Z',
    previousLoginAt: '2026-11-20T14:30:00.000Z',
    previousLoginIp: '203.0.113.7',
    ...overrides,
  };
}

/** A session the platform issued after a plain login, unless overridden. */
export function sampleSessionIssued(overrides: Partial<Omit<SessionIssued, 'outcome'>> = {}): SessionIssued {
  return {
    outcome: 'session',
    token: 'session-token-1',
    firstTimeLogin: false,
    passwordExpired: false,
    initialPassword: false,
    memberType: 0,
    previousLoginAt: '2026-11-20T14:30:00.000Z',
    ...overrides,
  };
}

type Rule = Omit<FieldRule, 'field'>;
const shown = (required: boolean, patternId: string, minLength: number, maxLength: number): Rule => ({ visible: true, required, patternId, minLength, maxLength });
const hidden = (patternId: string, minLength: number, maxLength: number): Rule => ({ visible: false, required: false, patternId, minLength, maxLength });

/**
 * Register settings shaped like the platform's for a brand with every registration flag on: username
 * 6-16 letter-first, strong password 8-20, mobile 10-11 digits, 6-digit SMS code. `fields` overrides
 * single rules, such as a required payee name or a visible captcha.
 */
export function sampleRegisterSettings(fields: Partial<Record<FieldRule['field'], Partial<Rule>>> = {}, methods = { username: true, mobile: true }): RegisterSettings {
  const rules: Record<FieldRule['field'], Rule> = {
    username: shown(true, 'letterFirstAlnum', 6, 16),
    password: shown(true, 'strongPassword', 8, 20),
    mobileNum: shown(true, 'digits', 10, 11),
    verificationCode: shown(true, 'digits', 6, 6),
    payeeName: hidden('englishLettersAndSpaces', 2, 40),
    email: shown(false, 'email', 6, 60),
    qqNum: hidden('digits', 5, 12),
    line: hidden('noSpaces', 3, 30),
    whatsapp: hidden('digits', 8, 15),
    facebook: hidden('noSpaces', 3, 50),
    wechat: hidden('noSpaces', 3, 30),
    idNumber: hidden('alphanumeric', 6, 20),
    recommenderId: shown(false, 'alphanumeric', 4, 16),
    affiliateCode: shown(false, 'alphanumeric', 4, 16),
    paymentPassword: hidden('digits', 6, 6),
    captcha: hidden('alphanumeric', 4, 6),
  };
  const names = Object.keys(rules) as FieldRule['field'][];
  return {
    methods,
    smsVerification: rules.verificationCode.visible,
    fields: names.map((field) => ({ field, ...rules[field], ...fields[field] })),
  };
}

export function sampleCountries() {
  return {
    defaultCountryCode: 'BD',
    countries: [
      { countryCode: 'BD', countryDialingCode: '+880', name: 'Bangladesh' },
      { countryCode: 'IN', countryDialingCode: '+91', name: 'India' },
    ],
  };
}

/** A 1×1 PNG, as the captcha call answers: base64 without the data: prefix. */
export const SAMPLE_CAPTCHA_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
