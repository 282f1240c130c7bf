import type { z } from 'zod';
import { WHOLE_NUMBER_MESSAGE, type FieldError } from '@croupier/contract';
import type { Language } from '@croupier/domain';
import { validationMessage } from '@croupier/validation';
import { ApiError } from './api-error';

export type InputPart = 'path' | 'query' | 'body' | 'sealed body';

/**
 * Path and query numbers arrive as text and are checked as whole numbers between bounds; their
 * refusals say what is wrong (not a number, or more than the most allowed) in the reader's language,
 * through the validation messages. Other messages stay as the contract words them.
 */
function textNumberMessage(issue: z.core.$ZodIssue, language: Language): string | null {
  if (issue.message === WHOLE_NUMBER_MESSAGE) return validationMessage({ code: 'wholeNumber' }, language);
  if (issue.code === 'too_big' && issue.origin === 'number') return validationMessage({ code: 'atMost', max: Number(issue.maximum) }, language);
  if (issue.code === 'too_small' && issue.origin === 'number') return validationMessage({ code: 'atLeast', min: Number(issue.minimum) }, language);
  return null;
}

function fieldErrorsOf(issues: readonly z.core.$ZodIssue[], part: InputPart, language: Language): FieldError[] {
  const fromText = part === 'path' || part === 'query';
  return issues.flatMap((issue): FieldError[] => {
    if (issue.code === 'unrecognized_keys') {
      const parent = issue.path.map(String).join('.');
      return issue.keys.map((key) => ({ field: parent ? `${parent}.${key}` : key, message: 'is not a parameter of this call' }));
    }
    const message = (fromText ? textNumberMessage(issue, language) : null) ?? issue.message;
    return [{ field: issue.path.map(String).join('.') || '(whole)', message }];
  });
}

/** Parses one part of a request with its contract schema, or refuses with every bad field listed. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, part: InputPart, language: Language = 'en'): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrorsOf(result.error.issues, part, language);
  const names = [...new Set(fields.map((field) => field.field))].join(', ');
  throw new ApiError('VALIDATION_FAILED', `The request ${part} has ${fields.length === 1 ? 'an invalid field' : 'invalid fields'}: ${names}`, fields);
}
