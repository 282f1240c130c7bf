import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameActions } from '../cards/use-game-actions';
import { useHotGames } from '../data/use-catalogue';
import { LoadError } from '../parts/load-error';
import { GameRow } from './game-row';

/** A phone's screen, where the row shows about two and a half columns (PairTrack's narrowest widths). */
const PHONE_QUERY = '(max-width: 479px)';

/**
 * Columns the hot row draws before the player reaches for it: what the screen shows and one more. Six
 * fill the widest view; a phone shows two and a half, so six there would draw twice the cards (and lay
 * them out) for nothing while the page loads.
 */
export function hotColumnsFor(matchMedia: ((query: string) => { matches: boolean }) | undefined): number {
  return matchMedia?.(PHONE_QUERY).matches ? 3 : 6;
}

/** hotColumnsFor this screen, fixed for the row's life (a row does not shrink back once drawn). */
export function useColumnsInSight(): number {
  const [columns] = useState(() => hotColumnsFor(typeof window.matchMedia === 'function' ? (query) => window.matchMedia(query) : undefined));
  return columns;
}

/** SPEC §2 hot games: the merchant's hot list, kept for the tab (SPEC §7) so a reload shows it at once. */
export function HotGames({ actions }: { actions: GameActions }) {
  const { t } = useTranslation('games');
  const hot = useHotGames();
  const columns = useColumnsInSight();
  if (hot.isSuccess && hot.data.games.length === 0) return null;
  return (
    <GameRow
      title={t('games:hotGames')}
      cards={hot.data?.games ?? []}
      actions={actions}
      testId="home-hot-games"
      controlsTestId="hot-row"
      eagerImages
      // The hot list is the home page's showcase: its games in their large art (SPEC §3 lagerIcon).
      art="large"
      // The columns the screen shows; the rest of the hot list is drawn when the player reaches for it.
      firstColumns={columns}
      loadingColumns={hot.isPending ? columns : undefined}
      body={hot.isError ? <LoadError error={hot.error} onRetry={() => void hot.refetch()} testId="home-hot-games-error" /> : undefined}
    />
  );
}
