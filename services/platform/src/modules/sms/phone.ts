/** Countries players may give a mobile number of (SPEC §3 country: countryCode, countryDialingCode). */
export interface Country {
  countryCode: string;
  countryDialingCode: string;
  name: string;
}

export const DEFAULT_COUNTRY_CODE = 'BD';
export const BANGLADESH_DIALING_CODE = '+880';

export const COUNTRIES: readonly Country[] = [
  { countryCode: 'BD', countryDialingCode: BANGLADESH_DIALING_CODE, name: 'Bangladesh' },
  { countryCode: 'IN', countryDialingCode: '+91', name: 'India' },
  { countryCode: 'NP', countryDialingCode: '+977', name: 'Nepal' },
  { countryCode: 'BT', countryDialingCode: '+975', name: 'Bhutan' },
  { countryCode: 'MM', countryDialingCode: '+95', name: 'Myanmar' },
  { countryCode: 'PK', countryDialingCode: '+92', name: 'Pakistan' },
  { countryCode: 'LK', countryDialingCode: '+94', name: 'Sri Lanka' },
];

/** A mobile number in one canonical form, so one phone is one row whatever way it was typed. */
export interface PhoneNumber {
  /** +880 */
  dialingCode: string;
  /** digits after the dialing code, without the Bangladeshi trunk 0: 1712345678 */
  national: string;
}

export type PhoneProblem = 'missing' | 'invalid';

function dialingCodeFrom(text: string | undefined): string | null {
  const compact = (text ?? '').replace(/\s/g, '');
  if (compact === '') return BANGLADESH_DIALING_CODE;
  const withPlus = compact.startsWith('+') ? compact : `+${compact}`;
  return COUNTRIES.some((country) => country.countryDialingCode === withPlus) ? withPlus : null;
}

/**
 * Reads a mobile number as players type it: digits only after trimming; for +880 ten digits, or
 * eleven with the leading 0 Bangladeshis write; six to fifteen digits elsewhere.
 */
export function parsePhone(mobileNum: string | undefined, countryDialingCode: string | undefined): PhoneNumber | PhoneProblem {
  const digits = (mobileNum ?? '').trim();
  if (digits === '') return 'missing';
  if (!/^\d+$/.test(digits)) return 'invalid';
  const dialingCode = dialingCodeFrom(countryDialingCode);
  if (dialingCode === null) return 'invalid';
  if (dialingCode === BANGLADESH_DIALING_CODE) {
    if (digits.length === 10 && !digits.startsWith('0')) return { dialingCode, national: digits };
    if (digits.length === 11 && digits.startsWith('0')) return { dialingCode, national: digits.slice(1) };
    return 'invalid';
  }
  return digits.length >= 6 && digits.length <= 15 ? { dialingCode, national: digits } : 'invalid';
}

/** The number as people at home write it, and the username of a mobile registration: 01712345678. */
export function localFormOf(phone: PhoneNumber): string {
  return phone.dialingCode === BANGLADESH_DIALING_CODE ? `0${phone.national}` : phone.national;
}

/** One string per phone, for counters keyed by number. */
export function phoneKey(phone: PhoneNumber): string {
  return `${phone.dialingCode} ${phone.national}`;
}
