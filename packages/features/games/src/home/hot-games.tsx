import { useTranslation } from 'react-i18next';
import type { GameActions } from '../cards/use-game-actions';
import { useHotGames } from '../data/use-catalogue';
import { LoadError } from '../parts/load-error';
import { GameRow } from './game-row';

/** SPEC §2 hot games: the merchant's hot list, kept for the tab (SPEC §7) so a reload shows it at once. */
export function HotGames({ actions }: { actions: GameActions }) {
  const { t } = useTranslation('games');
  const hot = useHotGames();
  if (hot.isSuccess && hot.data.games.length === 0) return null;
  return (
    <GameRow
      title={t('games:hotGames')}
      cards={hot.data?.games ?? []}
      actions={actions}
      testId="home-hot-games"
      controlsTestId="hot-row"
      eagerImages
      // Six columns fill the widest view; the rest of the hot list is drawn when the player reaches for it.
      firstColumns={6}
      loadingColumns={hot.isPending ? 6 : undefined}
      body={hot.isError ? <LoadError error={hot.error} onRetry={() => void hot.refetch()} testId="home-hot-games-error" /> : undefined}
    />
  );
}
