import { useEffect, useState } from 'react';

/** The longest a guest's page waits for an idle moment after its load before it opens its live socket. */
export const SETTLE_TIMEOUT_MS = 2_000;

interface SettleWindow {
  document: Pick<Document, 'readyState'>;
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
  removeEventListener(type: 'load', listener: () => void): void;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
}

/**
 * Calls `settled` once the page has loaded and the browser is idle (at most SETTLE_TIMEOUT_MS after
 * the load); returns the cancel. Work that no one waits for starts here instead of among the first
 * screen's scripts and renders.
 */
export function whenPageSettles(view: SettleWindow, settled: () => void): () => void {
  let idleHandle: number | null = null;
  let timer: number | null = null;
  const afterLoad = () => {
    if (view.requestIdleCallback) idleHandle = view.requestIdleCallback(settled, { timeout: SETTLE_TIMEOUT_MS });
    else timer = view.setTimeout(settled, 0);
  };
  if (view.document.readyState === 'complete') afterLoad();
  else view.addEventListener('load', afterLoad, { once: true });
  return () => {
    view.removeEventListener('load', afterLoad);
    if (idleHandle !== null) view.cancelIdleCallback?.(idleHandle);
    if (timer !== null) view.clearTimeout(timer);
  };
}

/** Whether the page has settled (see whenPageSettles); true from the start when `now` says so. */
export function usePageSettled(now: boolean): boolean {
  const [settled, setSettled] = useState(now);
  useEffect(() => {
    if (settled) return;
    if (now) {
      setSettled(true);
      return;
    }
    return whenPageSettles(window as unknown as SettleWindow, () => setSettled(true));
  }, [now, settled]);
  return settled || now;
}
