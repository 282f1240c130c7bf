import { createHash } from 'node:crypto';

/** A repeatable stream of numbers in [0, 1): the same text gives the same stream on every machine. */
export type SeededRandom = () => number;

/**
 * sfc32 seeded from SHA-256 of the text. Only the look and the reel strips of a game come from it;
 * spin outcomes never do (they come from crypto.randomInt).
 */
export function seededRandomOf(text: string): SeededRandom {
  const digest = createHash('sha256').update(text).digest();
  let a = digest.readUInt32BE(0);
  let b = digest.readUInt32BE(4);
  let c = digest.readUInt32BE(8);
  let d = digest.readUInt32BE(12);
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  };
  // The first outputs of sfc32 still carry the seed's shape; throw them away.
  for (let index = 0; index < 12; index += 1) next();
  return next;
}

/** A whole number in [0, bound). */
export function seededIndex(random: SeededRandom, bound: number): number {
  return Math.floor(random() * bound);
}

/** The items in a seeded order (Fisher-Yates). */
export function seededShuffle<T>(random: SeededRandom, items: readonly T[]): T[] {
  const shuffled = [...items];
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = seededIndex(random, index + 1);
    [shuffled[index], shuffled[other]] = [shuffled[other] as T, shuffled[index] as T];
  }
  return shuffled;
}
