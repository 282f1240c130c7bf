import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@croupier/i18n';

type Dictionary = Record<string, unknown>;

/** Every leaf of a dictionary as [dotted.key, text]. */
function leaves(dictionary: Dictionary, prefix = ''): [string, unknown][] {
  return Object.entries(dictionary).flatMap(([key, value]): [string, unknown][] =>
    value !== null && typeof value === 'object' ? leaves(value as Dictionary, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

/** Markup, addresses and placeholders are the same in every language; only the words count. */
function wordsOf(text: string): string {
  return text.replace(/<[^>]+>|https?:\S+|\{\{\w+\}\}/g, '');
}

describe('ui dictionary', () => {
  it('has the same keys in Bengali and English', () => {
    const keys = (dictionary: Dictionary) => leaves(dictionary).map(([key]) => key).sort();
    expect(keys(RESOURCES.bn.ui)).toEqual(keys(RESOURCES.en.ui));
  });

  it('has real Bengali: no English words left in bn', () => {
    const untranslated = leaves(RESOURCES.bn.ui).filter(([, text]) => typeof text === 'string' && /[A-Za-z]{4,}/.test(wordsOf(text)));
    expect(untranslated).toEqual([]);
  });
});
