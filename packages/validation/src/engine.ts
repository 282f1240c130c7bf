import { matchesPattern, normalisePatternId, type PatternId } from './patterns';

export interface FieldRule {
  patternId: string;
  minLength: number;
  maxLength: number;
  required: boolean;
}

export type ValidationIssue =
  | { code: 'required' }
  | { code: 'notText' }
  | { code: 'unknownPattern'; patternId: string }
  | { code: 'pattern'; patternId: PatternId; min: number; max: number }
  | { code: 'length'; patternId: PatternId; min: number; max: number }
  /** numbers (a query's page size and the like): not a whole number, or outside its bounds */
  | { code: 'wholeNumber' }
  | { code: 'atMost'; max: number }
  | { code: 'atLeast'; min: number };

/** Length in characters as a person counts them (code points), not UTF-16 units. */
export function characterCount(value: string): number {
  return [...value].length;
}

/**
 * Checks one value against one rule. Empty optional fields pass; values are trimmed first because
 * the spec trims login and register inputs.
 */
export function validateField(raw: unknown, rule: FieldRule): ValidationIssue | null {
  if (raw === undefined || raw === null || raw === '') return rule.required ? { code: 'required' } : null;
  if (typeof raw !== 'string') return { code: 'notText' };
  const value = raw.trim();
  if (value === '') return rule.required ? { code: 'required' } : null;
  const patternId = normalisePatternId(rule.patternId);
  if (!patternId) return { code: 'unknownPattern', patternId: rule.patternId };
  const bounds = { patternId, min: rule.minLength, max: rule.maxLength };
  const length = characterCount(value);
  if (length < rule.minLength || length > rule.maxLength) return { code: 'length', ...bounds };
  if (!matchesPattern(patternId, value)) return { code: 'pattern', ...bounds };
  return null;
}

/** Every field's issue, keyed by field name; an empty object means the form is valid. */
export function validateFields<Field extends string>(
  values: Partial<Record<Field, unknown>>,
  rules: Partial<Record<Field, FieldRule>>,
): Partial<Record<Field, ValidationIssue>> {
  const issues: Partial<Record<Field, ValidationIssue>> = {};
  for (const field of Object.keys(rules) as Field[]) {
    const rule = rules[field];
    if (!rule) continue;
    const issue = validateField(values[field], rule);
    if (issue) issues[field] = issue;
  }
  return issues;
}
