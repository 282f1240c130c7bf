import type { LAUNCH_DEVICES } from '@croupier/contract';

/** Below this width a game gets its phone layout from the provider. */
export const MOBILE_VIEWPORT_QUERY = '(max-width: 767px)';

export function launchDevice(view: Pick<Window, 'matchMedia'> | undefined = typeof window === 'undefined' ? undefined : window): (typeof LAUNCH_DEVICES)[number] {
  if (!view || typeof view.matchMedia !== 'function') return 'desktop';
  return view.matchMedia(MOBILE_VIEWPORT_QUERY).matches ? 'mobile' : 'desktop';
}
