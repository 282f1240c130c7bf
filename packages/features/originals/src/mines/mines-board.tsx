import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MinesGame } from '@croupier/contract';
import { MINES_GRID_CELLS } from '@croupier/domain';
import { mix, vars } from '@croupier/ui';

type CellState = 'hidden' | 'safe' | 'hit' | 'mine' | 'unopened';

/**
 * The board takes its card's width up to a comfortable size and is centred in it. It is stretched
 * (width: 100%) rather than centred with auto margins, which in the card's grid would shrink it to
 * its empty tiles' width: a board of dots before a game starts.
 */
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: clamp(6px, 1.6vw, 10px);
  width: 100%;
  max-width: 440px;
  min-width: 0;
  justify-self: center;
  padding: clamp(8px, 2vw, 14px);
  border-radius: ${vars.radiusLarge};
  background: ${mix('colorBackground', 55)};
`;

const Cell = styled.button<{ $state: CellState }>`
  aspect-ratio: 1;
  min-width: 0;
  width: 100%;
  padding: 0;
  border: none;
  border-radius: ${vars.radiusMedium};
  font-size: clamp(18px, 5vw, 28px);
  line-height: 1;
  cursor: ${({ $state }) => ($state === 'hidden' ? 'pointer' : 'default')};
  color: ${vars.colorText};
  /* A closed tile stands up from the board; an opened one lies flat. */
  box-shadow: ${({ $state }) => ($state === 'hidden' ? `inset 0 -4px 0 ${mix('colorBackground', 45)}, 0 2px 0 ${mix('colorBackground', 35)}` : 'none')};
  background: ${({ $state }) =>
    $state === 'safe'
      ? mix('colorSuccess', 30)
      : $state === 'hit'
        ? vars.colorDanger
        : $state === 'mine'
          ? mix('colorDanger', 25)
          : $state === 'unopened'
            ? vars.colorSurfaceRaised
            : `linear-gradient(180deg, ${mix('colorPrimary', 34)}, ${mix('colorPrimary', 22)})`};
  transition: transform 120ms ease;
  &:enabled:hover {
    background: ${mix('colorPrimary', 45)};
    transform: translateY(-1px);
  }
  &:disabled {
    opacity: 1;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:enabled:hover {
      transform: none;
    }
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
