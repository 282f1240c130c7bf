import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The first render waits for the on-demand promotions dictionary; give that a moment under load.
// Retries back off for seconds, and a busy two-core machine slows every first render; the test's own
// timeout (15 s) still bounds each wait.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
