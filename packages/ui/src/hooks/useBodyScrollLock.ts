import { useEffect } from 'react';

let lockCount = 0;
let savedOverflow = '';
let savedPaddingRight = '';

/** Stops the page behind a modal from scrolling; nested modals share one lock. */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const { body, documentElement } = document;
    if (lockCount === 0) {
      savedOverflow = body.style.overflow;
      savedPaddingRight = body.style.paddingRight;
      // Hiding the scrollbar would widen the page; padding in its place keeps the layout still.
      const scrollbarWidthPx = window.innerWidth - documentElement.clientWidth;
      if (scrollbarWidthPx > 0) body.style.paddingRight = `${scrollbarWidthPx}px`;
      body.style.overflow = 'hidden';
    }
    lockCount += 1;
    return () => {
      lockCount -= 1;
      if (lockCount > 0) return;
      body.style.overflow = savedOverflow;
      body.style.paddingRight = savedPaddingRight;
    };
  }, [active]);
}
