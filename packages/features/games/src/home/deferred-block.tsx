import { useRef, type ReactNode } from 'react';
import { useNearViewport } from './use-near-viewport';

/**
 * Closer than the rows' own margin: a block that mounts when it is about to show, not a screen ahead,
 * keeps the first screen's work to the first screen. Its row then asks for games at once.
 */
const MOUNT_MARGIN = '200px 0px';

/**
 * A block below the fold: until it scrolls near the screen an empty box of about its height stands
 * in, so the page keeps its length and what follows does not move.
 */
export function DeferredBlock({ heightPx, children }: { heightPx: number; children: ReactNode }) {
  const holder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(holder, MOUNT_MARGIN);
  if (near) return <>{children}</>;
  return <div ref={holder} aria-hidden="true" style={{ minHeight: heightPx }} />;
}
