import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { CallDefinition, CallQuery, CallValue } from '@croupier/contract';
import { callQueryKey, useCallQuery, type CallQueryOptions } from '@croupier/api-client/react';
import { useGamesEnvironment } from '../environment/games-environment';
import { useContentLanguage } from '../parts/use-content-language';
import { readSessionEntry, sessionCacheKey, writeSessionEntry, type ValueSchema } from './session-cache';

/**
 * SPEC §7: an answer kept in sessionStorage for the tab. A reload shows the kept answer at once (and
 * asks again in the background once it is older than the query's stale time); a change of language
 * asks again whatever is kept, as names come in the reader's language.
 */
export function useSessionCachedCall<C extends CallDefinition>(
  call: C,
  query: CallQuery<C>,
  { select }: Pick<CallQueryOptions<C>, 'select'> = {},
): UseQueryResult<CallValue<C>, Error> {
  const { sessionStorage, merchantCode } = useGamesEnvironment();
  const language = useContentLanguage();
  const queryClient = useQueryClient();
  const storageKey = sessionCacheKey(call.name, merchantCode, language);
  const kept = useMemo(() => readSessionEntry(sessionStorage, storageKey, call.value as ValueSchema<CallValue<C>>), [sessionStorage, storageKey, call.value]);
  const result = useCallQuery(call, query, { ...(kept ? { initialData: kept.value, initialDataUpdatedAt: kept.savedAt } : {}), ...(select ? { select } : {}) });
  const queryKey = callQueryKey(call, query);

  const { data, dataUpdatedAt, isFetchedAfterMount } = result;
  useEffect(() => {
    // Only an answer from the server is worth keeping; the kept one is already there. What is kept is
    // the answer as the server gave it, not as `select` showed it (art on this visit's image host).
    if (data === undefined || !isFetchedAfterMount) return;
    const answer = queryClient.getQueryData<CallValue<C>>(queryKey);
    if (answer !== undefined) writeSessionEntry(sessionStorage, storageKey, { savedAt: dataUpdatedAt, value: answer });
    // The query key names the same call, merchant and language as storageKey does.
  }, [data, dataUpdatedAt, isFetchedAfterMount, sessionStorage, storageKey, queryClient]);

  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    // A running request for the new language is the fresh answer already; do not start a second.
    void queryClient.invalidateQueries({ queryKey, exact: true }, { cancelRefetch: false });
    // The key changes with the language; that change is what this effect is about.
  }, [language]);

  return result;
}
