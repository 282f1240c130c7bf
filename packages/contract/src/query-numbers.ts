import { z } from 'zod';

/** The message of a query number that is not written in digits; the server answers it in the reader's language. */
export const WHOLE_NUMBER_MESSAGE = 'is a whole number';

/**
 * Query strings arrive as text; paging numbers are whole numbers written in digits, checked as numbers.
 * Any count of digits is read, so a number too large is told the most it may be, not that it is no number.
 */
export const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, WHOLE_NUMBER_MESSAGE)
    // Past 15 digits a number is beyond every bound here, and past 308 it would read as Infinity.
    .transform((digits) => (digits.length > 15 ? Number.MAX_SAFE_INTEGER : Number(digits)))
    .pipe(z.number().int().min(min).max(max));

/** The highest page number a list takes. */
export const MAX_PAGE_NUMBER = 100_000;

/** `page` and `pageSize` of a paged list, both optional; the server picks the defaults. */
export function pagingQuery(maxPageSize: number) {
  return { page: wholeNumber(1, MAX_PAGE_NUMBER).optional(), pageSize: wholeNumber(1, maxPageSize).optional() };
}
