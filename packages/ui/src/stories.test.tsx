import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { LANGUAGES } from '@croupier/domain';
import preview from '../.storybook/preview';

type StoryModule = Parameters<typeof composeStories>[0];

const storyModules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });
const componentFolders = Object.keys(import.meta.glob('./components/*/index.ts')).map((path) => path.split('/')[2]);

/** Words a reader would see: text outside <style>, plus names given to controls and images. */
function visibleWords(root: HTMLElement): string[] {
  const words: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('style, script')) continue;
    const text = node.textContent?.trim();
    if (text) words.push(text);
  }
  for (const element of root.querySelectorAll('[aria-label], [placeholder], [alt]')) {
    for (const name of ['aria-label', 'placeholder', 'alt']) {
      const value = element.getAttribute(name)?.trim();
      if (value) words.push(value);
    }
  }
  return words;
}

/** What an untranslated key looks like on screen, such as "dialog.close" or "storybook.deposit". */
const RAW_KEY = /^[a-z][a-zA-Z]*(\.[a-zA-Z]+)+$/;

describe('every story renders in the preview provider', () => {
  let consoleErrors: unknown[][] = [];

  beforeEach(() => {
    consoleErrors = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      consoleErrors.push(args);
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('has a story file for every component', () => {
    const withStories = Object.keys(storyModules).map((path) => path.split('/')[2]);
    expect(componentFolders.length).toBeGreaterThan(0);
    expect(componentFolders.filter((folder) => !withStories.includes(folder))).toEqual([]);
  });

  for (const language of LANGUAGES) {
    const projectAnnotations = { ...preview, initialGlobals: { ...preview.initialGlobals, language } };
    for (const [file, module] of Object.entries(storyModules)) {
      const stories = Object.entries(composeStories(module, projectAnnotations));
      describe(`${file} (${language})`, () => {
        it('has stories', () => {
          expect(stories.length).toBeGreaterThan(0);
        });
        for (const [name, Story] of stories) {
          it(name, async () => {
            const Composed = Story as () => ReactElement;
            const { unmount } = render(<Composed />);
            // Let effects and microtasks settle so errors thrown in them surface here.
            await act(async () => {});
            const words = visibleWords(document.body);
            expect(words.length, 'the story rendered no text or named element').toBeGreaterThan(0);
            expect(words.filter((word) => RAW_KEY.test(word)), 'untranslated keys on screen').toEqual([]);
            expect(document.documentElement.lang).toBe(language);
            expect(consoleErrors, 'React or a component logged an error').toEqual([]);
            unmount();
          });
        }
      });
    }
  }
});
