import type { z } from 'zod';
import type { FieldError } from '@croupier/contract';
import { ApiError } from './api-error';

export type InputPart = 'path' | 'query' | 'body' | 'sealed body';

function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.flatMap((issue): FieldError[] => {
    if (issue.code === 'unrecognized_keys') {
      const parent = issue.path.map(String).join('.');
      return issue.keys.map((key) => ({ field: parent ? `${parent}.${key}` : key, message: 'is not a parameter of this call' }));
    }
    return [{ field: issue.path.map(String).join('.') || '(whole)', message: issue.message }];
  });
}

/** Parses one part of a request with its contract schema, or refuses with every bad field listed. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, part: InputPart): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrorsOf(result.error.issues);
  const names = [...new Set(fields.map((field) => field.field))].join(', ');
  throw new ApiError('VALIDATION_FAILED', `The request ${part} has ${fields.length === 1 ? 'an invalid field' : 'invalid fields'}: ${names}`, fields);
}
