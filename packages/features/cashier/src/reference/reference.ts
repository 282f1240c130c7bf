/** The transfer's reference as the contract takes it: 4 to 64 characters after trimming, of these. */
export const REFERENCE_MIN_LENGTH = 4;
export const REFERENCE_MAX_LENGTH = 64;
const REFERENCE_CHARACTERS = /^[A-Za-z0-9 ._/#-]+$/;

/** Why a typed reference cannot be sent; each has a message of its own in the cashier dictionary. */
export type ReferenceProblem = 'empty' | 'short' | 'long' | 'characters';

export type ReferenceCheck = { ok: true; reference: string } | { ok: false; problem: ReferenceProblem };

/**
 * The transaction id the player copied from their bank or wallet app, trimmed, checked as the server
 * will check it, so a refusal is said beside the field rather than after a round trip.
 */
export function checkReference(typed: string): ReferenceCheck {
  const reference = typed.trim();
  if (reference === '') return { ok: false, problem: 'empty' };
  if (reference.length < REFERENCE_MIN_LENGTH) return { ok: false, problem: 'short' };
  if (reference.length > REFERENCE_MAX_LENGTH) return { ok: false, problem: 'long' };
  if (!REFERENCE_CHARACTERS.test(reference)) return { ok: false, problem: 'characters' };
  return { ok: true, reference };
}
