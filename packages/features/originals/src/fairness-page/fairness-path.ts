/** The public page that describes every game's algorithm to the byte, with test vectors and the verifier to download. */
export const FAIRNESS_PATH = '/fairness';
