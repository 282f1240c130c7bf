import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A popup's first render waits for its dictionary chunk; give that a moment under load.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
