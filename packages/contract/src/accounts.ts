import { z } from 'zod';
import { LOGIN_AREAS, LOGIN_TYPES, PROFILE_ICON_COUNT } from '@croupier/domain';
import { defineCall } from './call';
import { sealedBodySchema } from './sealed';

const noInput = z.object({}).strict();
/** Free text a person types: trimmed by the server, capped here so oversize input is refused early. */
const text = (max: number) => z.string().max(max);
const optionalText = (max: number) => text(max).optional();

/** Captchas are drawn for a key the browser makes up, and answered with that key. */
export const captchaKeySchema = z.string().regex(/^[A-Za-z0-9-]{16,64}$/, 'captcha key is 16 to 64 letters, digits or dashes');

export const getPublicKey = defineCall({
  name: 'getPublicKey',
  method: 'GET',
  path: '/wps/system/publicKey',
  auth: false,
  query: noInput,
  body: noInput,
  value: z.object({ keyId: z.string(), algorithm: z.string(), spki: z.string() }),
});

/** SPEC §7: the captcha answer is a base64 PNG. */
export const getCaptcha = defineCall({
  name: 'getCaptcha',
  method: 'GET',
  path: '/wps/captcha',
  auth: false,
  query: z.object({ key: captchaKeySchema }).strict(),
  body: noInput,
  value: z.string(),
});

export const countrySchema = z.object({ countryCode: z.string(), countryDialingCode: z.string(), name: z.string() });
export const getCountries = defineCall({
  name: 'getCountries',
  method: 'GET',
  path: '/wps/system/countries',
  auth: false,
  query: noInput,
  body: noInput,
  value: z.object({ defaultCountryCode: z.string(), countries: z.array(countrySchema) }),
});

export const loginSecretSchema = z
  .object({
    type: z.enum(LOGIN_TYPES),
    area: z.enum(LOGIN_AREAS),
    /** username, or the mobile number for sms */
    username: text(64),
    /** password, or the SMS code for sms */
    password: text(128),
    countryDialingCode: optionalText(6),
    captcha: optionalText(12),
    captchaKey: captchaKeySchema.optional(),
  })
  .strict();
export type LoginSecret = z.infer<typeof loginSecretSchema>;

/** A session was issued. */
export const sessionIssuedSchema = z.object({
  outcome: z.literal('session'),
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** the password is the account's initial one and must be changed (SPEC §4 "{key}") */
  initialPassword: z.boolean(),
  memberType: z.number().int(),
  previousLoginAt: z.string().nullable(),
});
/** The password was right but the IP is new: a code went to the account's phone (SPEC §4 extra verification). */
export const verificationRequiredSchema = z.object({
  outcome: z.literal('verify'),
  challengeId: z.string(),
  maskedMobile: z.string(),
  expiredMinutes: z.number().int().min(1),
});
export const loginValueSchema = z.discriminatedUnion('outcome', [sessionIssuedSchema, verificationRequiredSchema]);
export type LoginValue = z.infer<typeof loginValueSchema>;
export type SessionIssued = z.infer<typeof sessionIssuedSchema>;

export const login = defineCall({
  name: 'login',
  method: 'POST',
  path: '/wps/session/login',
  auth: false,
  query: noInput,
  body: sealedBodySchema,
  secret: loginSecretSchema,
  value: loginValueSchema,
});

export const verifyLogin = defineCall({
  name: 'verifyLogin',
  method: 'POST',
  path: '/wps/session/login/verify',
  auth: false,
  query: noInput,
  body: z.object({ challengeId: z.string().min(1).max(64), verificationCode: text(12) }).strict(),
  value: sessionIssuedSchema,
});

export const freePlayLogin = defineCall({
  name: 'freePlayLogin',
  method: 'POST',
  path: '/wps/session/login/freeplay',
  auth: false,
  query: noInput,
  body: z.object({ os: text(32), platform: z.literal('W'), gatewayVersion: z.literal(3) }).strict(),
  value: sessionIssuedSchema,
});

export const logout = defineCall({
  name: 'logout',
  method: 'DELETE',
  path: '/wps/session/logout',
  auth: true,
  query: noInput,
  body: noInput,
  value: z.object({ loggedOut: z.literal(true) }),
});

const smsRequestBody = z
  .object({
    mobileNum: text(20),
    countryDialingCode: text(6),
    captcha: optionalText(12),
    captchaKey: captchaKeySchema.optional(),
  })
  .strict();
/** SPEC §4: the countdown is 60 s per expiry minute. */
export const smsSentSchema = z.object({ expiredMinutes: z.number().int().min(1), sentAt: z.string() });

export const sendLoginCode = defineCall({
  name: 'sendLoginCode',
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  auth: false,
  query: noInput,
  body: smsRequestBody,
  value: smsSentSchema,
});

export const sendRegisterCode = defineCall({
  name: 'sendRegisterCode',
  method: 'POST',
  path: '/wps/verification/sms/register',
  auth: false,
  query: noInput,
  body: smsRequestBody,
  value: smsSentSchema,
});

export const sendPasswordCode = defineCall({
  name: 'sendPasswordCode',
  method: 'POST',
  path: '/wps/verification/sms/password',
  auth: false,
  query: noInput,
  body: smsRequestBody,
  value: smsSentSchema,
});

export const registerSecretSchema = z
  .object({
    username: optionalText(64),
    password: text(128),
    confirmPassword: text(128),
    payeeName: optionalText(100),
    email: optionalText(120),
    qqNum: optionalText(40),
    mobileNum: optionalText(20),
    countryDialingCode: optionalText(6),
    recommenderId: optionalText(40),
    captcha: optionalText(12),
    captchaKey: captchaKeySchema.optional(),
    verificationCode: optionalText(12),
    affiliateCode: optionalText(40),
    paymentPassword: optionalText(128),
    line: optionalText(60),
    whatsapp: optionalText(40),
    facebook: optionalText(100),
    wechat: optionalText(60),
    idNumber: optionalText(40),
    referralCode: optionalText(40),
    domain: optionalText(255),
    registerUrl: optionalText(500),
    registerMethod: z.literal('WEB'),
    /** SPEC §5: terms ticked and age 18 or more confirmed */
    termsAccepted: z.boolean(),
    ageConfirmed: z.boolean(),
  })
  .strict();
export type RegisterSecret = z.infer<typeof registerSecretSchema>;

export const register = defineCall({
  name: 'register',
  method: 'PUT',
  path: '/wps/member/register',
  auth: false,
  query: noInput,
  body: sealedBodySchema,
  secret: registerSecretSchema,
  value: sessionIssuedSchema,
});

export const registerMobile = defineCall({
  name: 'registerMobile',
  method: 'PUT',
  path: '/wps/member/register/mobile',
  auth: false,
  query: noInput,
  body: sealedBodySchema,
  secret: registerSecretSchema,
  value: sessionIssuedSchema,
});

export const checkAffiliate = defineCall({
  name: 'checkAffiliate',
  method: 'GET',
  path: '/wps/agent/affiliate',
  auth: false,
  query: z.object({ code: text(40), domain: optionalText(255) }).strict(),
  body: noInput,
  value: z.boolean(),
});

/** SPEC §7: forgot password is form-encoded. */
export const forgotPasswordByEmail = defineCall({
  name: 'forgotPasswordByEmail',
  method: 'POST',
  path: '/wps/member/password/email',
  auth: false,
  query: noInput,
  body: z.object({ username: text(64), email: text(120) }).strict(),
  bodyEncoding: 'form',
  value: z.object({ sent: z.literal(true) }),
});

export const resetPasswordByEmailToken = defineCall({
  name: 'resetPasswordByEmailToken',
  method: 'POST',
  path: '/wps/member/password/reset',
  auth: false,
  query: noInput,
  body: sealedBodySchema,
  secret: z.object({ resetToken: text(128), newPassword: text(128), confirmNewPassword: text(128) }).strict(),
  value: sessionIssuedSchema,
});

export const setPasswordByPhone = defineCall({
  name: 'setPasswordByPhone',
  method: 'POST',
  path: '/wps/member/password/verification',
  auth: false,
  query: noInput,
  body: sealedBodySchema,
  secret: z
    .object({ mobileNum: text(20), countryDialingCode: text(6), verificationCode: text(12), newPassword: text(128), confirmNewPassword: text(128) })
    .strict(),
  value: sessionIssuedSchema,
});

export const changePassword = defineCall({
  name: 'changePassword',
  method: 'POST',
  path: '/wps/member/password',
  auth: true,
  query: noInput,
  body: sealedBodySchema,
  secret: z.object({ oldPassword: optionalText(128), newPassword: text(128), confirmNewPassword: text(128) }).strict(),
  /** The old sessions are revoked; this is the new one. */
  value: sessionIssuedSchema,
});

export const memberInfoSchema = z.object({
  id: z.string(),
  account: z.string(),
  userName: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  maskedMobile: z.string().nullable(),
  maskedEmail: z.string().nullable(),
  /** false for accounts made by SMS without a password: change password then needs no old one */
  hasPassword: z.boolean(),
  hasPaymentPassword: z.boolean(),
  iconId: z.number().int().min(0),
  currency: z.string(),
  createdAt: z.string(),
  previousLoginAt: z.string().nullable(),
  previousLoginIp: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const getMemberInfo = defineCall({
  name: 'getMemberInfo',
  method: 'GET',
  path: '/wps/member/info',
  auth: true,
  query: noInput,
  body: noInput,
  value: memberInfoSchema,
});

export const setProfileIcon = defineCall({
  name: 'setProfileIcon',
  method: 'PUT',
  path: '/wps/member/info/icon',
  auth: true,
  query: noInput,
  body: z.object({ iconId: z.number().int().min(0).max(PROFILE_ICON_COUNT - 1) }).strict(),
  value: z.object({ iconId: z.number().int() }),
});
