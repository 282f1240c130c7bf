import { useLiveOrigin } from './live-origin';
import { usePageLive } from './use-page-live';

/** The page's live socket; the status gate loads it once the first status has come, for guests too. */
export function PageLive() {
  usePageLive({ origin: useLiveOrigin() });
  return null;
}
