import { LiveToasts } from './live-toasts';
import { useLiveOrigin } from './live-origin';
import { useMemberLive } from './use-member-live';

/** A logged-in page's live socket and its toasts; loaded with the session's other upkeep, never for guests. */
export function MemberLive() {
  useMemberLive({ origin: useLiveOrigin() });
  return <LiveToasts />;
}
