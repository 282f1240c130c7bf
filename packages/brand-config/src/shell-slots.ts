/**
 * Where, inside a built shell's #root, the platform may put the first screen of the home page (the
 * real first banner) when it serves `/`. The build writes this comment after the first-paint header;
 * the server replaces it; React's first render replaces both.
 */
export const HOME_FIRST_PAINT_SLOT = '<!--home-first-paint-->';
