import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The first render waits for the on-demand records dictionary; give that a moment under load.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
