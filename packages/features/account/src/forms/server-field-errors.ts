import { isApiError } from '@croupier/api-client';
import type { FieldErrors } from './use-form';

/**
 * The server's VALIDATION_FAILED fields, keyed by the form's own field names. The server may name a
 * field by its path inside the sealed body ("secret.username"); the last segment is the field.
 */
export function serverFieldErrors<Field extends string>(error: unknown, fields: readonly Field[]): FieldErrors<Field> {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return {};
  const errors: FieldErrors<Field> = {};
  for (const { field, message } of error.fields) {
    const name = field.split('.').at(-1) as Field | undefined;
    if (name && fields.includes(name) && !errors[name]) errors[name] = message;
  }
  return errors;
}
