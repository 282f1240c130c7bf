/**
 * How many of a row's items fit in `availablePx`, the rest folding into a "more" button at the end.
 * Widths are measured, in order; when every item fits, the button is not needed and takes no room.
 */
export function fittingItemCount(itemWidthsPx: readonly number[], moreWidthPx: number, availablePx: number, gapPx: number): number {
  let usedPx = 0;
  for (let index = 0; index < itemWidthsPx.length; index += 1) {
    usedPx += (itemWidthsPx[index] ?? 0) + (index > 0 ? gapPx : 0);
    const isLast = index === itemWidthsPx.length - 1;
    const morePx = isLast ? 0 : gapPx + moreWidthPx;
    if (usedPx + morePx > availablePx) return index;
  }
  return itemWidthsPx.length;
}
