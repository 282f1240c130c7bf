import { useEffect, useState, type RefObject } from 'react';

export interface TrackEdges {
  /** the track shows its first column whole: nothing to go back to */
  start: boolean;
  /** the track shows its last column whole: nothing more to go on to */
  end: boolean;
}

/** A column counts as whole when this much of it shows (sub-pixel widths never reach exactly 1). */
const WHOLE_RATIO = 0.98;
/** A column within this distance of the track's edge counts as shown, as a scroll that stops short of it. */
const EDGE_SLACK = '0px 4px';

/**
 * Whether a sideways track is at its start and at its end, as the browser tells it: an
 * IntersectionObserver watches the first and last columns with the track as its root. Reading
 * scrollLeft, clientWidth and scrollWidth instead (in an effect after every commit, and on every scroll
 * and resize) made the browser lay out the whole page at once for every row, over and over while the
 * home page loaded; the observer's answers come after the browser's own layout, at no extra cost.
 * `layoutKey` names what the track holds (re-observed when it changes). Without IntersectionObserver
 * (old browsers, tests) both edges stay shown.
 */
export function useTrackEdges(track: RefObject<HTMLElement | null>, layoutKey: string): TrackEdges {
  const [edges, setEdges] = useState<TrackEdges>({ start: true, end: true });
  useEffect(() => {
    const element = track.current;
    const first = element?.firstElementChild;
    const last = element?.lastElementChild;
    if (!element || !first || !last || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) =>
        setEdges((current) => {
          let { start, end } = current;
          for (const entry of entries) {
            const whole = entry.isIntersecting && entry.intersectionRatio >= WHOLE_RATIO;
            if (entry.target === first) start = whole;
            if (entry.target === last) end = whole;
          }
          return start === current.start && end === current.end ? current : { start, end };
        }),
      { root: element, rootMargin: EDGE_SLACK, threshold: [0, WHOLE_RATIO] },
    );
    observer.observe(first);
    if (last !== first) observer.observe(last);
    return () => observer.disconnect();
  }, [track, layoutKey]);
  return edges;
}
