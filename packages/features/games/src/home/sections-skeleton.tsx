import styled from 'styled-components';
import { HOME_VENDOR_ROW_LIMIT } from '@croupier/domain';
import { SectionHeading } from '../parts/section-heading';
import { Skeleton } from '../parts/skeleton';
import { CardSkeleton } from './card-skeleton';
import { PairTrack } from './game-row';
import { VENDOR_TILE_HEIGHT_PX } from './vendor-tile';

/* The vendor tabs' room: as tall as a tab, with the strip's 12 px below. */
const Tabs = styled.div`
  display: flex;
  gap: 8px;
  margin: 0 0 12px;
  overflow: hidden;
`;

const Section = styled.div`
  display: grid;
  /* One column no wider than the page: a row that scrolls sideways must not stretch it. */
  grid-template-columns: minmax(0, 1fr);
`;

/**
 * Category sections in their own shape (heading, vendor tabs, a row of pairs) while the vendor lanes
 * load, so the sections that arrive take the room already held for them.
 */
export function SectionsSkeleton({ count = 2 }: { count?: number }) {
  return (
    <div aria-busy="true" data-testid="home-games-loading" style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 28 }}>
      {Array.from({ length: count }, (_, section) => (
        <Section key={section} aria-hidden="true">
          <SectionHeading>
            <Skeleton $height="22px" style={{ width: 180 }} />
          </SectionHeading>
          <Tabs>
            {Array.from({ length: 4 }, (__, tab) => (
              <Skeleton key={tab} $height={`${VENDOR_TILE_HEIGHT_PX}px`} style={{ width: 120, flexShrink: 0 }} />
            ))}
          </Tabs>
          <PairTrack>
            {Array.from({ length: HOME_VENDOR_ROW_LIMIT / 2 }, (__, column) => (
              <li key={column}>
                <CardSkeleton />
                <CardSkeleton />
              </li>
            ))}
          </PairTrack>
        </Section>
      ))}
    </div>
  );
}
