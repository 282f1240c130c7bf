import type { Language } from '@croupier/domain';
import { formatDigits } from './format';

/**
 * An id as a reader sees it: an id of digits only (an in-house round, a deposit) is a number, written
 * in the language's digits; one with letters (a provider's round id) is a code, shown as it is and
 * marked by the caller as not to be translated.
 */
export function formatId(id: string, language: Language): { text: string; isCode: boolean } {
  return /^\d+$/.test(id) ? { text: formatDigits(id, language), isCode: false } : { text: id, isCode: true };
}
