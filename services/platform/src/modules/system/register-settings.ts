import type { Brand } from '@croupier/brand-config';
import type { FieldRule, RegisterSettings } from '@croupier/contract';
import { REGISTER_FIELDS } from '@croupier/domain';
import type { PatternId } from '@croupier/validation';

/** The pattern id is typed against the validation engine's table, so the client can always apply it. */
type Rule = Omit<FieldRule, 'field' | 'patternId'> & { patternId: PatternId };

const hidden = (patternId: PatternId, minLength: number, maxLength: number): Rule => ({ visible: false, required: false, patternId, minLength, maxLength });
const shown = (required: boolean, patternId: PatternId, minLength: number, maxLength: number): Rule => ({ visible: true, required, patternId, minLength, maxLength });
const when = (on: boolean, rule: Rule): Rule => (on ? rule : { ...rule, visible: false, required: false });

/**
 * Register form rules of a brand (SPEC §5: pattern id plus length bounds per field). The brand file has
 * no per-field settings, so they follow from its flags: username and mobile fields appear with their
 * registration method, the SMS code with SMS verification, affiliate and referral codes with theirs.
 */
export function registerSettings(brand: Brand): RegisterSettings {
  const { features } = brand;
  const rules: Record<FieldRule['field'], Rule> = {
    username: when(features.usernameRegistration, shown(true, 'letterFirstAlnum', 6, 16)),
    password: shown(true, 'strongPassword', 8, 20),
    mobileNum: when(features.mobileRegistration, shown(true, 'digits', 10, 11)),
    verificationCode: when(features.smsVerification, shown(true, 'digits', 6, 6)),
    payeeName: hidden('englishLettersAndSpaces', 2, 40),
    email: shown(false, 'email', 6, 60),
    qqNum: hidden('digits', 5, 12),
    line: hidden('noSpaces', 3, 30),
    whatsapp: hidden('digits', 8, 15),
    facebook: hidden('noSpaces', 3, 50),
    wechat: hidden('noSpaces', 3, 30),
    idNumber: hidden('alphanumeric', 6, 20),
    recommenderId: when(features.referral, shown(false, 'alphanumeric', 4, 16)),
    affiliateCode: when(features.affiliate, shown(false, 'alphanumeric', 4, 16)),
    paymentPassword: hidden('digits', 6, 6),
    // A captcha is asked for only after a failed login (SPEC §4), never up front on the register form.
    captcha: hidden('alphanumeric', 4, 6),
  };
  return {
    methods: { username: features.usernameRegistration, mobile: features.mobileRegistration },
    smsVerification: features.smsVerification,
    fields: REGISTER_FIELDS.map((field) => ({ field, ...rules[field] })),
  };
}
