import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@croupier/i18n';
import { STORYBOOK_RESOURCES } from '@croupier/i18n/storybook';

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

const keys = (dictionary: Dictionary) => leaves(dictionary).map(([key]) => key).sort();
const untranslated = (dictionary: Dictionary) => leaves(dictionary).filter(([, text]) => typeof text === 'string' && /[A-Za-z]{4,}/.test(wordsOf(text)));

describe.each([
  ['ui', RESOURCES.bn.ui, RESOURCES.en.ui],
  ['storybook', STORYBOOK_RESOURCES.bn, STORYBOOK_RESOURCES.en],
])('%s dictionary', (_name, bn, en) => {
  it('has the same keys in Bengali and English', () => {
    expect(keys(bn)).toEqual(keys(en));
  });

  it('has real Bengali: no English words left in bn', () => {
    expect(untranslated(bn)).toEqual([]);
  });
});

describe('app bundle', () => {
  it('carries no story words: they live in their own dictionary', () => {
    expect(Object.keys(RESOURCES.en.ui)).not.toContain('storybook');
  });
});
