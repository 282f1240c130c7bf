/**
 * The pattern ids of SPEC §5. The server sends a pattern id per field; client and server check with
 * the same table, so a client that skips validation gets the same answer from the server.
 */
export const PATTERNS = {
  any: /^[\s\S]*$/u,
  letterFirstAlnum: /^[A-Za-z][A-Za-z0-9]*$/u,
  letters: /^[A-Za-z]+$/u,
  lettersAndDigits: /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/u,
  alphanumeric: /^[A-Za-z0-9]+$/u,
  digits: /^\d+$/u,
  uppercaseRequired: /^(?=.*[A-Z])[\s\S]+$/u,
  alphanumericWithUppercase: /^(?=.*[A-Z])[A-Za-z0-9]+$/u,
  strongPassword: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9\s])\S+$/u,
  englishLettersAndSpaces: /^[A-Za-z]+(?: [A-Za-z]+)*$/u,
  noSpaces: /^\S+$/u,
  chineseAndDigits: /^[\u4e00-\u9fa5\d]+$/u,
  chineseWithPunctuation: /^[\u4e00-\u9fa5\u3000-\u303f\uff01-\uff5e\u2018\u2019\u201c\u201d\u2026]+$/u,
  koreanOnly: /^[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]+(?: [\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]+)*$/u,
  thaiOnly: /^[\u0e00-\u0e7f]+(?: [\u0e00-\u0e7f]+)*$/u,
  email: /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/u,
  dateYmd: /^(\d{4})-(\d{2})-(\d{2})$/u,
  dateMdy: /^(\d{2})-(\d{2})-(\d{4})$/u,
} as const;

export type PatternId = keyof typeof PATTERNS;

/** '*' is the spec's spelling of "any". */
export function normalisePatternId(id: string): PatternId | null {
  if (id === '*') return 'any';
  return Object.hasOwn(PATTERNS, id) ? (id as PatternId) : null;
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Pattern match, plus calendar checks for the date patterns (2026-02-30 is not a date). */
export function matchesPattern(id: PatternId, value: string): boolean {
  const match = PATTERNS[id].exec(value);
  if (!match) return false;
  if (id === 'dateYmd') return isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
  if (id === 'dateMdy') return isRealDate(Number(match[3]), Number(match[1]), Number(match[2]));
  return true;
}
