import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The first render of a lazy screen waits for its module to be transformed, which can pass a second.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no scrolling; the shell scrolls to top on route changes.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});
