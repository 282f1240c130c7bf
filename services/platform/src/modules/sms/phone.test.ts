import { describe, expect, it } from 'vitest';
import { localFormOf, parsePhone } from './phone';

describe('mobile numbers', () => {
  it.each([
    ['01712345678', '+880', { dialingCode: '+880', national: '1712345678' }],
    [' 1712345678 ', '+880', { dialingCode: '+880', national: '1712345678' }],
    ['01712345678', '880', { dialingCode: '+880', national: '1712345678' }],
    ['01712345678', '', { dialingCode: '+880', national: '1712345678' }],
    ['01712345678', undefined, { dialingCode: '+880', national: '1712345678' }],
    ['9876543210', '+91', { dialingCode: '+91', national: '9876543210' }],
    ['123456', '+977', { dialingCode: '+977', national: '123456' }],
  ])('reads %j with %j', (mobile, dialingCode, expected) => {
    expect(parsePhone(mobile, dialingCode)).toEqual(expected);
  });

  it.each([
    ['', '+880', 'missing'],
    ['   ', '+880', 'missing'],
    [undefined, '+880', 'missing'],
    ['017-1234-5678', '+880', 'invalid'],
    ['+8801712345678', '+880', 'invalid'],
    ['171234567', '+880', 'invalid'],
    ['11712345678', '+880', 'invalid'],
    ['017123456789', '+880', 'invalid'],
    ['12345', '+91', 'invalid'],
    ['1234567890123456', '+91', 'invalid'],
    ['01712345678', '+1', 'invalid'],
    ['01712345678', 'abc', 'invalid'],
  ])('refuses %j with %j as %s', (mobile, dialingCode, problem) => {
    expect(parsePhone(mobile, dialingCode)).toBe(problem);
  });

  it('writes Bangladeshi numbers with their trunk 0 again', () => {
    expect(localFormOf({ dialingCode: '+880', national: '1712345678' })).toBe('01712345678');
    expect(localFormOf({ dialingCode: '+91', national: '9876543210' })).toBe('9876543210');
  });
});
