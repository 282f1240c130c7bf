import { NUMBER_LOCALE } from '@croupier/i18n';
import type { Language } from '@croupier/domain';

const KIB = 1024;
const MIB = KIB * KIB;

/** A file's size in KB or MB with at most one decimal, in the reader's digits, for `cashier:sizes.<unit>`. */
export function fileSize(bytes: number, language: Language): { unit: 'kb' | 'mb'; amount: string } {
  const format = new Intl.NumberFormat(NUMBER_LOCALE[language], { maximumFractionDigits: 1 });
  if (bytes >= MIB) return { unit: 'mb', amount: format.format(bytes / MIB) };
  return { unit: 'kb', amount: format.format(Math.max(bytes / KIB, 0.1)) };
}
