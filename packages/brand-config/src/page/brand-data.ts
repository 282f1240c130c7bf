/** The block holding the brand file the page is for; the app shell starts from it. */
export const BRAND_DATA_ID = 'croupier-brand';

/** What brandDataOf reads of a page: a browser's document has it (so does a test's stand-in). */
export interface PageElements {
  getElementById(id: string): { textContent: string | null } | null;
}

/**
 * The brand the page was made for, as the server put it in; null on a page without one. The server
 * checked the brand file against the schema when it loaded it, so the browser takes it as it is
 * (checking it again would put the schema library on the first route).
 */
export function brandDataOf(document: PageElements): unknown {
  const text = document.getElementById(BRAND_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as unknown) : null;
}
