import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The first render waits for the console's on-demand words; a busy machine slows it, and each test's
// own timeout (15 s) still bounds every wait.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
