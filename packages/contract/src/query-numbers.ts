import { z } from 'zod';

/** Query strings arrive as text; paging numbers are whole numbers written in digits, checked as numbers. */
export const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'is a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** The highest page number a list takes. */
export const MAX_PAGE_NUMBER = 100_000;

/** `page` and `pageSize` of a paged list, both optional; the server picks the defaults. */
export function pagingQuery(maxPageSize: number) {
  return { page: wholeNumber(1, MAX_PAGE_NUMBER).optional(), pageSize: wholeNumber(1, maxPageSize).optional() };
}
