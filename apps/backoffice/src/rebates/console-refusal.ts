import type { TFunction } from 'i18next';
import { isApiError } from '@croupier/api-client/errors';

/** Why the platform refused a rebate call, as a sentence of the console's rebate words. */
export function rebateRefusal(t: TFunction<'rebates'>, error: unknown): string {
  if (!isApiError(error)) return t('console.errors.unknown');
  if (error.code === 'FORBIDDEN' || error.code === 'NOT_LOGGED_IN') return t(`console.errors.${error.code}`);
  if (error.code === 'VALIDATION_FAILED') {
    const detail = error.fields.length > 0 ? error.fields.map((field) => `${field.field} ${field.message}`).join('; ') : error.message;
    return t('console.errors.VALIDATION_FAILED', { detail });
  }
  return t('console.errors.unknown');
}
