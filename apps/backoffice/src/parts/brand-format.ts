import type { BackofficeBrand } from '@croupier/contract';
import { formatDateTime, formatMoney } from '@croupier/i18n';

/** Money of a brand in its own currency, in the console's language: integers in, words out, no float between. */
export function brandMoney(brand: BackofficeBrand, amountMinor: number): string {
  return formatMoney(amountMinor, brand.currency, 'en');
}

/** A time as the brand counts it (its time zone), so the desk and the player read the same hour. */
export function brandTime(brand: BackofficeBrand, iso: string): string {
  return formatDateTime(iso, 'en', brand.timeZone);
}
