import { useDeferredValue } from 'react';

/**
 * A query's state as the page shows it, one step behind when an answer arrives: the answer's render
 * (a row of cards, the banners) runs in React's sliced lane, which gives the browser the main thread
 * back every few milliseconds, instead of in one task the moment the answer lands. While the page
 * loads its home answers arrive one after another, and each drawn at once was a long task. On the
 * first render the state is shown as it is.
 */
export function useDeferredAnswer<T>(state: T): T {
  return useDeferredValue(state);
}
