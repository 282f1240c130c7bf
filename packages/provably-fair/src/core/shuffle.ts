import type { OutcomeStream } from './outcome-stream';
import { uniformInt } from './uniform';

/**
 * Fisher–Yates: position i takes an unbiased pick among the items not yet placed, so each of the
 * n! orders has probability 1/n!. Picking by `sort(() => random - 0.5)` or by a biased index (modulo)
 * does not give that. Only the first `count` positions are drawn: they are already a uniform ordered
 * sample without replacement, and the rest of the shuffle would spend bytes on nothing.
 */
export function sampleWithoutReplacement<T>(stream: OutcomeStream, items: readonly T[], count: number): T[] {
  if (!Number.isInteger(count) || count < 0 || count > items.length) throw new RangeError(`count must be an integer from 0 to ${items.length}, got ${count}`);
  const pool = [...items];
  // The last item of a full shuffle has nowhere else to go, so it costs no draw.
  const drawnPositions = Math.min(count, pool.length - 1);
  for (let position = 0; position < drawnPositions; position += 1) {
    const pick = position + uniformInt(stream, pool.length - position);
    [pool[position], pool[pick]] = [pool[pick] as T, pool[position] as T];
  }
  return pool.slice(0, count);
}

/** A uniformly random order of all the items. */
export function shuffle<T>(stream: OutcomeStream, items: readonly T[]): T[] {
  return sampleWithoutReplacement(stream, items, items.length);
}
