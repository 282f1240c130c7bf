import styled from 'styled-components';
import { Skeleton } from '../parts/skeleton';

const Row = styled.div`
  display: grid;
  gap: 12px;
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(6, 1fr);
  gap: 14px;
  @media (max-width: 767px) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

/** Placeholder rows in the shape of the game rows, so the page does not jump when they arrive. */
export function RowsSkeleton({ rows = 2 }: { rows?: number }) {
  return (
    <div aria-busy="true" data-testid="home-games-loading" style={{ display: 'grid', gap: 28 }}>
      {Array.from({ length: rows }, (_, row) => (
        <Row key={row}>
          <Skeleton $height="22px" style={{ width: 180 }} />
          <Cards>
            {Array.from({ length: 6 }, (__, card) => (
              <Skeleton key={card} $height="auto" style={{ aspectRatio: '1 / 1' }} />
            ))}
          </Cards>
        </Row>
      ))}
    </div>
  );
}
