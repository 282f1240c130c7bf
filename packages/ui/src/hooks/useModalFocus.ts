import { useEffect, type RefObject } from 'react';

/**
 * While `active`: moves focus into the panel (unless something inside already took it, such as an
 * autoFocus field), and when it ends gives focus back to whatever had it before, usually the opener.
 */
export function useModalFocus(panelRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const panel = panelRef.current;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (panel && !panel.contains(document.activeElement)) {
      const preferred = panel.querySelector<HTMLElement>('[data-autofocus]') ?? panel;
      preferred.focus({ preventScroll: true });
    }
    return () => {
      if (previouslyFocused?.isConnected) previouslyFocused.focus({ preventScroll: true });
    };
  }, [panelRef, active]);
}
