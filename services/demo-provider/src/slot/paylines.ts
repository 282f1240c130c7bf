/** Reels and rows of every game: 5 reels of 3 visible rows. */
export const REEL_COUNT = 5;
export const ROW_COUNT = 3;

/**
 * The fixed paylines, each the row (0 top, 2 bottom) it crosses on reels 1 to 5. Every line is always
 * played; the total bet is the line bet times the number of lines.
 */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

export const LINE_COUNT = PAYLINES.length;

/** Fewest matching symbols from the left that pay. */
export const MIN_RUN = 3;
