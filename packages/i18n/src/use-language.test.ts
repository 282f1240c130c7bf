import { describe, expect, it } from 'vitest';
import { createI18n } from './setup';
import { languageOf } from './use-language';

describe('languageOf', () => {
  it('is the language the instance speaks, and follows a change', async () => {
    const i18n = createI18n('bn');
    expect(languageOf(i18n)).toBe('bn');
    await i18n.changeLanguage('en');
    expect(languageOf(i18n)).toBe('en');
  });

  it('is English for a language of none of the brands', () => {
    expect(languageOf({ language: 'fr' })).toBe('en');
    expect(languageOf({ language: '' })).toBe('en');
  });
});
