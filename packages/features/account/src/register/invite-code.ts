/**
 * An agent's invite link is `/register?aff=CODE` (decision 0022). The code is kept for the rest of
 * the visit, so a visitor who looks around before registering still lands under the agent who
 * invited them; a later link with another code replaces it.
 */
const STORAGE_KEY = 'croupier.inviteCode';
/** What an affiliate code may look like (the server's rule is alphanumeric, 4 to 16). */
const CODE_SHAPE = /^[A-Za-z0-9]{4,16}$/;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The invite code of the page's address, remembered; else one remembered earlier in the visit; else empty. */
export function inviteCodeOf(search: string): string {
  const fromLink = new URLSearchParams(search).get('aff')?.trim() ?? '';
  if (CODE_SHAPE.test(fromLink)) {
    storage()?.setItem(STORAGE_KEY, fromLink);
    return fromLink;
  }
  const kept = storage()?.getItem(STORAGE_KEY) ?? '';
  return CODE_SHAPE.test(kept) ? kept : '';
}
