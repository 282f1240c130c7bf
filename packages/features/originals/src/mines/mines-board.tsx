import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MINES_GRID_CELLS, type MinesGame } from '@croupier/contract';
import { mix, vars } from '@croupier/ui';

type CellState = 'hidden' | 'safe' | 'hit' | 'mine' | 'unopened';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: 8px;
  max-width: 420px;
  margin: 0 auto;
`;

const Cell = styled.button<{ $state: CellState }>`
  aspect-ratio: 1;
  border: none;
  border-radius: ${vars.radiusMedium};
  font-size: 24px;
  cursor: ${({ $state }) => ($state === 'hidden' ? 'pointer' : 'default')};
  color: ${vars.colorText};
  background: ${({ $state }) =>
    $state === 'safe'
      ? mix('colorSuccess', 30)
      : $state === 'hit'
        ? vars.colorDanger
        : $state === 'mine'
          ? mix('colorDanger', 25)
          : $state === 'unopened'
            ? vars.colorSurfaceRaised
            : mix('colorPrimary', 18)};
  &:enabled:hover {
    background: ${mix('colorPrimary', 30)};
  }
`;

const SYMBOL: Record<CellState, string> = { hidden: '', unopened: '', safe: '◆', hit: '✸', mine: '✸' };

function cellStateOf(game: MinesGame | null, cell: number): CellState {
  if (!game) return 'hidden';
  if (game.hitCell === cell) return 'hit';
  if (game.openedCells.includes(cell)) return 'safe';
  if (game.mines?.includes(cell)) return 'mine';
  return game.status === 'open' ? 'hidden' : 'unopened';
}

/** The 5×5 board, row by row as the contract numbers it; the whole board shows once the game ends. */
export function MinesBoard({ game, busy, onReveal }: { game: MinesGame | null; busy: boolean; onReveal: (cell: number) => void }) {
  const { t } = useTranslation('originals');
  const playable = game?.status === 'open' && !busy;
  return (
    <Grid role="grid" aria-label={t('mines.board')} data-testid="mines-board" data-status={game?.status ?? 'none'}>
      {Array.from({ length: MINES_GRID_CELLS }, (_, cell) => {
        const state = cellStateOf(game, cell);
        return (
          <Cell
            key={cell}
            type="button"
            role="gridcell"
            $state={state}
            disabled={!playable || state !== 'hidden'}
            aria-label={t(`mines.cell.${state}`, { number: cell + 1 })}
            data-testid={`mines-cell-${cell}`}
            data-state={state}
            onClick={() => onReveal(cell)}
          >
            {SYMBOL[state]}
          </Cell>
        );
      })}
    </Grid>
  );
}
