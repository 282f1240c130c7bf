import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The first render of a lazy screen waits for its module (and the popups it opens) to be transformed,
// which takes seconds on a busy two-core machine; the test's own timeout (15 s) still bounds it.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no scrolling; the shell scrolls to top on route changes.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});
