/** Members' accounts (SPEC §3, §5, §6): how they log in, what they register with, how they look. */

/** Which door a login came through: the player site or the agent portal (SPEC §6). */
export const LOGIN_AREAS = ['member', 'agent'] as const;
/** A login by username and password, or by mobile number and an SMS code. */
export const LOGIN_TYPES = ['username', 'sms'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/** Profile icons a member picks from, numbered from 0. */
export const PROFILE_ICON_COUNT = 12;

/** The register form's fields (SPEC §5); the brand's settings say which are shown and required. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'mobileNum',
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
  'paymentPassword',
  'captcha',
  'verificationCode',
] as const;
