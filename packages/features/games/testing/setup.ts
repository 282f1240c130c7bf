import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The first render of a lazy part (search results) waits for its module to be transformed.
// Retries back off for seconds, and a busy two-core machine slows every first render; the test's own
// timeout (15 s) still bounds each wait.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no scrolling; the pager scrolls a new page to its top.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
