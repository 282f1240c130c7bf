import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { GridIcon, ListIcon, SegmentedControl } from '@croupier/ui';
import type { GameCardView } from '../cards/game-card';

export const VIEW_PARAM = 'view';

/** The list view unless the address asks for tiles, so a shared link opens the way it was seen. */
export function viewOf(params: URLSearchParams): GameCardView {
  return params.get(VIEW_PARAM) === 'tile' ? 'tile' : 'list';
}

/** A link within the list that keeps the tile view when it is on. */
export function withView(to: string, view: GameCardView): string {
  if (view === 'list') return to;
  return `${to}${to.includes('?') ? '&' : '?'}${VIEW_PARAM}=tile`;
}

export function useGameView(): [GameCardView, (view: GameCardView) => void] {
  const [params, setParams] = useSearchParams();
  const setView = useCallback(
    (view: GameCardView) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (view === 'tile') next.set(VIEW_PARAM, 'tile');
          else next.delete(VIEW_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [viewOf(params), setView];
}

/** SPEC §2 list or tile view of a game list. */
export function GameViewSwitch({ view, onChange }: { view: GameCardView; onChange: (view: GameCardView) => void }) {
  const { t } = useTranslation('games');
  return (
    <SegmentedControl
      label={t('games:view.label')}
      iconsOnly
      value={view}
      onChange={onChange}
      options={[
        { value: 'list', label: t('games:view.list'), icon: <ListIcon sizePx={18} />, testId: 'game-view-list' },
        { value: 'tile', label: t('games:view.tile'), icon: <GridIcon sizePx={18} />, testId: 'game-view-tile' },
      ]}
    />
  );
}
