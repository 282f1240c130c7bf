import { useEffect, useState } from 'react';

/** How long a step may wait for idle time before it runs anyway, so every section does arrive. */
const IDLE_TIMEOUT_MS = 1500;

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 50);
  return () => window.clearTimeout(handle);
}

/**
 * How many of `total` blocks below the fold to show: `initial` at first, then one more in each idle
 * period after the last one has been committed. Rendering them one at a time keeps each piece of work
 * short, so the first screen stays responsive while the rest of the page fills in. Without
 * IntersectionObserver (old browsers, tests) everything shows at once, as the rows load at once there.
 */
export function useIdleReveal(total: number, initial = 0): number {
  const [shown, setShown] = useState(() => (typeof IntersectionObserver === 'undefined' ? Number.POSITIVE_INFINITY : initial));
  useEffect(() => {
    if (shown >= total) return;
    return whenIdle(() => setShown((count) => count + 1));
  }, [shown, total]);
  return shown;
}
