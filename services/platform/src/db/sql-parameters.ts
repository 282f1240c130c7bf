/**
 * Statements written in pieces: a module that hands out SQL over its own tables (decision 0037) takes
 * the caller's `param` and adds its values to the statement's one parameter list.
 */

/** Adds a value to the statement's parameters and answers its placeholder ($n). */
export type SqlParam = (value: unknown) => string;

/** A statement's parameters, filled as its text is written. */
export function sqlParameters(): { params: unknown[]; param: SqlParam } {
  const params: unknown[] = [];
  return {
    params,
    param: (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    },
  };
}

/** `text` with LIKE's own characters escaped, so it matches itself only, anywhere in a value. */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The rows of one merchant in a range of instants [fromAt, toAt), as report fragments take them. */
export interface MerchantRange {
  merchantCode: string;
  fromAt: Date;
  toAt: Date;
}
