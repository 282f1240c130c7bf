import styled from 'styled-components';
import type { GameCard as GameCardData } from '@croupier/contract';
import { GameCard, type GameCardView } from './game-card';
import type { GameActions } from './use-game-actions';

const Grid = styled.ul<{ $view: GameCardView }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $view }) => ($view === 'tile' ? '190px' : '150px')}, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: 479px) {
    grid-template-columns: repeat(2, 1fr);
    gap: 12px;
  }
`;

/** About the cards a phone or laptop shows before scrolling; their art loads at once. */
const FIRST_VIEW_CARDS = 8;

export interface GameGridProps {
  cards: readonly GameCardData[];
  actions: GameActions;
  view?: GameCardView;
  testId?: string;
}

/** A page of games in the list or tile view. */
export function GameGrid({ cards, actions, view = 'list', testId = 'game-list' }: GameGridProps) {
  return (
    <Grid $view={view} data-testid={testId} data-view={view}>
      {cards.map((card, index) => (
        <li key={`${card.vassalage}-${card.nodeId}`}>
          <GameCard
            card={card}
            view={view}
            vendorName={actions.vendorNameOf(card)}
            onPlay={actions.play}
            favourite={actions.favouriteIds.has(card.nodeId)}
            onToggleFavourite={actions.toggleFavourite}
            imageLoading={index < FIRST_VIEW_CARDS ? 'eager' : 'lazy'}
          />
        </li>
      ))}
    </Grid>
  );
}
