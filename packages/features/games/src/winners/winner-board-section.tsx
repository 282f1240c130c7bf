import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GameActions } from '../cards/use-game-actions';
import { useWinnerBoard } from '../data/use-catalogue';
import { GameRow } from '../home/game-row';
import { useColumnsInSight } from '../home/hot-games';
import { LoadError } from '../parts/load-error';
import { SectionHeading, SectionTitle } from '../parts/section-heading';
import { BiggestWins, BiggestWinsSkeleton } from './biggest-wins';
import { biggestWins, jackpotGames } from './winner-board';

const Board = styled.section`
  display: grid;
  /* One column no wider than the page: a row that scrolls sideways must not stretch it. */
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
`;

/** SPEC §2 winner boards: the jackpot games (each game of the board once) and the biggest wins. */
export function WinnerBoardSection({ actions }: { actions: GameActions }) {
  const { t } = useTranslation('games');
  const board = useWinnerBoard();
  // On a phone the board sits just under the first screen and mounts with it: draw what shows.
  const columns = useColumnsInSight();
  const winners = board.data?.list;
  const games = useMemo(() => jackpotGames(winners ?? []), [winners]);
  const wins = useMemo(() => biggestWins(winners ?? []), [winners]);
  if (board.isError) return <LoadError error={board.error} onRetry={() => void board.refetch()} testId="home-winner-board-error" />;
  if (board.isSuccess && wins.length === 0) return null;
  return (
    <Board data-testid="home-winner-board" aria-label={t('games:winners.title')} aria-busy={board.isPending ? true : undefined}>
      <GameRow
        title={t('games:winners.jackpotGames')}
        cards={games}
        actions={actions}
        testId="home-jackpot-games"
        controlsTestId="jackpot-row"
        firstColumns={columns}
        loadingColumns={board.isPending ? columns : undefined}
      />
      <div>
        <SectionHeading>
          <SectionTitle>{t('games:winners.biggestWins')}</SectionTitle>
        </SectionHeading>
        {board.isPending ? <BiggestWinsSkeleton /> : <BiggestWins wins={wins} />}
      </div>
    </Board>
  );
}
