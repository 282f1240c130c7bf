/** Languages the dictionaries are complete for. SPEC §9: default BN, supported BN and EN. */
export const LANGUAGES = ['bn', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Every language we ship is written left to right; the shell still sets `dir` from this table. */
export const LANGUAGE_DIRECTION: Record<Language, 'ltr' | 'rtl'> = { bn: 'ltr', en: 'ltr' };
