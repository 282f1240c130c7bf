import { describe, expect, it } from 'vitest';
import { sampleRegisterSettings } from '@croupier/api-client/testing';
import { registerPlan } from './register-plan';

describe('registerPlan', () => {
  it('shows by username what the settings show, the confirmation after the password and the code after the mobile', () => {
    const plan = registerPlan(sampleRegisterSettings(), 'username');
    expect(plan.fields).toEqual(['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', 'email', 'recommenderId', 'affiliateCode']);
    expect(plan.rules.username?.required).toBe(true);
    expect(plan.rules.email?.required).toBe(false);
    expect(plan.showCaptcha).toBe(false);
  });

  it('uses the mobile number as the username when registering by mobile', () => {
    const plan = registerPlan(sampleRegisterSettings({ mobileNum: { visible: false, required: false } }), 'mobile');
    expect(plan.fields).not.toContain('username');
    expect(plan.rules.mobileNum).toMatchObject({ required: true, patternId: 'digits', minLength: 10, maxLength: 11 });
  });

  it('shows optional and required extra fields exactly as the settings say, and the captcha when it is on', () => {
    const plan = registerPlan(
      sampleRegisterSettings({
        payeeName: { visible: true, required: true },
        qqNum: { visible: true, required: false },
        captcha: { visible: true, required: true },
        email: { visible: false },
      }),
      'username',
    );
    expect(plan.fields).toContain('payeeName');
    expect(plan.fields).toContain('qqNum');
    expect(plan.fields).not.toContain('email');
    expect(plan.rules.payeeName?.required).toBe(true);
    expect(plan.rules.qqNum?.required).toBe(false);
    expect(plan.showCaptcha).toBe(true);
  });

  it('requires a payment password whenever it shows', () => {
    const plan = registerPlan(sampleRegisterSettings({ paymentPassword: { visible: true, required: false } }), 'username');
    expect(plan.rules.paymentPassword?.required).toBe(true);
  });

  it('never hides the password, and never requires a field the settings hide', () => {
    const plan = registerPlan(sampleRegisterSettings({ password: { visible: false }, line: { visible: false, required: true } }), 'username');
    expect(plan.fields).toContain('password');
    expect(plan.fields).not.toContain('line');
    expect(plan.rules.line).toBeUndefined();
  });
});
