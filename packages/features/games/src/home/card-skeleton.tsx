import styled from 'styled-components';
import { artAspectRatio, type CardArt } from '../cards/card-art';
import { Skeleton } from '../parts/skeleton';

/* Same boxes as a game card: its art, a name line and a vendor line, so nothing moves on arrival. */
const Shape = styled.div`
  display: grid;
  align-content: start;
  gap: 6px;
  min-width: 0;
`;

export function CardSkeleton({ art = 'square' }: { art?: CardArt }) {
  return (
    <Shape>
      <Skeleton $height="auto" style={{ aspectRatio: artAspectRatio(art) }} />
      <Skeleton $height="18px" style={{ width: '75%' }} />
      <Skeleton $height="16px" style={{ width: '45%', marginTop: -4 }} />
    </Shape>
  );
}
