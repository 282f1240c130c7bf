import styled from 'styled-components';
import { PAGE_SIZE_GAMES } from '@croupier/domain';
import { CardSkeleton } from '../home/card-skeleton';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 16px;
  @media (max-width: 479px) {
    grid-template-columns: repeat(2, 1fr);
    gap: 12px;
  }
`;

/** A page of placeholder cards in the list's own grid, so the list does not jump when it arrives. */
export function GridSkeleton({ count = PAGE_SIZE_GAMES, testId }: { count?: number; testId?: string }) {
  return (
    <Grid aria-busy="true" data-testid={testId}>
      {Array.from({ length: count }, (_, index) => (
        <CardSkeleton key={index} />
      ))}
    </Grid>
  );
}
