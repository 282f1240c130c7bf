import { useEffect, useState } from 'react';

/**
 * Keeps an element mounted for `exitMs` after `open` turns false, so it can fade out before it leaves
 * the page. `closing` is true during that time.
 */
export function usePresence(open: boolean, exitMs: number): { mounted: boolean; closing: boolean } {
  const [mounted, setMounted] = useState(open);
  // Adjusting state during render (not in an effect) mounts on the same render that opens.
  if (open && !mounted) setMounted(true);

  useEffect(() => {
    if (open || !mounted) return;
    const timer = setTimeout(() => setMounted(false), exitMs);
    return () => clearTimeout(timer);
  }, [open, mounted, exitMs]);

  return { mounted: open || mounted, closing: !open && mounted };
}
