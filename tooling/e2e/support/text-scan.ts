import type { Page } from '@playwright/test';

/** One piece of visible text a page shows, with where it sits (the nearest test id, or the tag). */
export interface ShownText {
  text: string;
  where: string;
}

/**
 * Every text a player can see on the page now: visible text nodes, and the placeholders, labels and
 * titles of visible elements. Text inside `translate="no"` is left out: that marks a code (a reference
 * a player typed, an account number) that is the same in every language.
 */
export async function shownTexts(page: Page): Promise<ShownText[]> {
  return page.evaluate(() => {
    const found: { text: string; where: string }[] = [];
    const whereOf = (element: Element): string => {
      const marked = element.closest('[data-testid]');
      return marked ? `[data-testid=${marked.getAttribute('data-testid')}]` : element.tagName.toLowerCase();
    };
    const skipped = (element: Element): boolean => element.closest('script, style, noscript, template, [translate="no"]') !== null;
    const visible = (element: Element): boolean => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.nodeValue ?? '').trim();
      const parent = node.parentElement;
      if (!text || !parent || skipped(parent) || !visible(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      found.push({ text, where: whereOf(parent) });
    }
    for (const element of Array.from(document.body.querySelectorAll('[placeholder], [aria-label], [title], img[alt]'))) {
      if (skipped(element) || !visible(element)) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const text = (element.getAttribute(name) ?? '').trim();
        if (text) found.push({ text, where: `${whereOf(element)}@${name}` });
      }
    }
    return found;
  });
}

/**
 * The texts that are not Bengali: any Latin letter or Latin digit left once the allowed names (brand,
 * channel and vendor names, the test's own usernames) are taken out.
 */
export function latinLeaks(texts: readonly ShownText[], allowed: readonly string[]): ShownText[] {
  // Longest first, so "City Bank" goes before a shorter name inside it.
  const names = [...new Set(allowed)].filter(Boolean).sort((a, b) => b.length - a.length);
  return texts.filter(({ text }) => {
    let rest = text;
    for (const name of names) rest = rest.split(name).join(' ');
    return /[A-Za-z0-9]/.test(rest);
  });
}
