/** One basis point is 1/10,000: a house edge of 100 basis points is 1 %. */
export const BASIS_POINTS = 10_000;

/**
 * Any edge from 0 to 100 % is arithmetic the games can do; a brand asking for more than half of every
 * stake has typed the wrong unit, so it is refused rather than played.
 */
export const MAX_HOUSE_EDGE_BPS = 5_000;

export function assertHouseEdgeBps(houseEdgeBps: number): void {
  if (!Number.isInteger(houseEdgeBps) || houseEdgeBps < 0 || houseEdgeBps > MAX_HOUSE_EDGE_BPS) {
    throw new RangeError(`house edge must be an integer from 0 to ${MAX_HOUSE_EDGE_BPS} basis points, got ${houseEdgeBps}`);
  }
}
