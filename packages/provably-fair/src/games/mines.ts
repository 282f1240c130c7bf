import { assertHouseEdgeBps, BASIS_POINTS } from '../core/house-edge';
import { MULTIPLIER_SCALE, payoutMinor } from '../core/multiplier';
import { createOutcomeStream, type OutcomeStream } from '../core/outcome-stream';
import type { RoundSeeds } from '../core/seeds';
import { sampleWithoutReplacement } from '../core/shuffle';

export const MINES_GRID_SIDE = 5;
/** Cells are numbered 0..24 row by row: cell = row * 5 + column. */
export const MINES_GRID_CELLS = MINES_GRID_SIDE * MINES_GRID_SIDE;
export const MIN_MINES = 1;
export const MAX_MINES = MINES_GRID_CELLS - 1;

const ALL_CELLS: readonly number[] = Array.from({ length: MINES_GRID_CELLS }, (_, cell) => cell);

function assertMineCount(mineCount: number): void {
  if (!Number.isInteger(mineCount) || mineCount < MIN_MINES || mineCount > MAX_MINES) {
    throw new RangeError(`mine count must be an integer from ${MIN_MINES} to ${MAX_MINES}, got ${mineCount}`);
  }
}

function assertSafePicks(mineCount: number, safePicks: number): void {
  const safeCells = MINES_GRID_CELLS - mineCount;
  if (!Number.isInteger(safePicks) || safePicks < 1 || safePicks > safeCells) {
    throw new RangeError(`safe picks must be an integer from 1 to ${safeCells} with ${mineCount} mines, got ${safePicks}`);
  }
}

/** The mined cells, ascending: the first `mineCount` places of a Fisher–Yates shuffle of the grid. */
export function placeMinesOnStream(stream: OutcomeStream, mineCount: number): number[] {
  assertMineCount(mineCount);
  return sampleWithoutReplacement(stream, ALL_CELLS, mineCount).sort((a, b) => a - b);
}

export function placeMines(seeds: RoundSeeds, mineCount: number): number[] {
  return placeMinesOnStream(createOutcomeStream(seeds), mineCount);
}

export type MinesSettlement = {
  mines: number[];
  /** Index in the picks of the first mined cell, or null when every pick was safe. */
  mineHitAtPick: number | null;
  multiplierUnits: number;
  payoutMinor: number;
};

function assertPickedCells(mineCount: number, pickedCells: readonly number[]): void {
  assertSafePicks(mineCount, pickedCells.length);
  const cells = new Set(pickedCells);
  if (cells.size !== pickedCells.length) throw new RangeError('picked cells must be distinct');
  if (pickedCells.some((cell) => !Number.isInteger(cell) || cell < 0 || cell >= MINES_GRID_CELLS)) {
    throw new RangeError(`picked cells must be integers from 0 to ${MINES_GRID_CELLS - 1}`);
  }
}

/**
 * A finished game: the player opened `pickedCells` in order and cashed out after the last one, unless
 * one of them was mined (then nothing is paid and the later picks never happened).
 */
export function settleMinesOnStream(stream: OutcomeStream, mineCount: number, pickedCells: readonly number[], stakeMinor: number, houseEdgeBps: number): MinesSettlement {
  assertPickedCells(mineCount, pickedCells);
  const multiplierUnits = minesMultiplierUnits(mineCount, pickedCells.length, houseEdgeBps);
  const mines = placeMinesOnStream(stream, mineCount);
  const mined = new Set(mines);
  const hit = pickedCells.findIndex((cell) => mined.has(cell));
  if (hit >= 0) return { mines, mineHitAtPick: hit, multiplierUnits, payoutMinor: 0 };
  return { mines, mineHitAtPick: null, multiplierUnits, payoutMinor: payoutMinor(stakeMinor, multiplierUnits) };
}

export function settleMines(seeds: RoundSeeds, mineCount: number, pickedCells: readonly number[], stakeMinor: number, houseEdgeBps: number): MinesSettlement {
  return settleMinesOnStream(createOutcomeStream(seeds), mineCount, pickedCells, stakeMinor, houseEdgeBps);
}

function binomial(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 1; i <= k; i += 1) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

/**
 * The multiplier on offer after `safePicks` safe cells. The chance of k safe picks in a row is
 * C(25 - mines, k) / C(25, k); the fair multiplier is its inverse and the house pays (1 - edge) times
 * that, rounded down to 1/10,000. Computed in integers so every verifier gets the same digits.
 */
export function minesMultiplierUnits(mineCount: number, safePicks: number, houseEdgeBps: number): number {
  assertMineCount(mineCount);
  assertSafePicks(mineCount, safePicks);
  assertHouseEdgeBps(houseEdgeBps);
  const numerator = BigInt(BASIS_POINTS - houseEdgeBps) * BigInt(MULTIPLIER_SCALE) * binomial(MINES_GRID_CELLS, safePicks);
  const denominator = BigInt(BASIS_POINTS) * binomial(MINES_GRID_CELLS - mineCount, safePicks);
  return Number(numerator / denominator);
}

/** The chance that `safePicks` chosen cells are all safe. */
export function minesSurvivalChance(mineCount: number, safePicks: number): number {
  assertMineCount(mineCount);
  assertSafePicks(mineCount, safePicks);
  return Number(binomial(MINES_GRID_CELLS - mineCount, safePicks)) / Number(binomial(MINES_GRID_CELLS, safePicks));
}

/** Return to player of "pick this many cells, then cash out". */
export function minesRtp(mineCount: number, safePicks: number, houseEdgeBps: number): number {
  return minesSurvivalChance(mineCount, safePicks) * (minesMultiplierUnits(mineCount, safePicks, houseEdgeBps) / MULTIPLIER_SCALE);
}
