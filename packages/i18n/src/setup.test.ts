import { describe, expect, it } from 'vitest';
import { ON_DEMAND_NAMESPACES, NAMESPACES } from './namespaces';
import { createI18n } from './setup';
import bnAccount from './locales/bn/account.json';
import enAccount from './locales/en/account.json';

describe('on-demand namespaces', () => {
  it('are not there at start, and load with both the language and its fallback when asked for', async () => {
    const i18n = createI18n('bn');
    expect(i18n.hasLoadedNamespace('account')).toBe(false);
    await i18n.loadNamespaces('account');
    expect(i18n.hasLoadedNamespace('account')).toBe(true);
    expect(i18n.getResourceBundle('bn', 'account')).toEqual(bnAccount);
    expect(i18n.getResourceBundle('en', 'account')).toEqual(enAccount);
  });

  it('follow a change of language', async () => {
    const i18n = createI18n('en', 'en');
    await i18n.loadNamespaces('account');
    await i18n.changeLanguage('bn');
    expect(i18n.getResourceBundle('bn', 'account')).toEqual(bnAccount);
  });

  it('hold the game words, which the first route does without', async () => {
    const i18n = createI18n('bn');
    expect(i18n.hasLoadedNamespace('games')).toBe(false);
    await i18n.loadNamespaces('games');
    expect(i18n.t('games:hotGames')).toBe('জনপ্রিয় গেম');
  });

  it('are part of the namespace list that the dictionary check walks', () => {
    for (const namespace of ON_DEMAND_NAMESPACES) expect(NAMESPACES).toContain(namespace);
  });
});
