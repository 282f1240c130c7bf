import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The first render waits for the on-demand rebates dictionary; give it a moment on a busy machine. The
// test's own timeout (15 s) still bounds each wait.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
