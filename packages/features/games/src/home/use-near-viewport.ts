import { useEffect, useState, type RefObject } from 'react';

/** Sections start loading this far before they scroll into view, so they are ready when they arrive. */
const AHEAD_MARGIN = '600px 0px';

/**
 * True once the element has come within a screen's reach of the viewport, and then for good: rows
 * below the fold do not ask for their games on the first screen. Without IntersectionObserver (old
 * browsers, tests) everything counts as near.
 */
export function useNearViewport(target: RefObject<Element | null>, margin: string = AHEAD_MARGIN): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, target, margin]);
  return near;
}
