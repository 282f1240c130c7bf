import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS, searchTermOf } from './search-term';

export const SEARCH_PARAM = 'q';

/**
 * The search box's text and the search it has settled on. The settled search lives in the address
 * (`?q=`), so Back and a reload keep it; typing reaches the address only after a pause, and a new
 * search starts again from its first page.
 */
export function useSearchTerm() {
  const [params, setParams] = useSearchParams();
  const settled = searchTermOf(params.get(SEARCH_PARAM) ?? '');
  const [text, setText] = useState(settled ?? '');

  // Back, forward or a link changed the search: the box shows it.
  useEffect(() => {
    if (searchTermOf(text) !== settled) setText(settled ?? '');
    // Only a change of the address is followed here; typing is followed below.
  }, [settled]);

  const wanted = searchTermOf(text);
  useEffect(() => {
    if (wanted === settled) return;
    const write = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (wanted) next.set(SEARCH_PARAM, wanted);
          else next.delete(SEARCH_PARAM);
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    // Clearing the box shows the page again at once; a search waits for the typing to pause.
    if (wanted === null) {
      write();
      return;
    }
    const timer = setTimeout(write, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted, settled, setParams]);

  const typed = text.trim().length;
  return { text, setText, term: settled, tooShort: typed > 0 && wanted === null, pending: wanted !== null && wanted !== settled };
}
