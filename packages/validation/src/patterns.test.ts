import { describe, expect, it } from 'vitest';
import { PATTERNS, matchesPattern, normalisePatternId, type PatternId } from './patterns';

const CASES: Record<PatternId, { pass: string[]; fail: string[] }> = {
  any: { pass: ['anything at all', 'ক'], fail: [] },
  letterFirstAlnum: { pass: ['a1', 'Player007'], fail: ['1abc', 'ab_c', 'ab c'] },
  letters: { pass: ['abc', 'ABC'], fail: ['ab1', 'a b'] },
  lettersAndDigits: { pass: ['abc1', '1abc'], fail: ['abc', '123', 'ab-1'] },
  alphanumeric: { pass: ['abc', '123', 'a1'], fail: ['a-1', 'a 1'] },
  digits: { pass: ['0123'], fail: ['12a', '১২৩'] },
  uppercaseRequired: { pass: ['abC', 'A b!'], fail: ['abc', '123'] },
  alphanumericWithUppercase: { pass: ['Abc1', 'ABC'], fail: ['abc1', 'Ab-1'] },
  strongPassword: { pass: ['Abcdef1!', 'x9Y#'], fail: ['Abcdef12', 'abcdef1!', 'ABCDEF1!', 'Abcdef!!', 'Ab cd1!'] },
  englishLettersAndSpaces: { pass: ['Rahim Uddin', 'Ann'], fail: ['Rahim  Uddin', ' Ann', 'Ann1', 'রহিম'] },
  noSpaces: { pass: ['a-b_c!'], fail: ['a b', 'a\tb'] },
  chineseAndDigits: { pass: ['张三1'], fail: ['张三a', 'abc'] },
  chineseWithPunctuation: { pass: ['你好，世界。'], fail: ['你好 world'] },
  koreanOnly: { pass: ['안녕하세요', '김 민수'], fail: ['안녕1', 'hello'] },
  thaiOnly: { pass: ['สวัสดี'], fail: ['สวัสดี1', 'hello'] },
  email: { pass: ['name@example.com', 'a.b+c@mail.co.uk'], fail: ['name@', '@example.com', 'a b@x.com', 'name@example'] },
  dateYmd: { pass: ['2026-02-28', '2024-02-29'], fail: ['2026-02-29', '2026-13-01', '28-02-2026', '2026-2-1'] },
  dateMdy: { pass: ['02-28-2026', '02-29-2024'], fail: ['02-29-2026', '2026-02-28', '13-01-2026'] },
};

describe('patterns', () => {
  it('has a case table for every pattern', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(PATTERNS).sort());
  });
  for (const [id, { pass, fail }] of Object.entries(CASES) as [PatternId, { pass: string[]; fail: string[] }][]) {
    it(`${id} accepts and refuses the right values`, () => {
      for (const value of pass) expect(matchesPattern(id, value), `${id} should accept ${value}`).toBe(true);
      for (const value of fail) expect(matchesPattern(id, value), `${id} should refuse ${value}`).toBe(false);
    });
  }
  it("reads '*' as any and refuses unknown ids", () => {
    expect(normalisePatternId('*')).toBe('any');
    expect(normalisePatternId('email')).toBe('email');
    expect(normalisePatternId('toString')).toBeNull();
    expect(normalisePatternId('nope')).toBeNull();
  });
});
