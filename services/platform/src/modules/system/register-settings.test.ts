import { describe, expect, it } from 'vitest';
import { REGISTER_FIELDS } from '@croupier/domain';
import { normalisePatternId, validateField } from '@croupier/validation';
import { REPO_BRANDS, repoBrand } from '../../../testing/test-app';
import { registerSettings } from './register-settings';

describe('register settings', () => {
  it('give one rule per register field, each with a pattern the validation engine knows', () => {
    for (const brand of REPO_BRANDS) {
      const { fields } = registerSettings(brand);
      expect(fields.map((rule) => rule.field)).toEqual([...REGISTER_FIELDS]);
      for (const rule of fields) {
        expect(normalisePatternId(rule.patternId), `${brand.code} ${rule.field}`).not.toBeNull();
        expect(rule.minLength).toBeLessThanOrEqual(rule.maxLength);
        if (rule.required) expect(rule.visible).toBe(true);
      }
    }
  });

  it('accept a good username, password and mobile number and refuse bad ones', () => {
    const rules = Object.fromEntries(registerSettings(repoBrand('shonali')).fields.map((rule) => [rule.field, rule]));
    const check = (field: string, value: string) => {
      const rule = rules[field];
      if (!rule) throw new Error(`no rule for ${field}`);
      return validateField(value, rule);
    };
    expect(check('username', 'player01')).toBeNull();
    expect(check('username', '1player')).toMatchObject({ code: 'pattern' });
    expect(check('username', 'abc')).toMatchObject({ code: 'length' });
    expect(check('password', 'Secret#2026')).toBeNull();
    expect(check('password', 'secret2026')).toMatchObject({ code: 'pattern' });
    expect(check('mobileNum', '01712345678')).toBeNull();
    expect(check('mobileNum', '0171234')).toMatchObject({ code: 'length' });
  });

  it('hide mobile fields and the SMS code where the brand does not use them', () => {
    const rules = registerSettings(repoBrand('northstar')).fields;
    expect(rules.find((rule) => rule.field === 'mobileNum')).toMatchObject({ visible: false, required: false });
    expect(rules.find((rule) => rule.field === 'verificationCode')).toMatchObject({ visible: false, required: false });
  });
});
