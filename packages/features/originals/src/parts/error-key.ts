import { isApiError } from '@croupier/api-client';

/** Refusals with words of their own in the originals dictionary; anything else is the common "unknown". */
const KNOWN_REFUSALS = new Set([
  'INSUFFICIENT_FUNDS',
  'ROUND_NOT_FOUND',
  'ROUND_CLOSED',
  'ROUND_IN_PROGRESS',
  'BET_ALREADY_PLACED',
  'CELL_ALREADY_OPEN',
  'CASH_OUT_UNAVAILABLE',
  'BET_LIMIT',
  'VALIDATION_FAILED',
  'NOT_LOGGED_IN',
  'RATE_LIMITED',
]);

/** The dictionary key that says why a call failed, in the player's words. */
export function errorKeyOf(error: Error): string {
  if (!isApiError(error)) return 'common:errors.unknown';
  if (error.code === 'NETWORK') return 'common:errors.network';
  if (KNOWN_REFUSALS.has(error.code)) return `originals:errors.${error.code}`;
  return 'common:errors.unknown';
}
