/** The round verifier's page; a round's id rides in its query so a link opens that round. */
export const VERIFY_PATH = '/bgs/verify';

export function verifyPathOf(roundId: string): string {
  return `${VERIFY_PATH}?round=${encodeURIComponent(roundId)}`;
}
