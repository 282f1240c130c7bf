import { describe, expect, it } from 'vitest';
import { validateField, validateFields } from './engine';
import { validationMessage } from './messages';

const USERNAME = { patternId: 'letterFirstAlnum', minLength: 6, maxLength: 16, required: true };

describe('validateField', () => {
  it('requires required fields and lets empty optional ones pass', () => {
    expect(validateField('', USERNAME)).toEqual({ code: 'required' });
    expect(validateField('   ', USERNAME)).toEqual({ code: 'required' });
    expect(validateField(undefined, { ...USERNAME, required: false })).toBeNull();
  });
  it('checks length in characters, then the pattern', () => {
    expect(validateField('abc', USERNAME)).toMatchObject({ code: 'length', min: 6, max: 16 });
    expect(validateField('1player', USERNAME)).toMatchObject({ code: 'pattern', patternId: 'letterFirstAlnum' });
    expect(validateField('  player1  ', USERNAME)).toBeNull();
    expect(validateField('ক'.repeat(3), { patternId: '*', minLength: 3, maxLength: 3, required: true })).toBeNull();
  });
  it('refuses non-text and unknown patterns', () => {
    expect(validateField(42, USERNAME)).toEqual({ code: 'notText' });
    expect(validateField('abc', { ...USERNAME, patternId: 'mystery' })).toEqual({ code: 'unknownPattern', patternId: 'mystery' });
  });
  it('validates a whole form', () => {
    const issues = validateFields({ username: 'ok_user', email: '' }, { username: USERNAME, email: { patternId: 'email', minLength: 5, maxLength: 60, required: false } });
    expect(Object.keys(issues)).toEqual(['username']);
  });
});

describe('validationMessage', () => {
  it('gives min and max, or one number when they are equal', () => {
    expect(validationMessage({ code: 'length', patternId: 'letterFirstAlnum', min: 6, max: 16 }, 'en')).toBe(
      'Must be 6 to 16 characters: a letter first, then letters and digits',
    );
    expect(validationMessage({ code: 'pattern', patternId: 'digits', min: 6, max: 6 }, 'en')).toBe('Must be 6 characters of digits only');
  });
  it('speaks Bengali with Bengali digits', () => {
    expect(validationMessage({ code: 'pattern', patternId: 'digits', min: 10, max: 11 }, 'bn')).toBe('শুধু সংখ্যায় ১০ থেকে ১১ অক্ষর হতে হবে');
    expect(validationMessage({ code: 'required' }, 'bn')).toBe('এই ঘরটি খালি রাখা যাবে না');
  });
});
