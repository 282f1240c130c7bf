import { useCallback, useEffect, useState } from 'react';

interface TrackState {
  /** Index into the rendered track, which has a copy of the last page before and of the first after. */
  position: number;
  /** False for the instant jump from a copy back to its real page. */
  animate: boolean;
}

/**
 * Where a looping carousel is. Moving past the last page slides onto a copy of the first, then, once
 * the transition is over, jumps without animation to the real first page: the loop looks endless.
 * With a single page there are no copies and nothing moves.
 */
export function useCarouselPosition(pageCount: number, transitionMs: number) {
  const looping = pageCount > 1;
  const [state, setState] = useState<TrackState>({ position: looping ? 1 : 0, animate: false });
  const { position } = state;

  // Page count changed (slides arrived or went): start again from the first real page.
  const [knownPageCount, setKnownPageCount] = useState(pageCount);
  if (knownPageCount !== pageCount) {
    setKnownPageCount(pageCount);
    setState({ position: looping ? 1 : 0, animate: false });
  }

  const currentPage = looping ? (((position - 1) % pageCount) + pageCount) % pageCount : 0;

  useEffect(() => {
    if (!looping || (position >= 1 && position <= pageCount)) return;
    const timer = setTimeout(() => setState({ position: position === 0 ? pageCount : 1, animate: false }), transitionMs);
    return () => clearTimeout(timer);
  }, [looping, position, pageCount, transitionMs]);

  // While on a copy the next jump is pending; moving further would run off the track.
  const next = useCallback(() => {
    if (!looping) return;
    setState((current) => (current.position > pageCount ? current : { position: current.position + 1, animate: true }));
  }, [looping, pageCount]);

  const previous = useCallback(() => {
    if (!looping) return;
    setState((current) => (current.position < 1 ? current : { position: current.position - 1, animate: true }));
  }, [looping]);

  const goTo = useCallback(
    (page: number) => {
      if (!looping) return;
      setState({ position: page + 1, animate: true });
    },
    [looping],
  );

  return { looping, position, animate: state.animate, currentPage, next, previous, goTo };
}
