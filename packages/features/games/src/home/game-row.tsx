import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { GameCard as GameCardData } from '@croupier/contract';
import type { CardArt } from '../cards/card-art';
import { GameCard } from '../cards/game-card';
import type { GameActions } from '../cards/use-game-actions';
import { SectionHeading, SectionTitle } from '../parts/section-heading';
import { CardSkeleton } from './card-skeleton';
import { useTrackEdges } from './track-edges';

const GAP_PX = 14;
/** Columns a phone shows before any scrolling (it shows about two and a half). */
const EAGER_COLUMNS = 3;

/**
 * SPEC §2: games in pairs (two cards stacked per column), six columns to a view on wide screens and
 * fewer as the screen narrows; a phone shows part of the next column, so it reads as scrollable.
 */
export const PairTrack = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: calc((100% - 5 * ${GAP_PX}px) / 6);
  gap: ${GAP_PX}px;
  margin: 0;
  padding: 2px 2px 8px;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  /* Snap points where the padding ends: without it the browser snaps the first column 2 px in as the
     track mounts, and that scroll counted as the player reaching for the row, drawing every column
     while the page loads. */
  scroll-padding-inline: 2px;
  scroll-behavior: smooth;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  & > li {
    display: grid;
    grid-template-rows: 1fr 1fr;
    gap: ${GAP_PX}px;
    min-width: 0;
    scroll-snap-align: start;
  }
  @media (max-width: 1199px) {
    grid-auto-columns: calc((100% - 4 * ${GAP_PX}px) / 5);
  }
  @media (max-width: 1023px) {
    grid-auto-columns: calc((100% - 3 * ${GAP_PX}px) / 4);
  }
  @media (max-width: 767px) {
    grid-auto-columns: calc((100% - 2 * ${GAP_PX}px) / 3);
  }
  @media (max-width: 479px) {
    grid-auto-columns: calc((100% - 2 * ${GAP_PX}px) / 2.4);
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
`;

const Arrow = styled.button`
  width: 32px;
  height: 32px;
  border-radius: 50%;
  border: 1px solid var(--color-border);
  background: var(--color-surface);
  color: var(--color-text);
  font-size: 16px;
  line-height: 1;
  cursor: pointer;
  &:disabled {
    opacity: 0.35;
    cursor: default;
  }
`;

const More = styled(Link)`
  margin-right: 6px;
  color: var(--color-accent);
  font-weight: 700;
  font-size: 13.5px;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    text-decoration: underline;
  }
`;

const MoreTile = styled(Link)`
  grid-row: 1 / -1;
  display: grid;
  place-content: center;
  gap: 8px;
  border: 1px dashed var(--color-border);
  border-radius: var(--radius-medium);
  color: var(--color-accent);
  font-weight: 800;
  text-align: center;
  text-decoration: none;
  & > span:first-child {
    font-size: 28px;
  }
`;

function pairKey(pair: readonly GameCardData[]): string {
  return pair.map((card) => `${card.vassalage}-${card.nodeId}`).join('|');
}

/** Cards two by two, in the order given. */
function pairsOf<T>(items: readonly T[]): T[][] {
  const pairs: T[][] = [];
  for (let index = 0; index < items.length; index += 2) pairs.push(items.slice(index, index + 2));
  return pairs;
}

export interface GameRowProps {
  title: string;
  /** Under the heading: the vendor tabs of a category section. */
  toolbar?: ReactNode;
  cards: readonly GameCardData[];
  actions: GameActions;
  testId: string;
  /** Prefix of the arrow and more-link test ids, such as "vendor-row". */
  controlsTestId: string;
  /** Where "more games" leads; none when the row shows everything there is. */
  moreTo?: string | null;
  /** A row with more than it shows always has its arrows; others only when they overflow. */
  arrows?: 'always' | 'whenScrollable';
  /** Placeholders of the row's own shape while its games load. */
  loadingColumns?: number;
  /** The first row on the page loads its art at once; rows below wait until they scroll near. */
  eagerImages?: boolean;
  /** The cards' square icons, or their large portrait art (the hot row). */
  art?: CardArt;
  /** In place of the cards, such as a load error. */
  body?: ReactNode;
  /**
   * Columns drawn before the player reaches for the row (scrolls it, points at it, tabs into it); the
   * rest follow then. A long first row then costs the page's first render only what a screen shows.
   */
  firstColumns?: number;
}

export function GameRow({
  title,
  toolbar,
  cards,
  actions,
  testId,
  controlsTestId,
  moreTo = null,
  arrows = 'whenScrollable',
  loadingColumns,
  eagerImages = false,
  art = 'square',
  body,
  firstColumns = Number.POSITIVE_INFINITY,
}: GameRowProps) {
  const { t } = useTranslation('games');
  const track = useRef<HTMLUListElement>(null);
  const [reached, setReached] = useState(false);
  const reach = useCallback(() => setReached(true), []);
  const pairs = pairsOf(cards);
  const columnsHeld = !reached && pairs.length > firstColumns;
  const shownPairs = columnsHeld ? pairs.slice(0, firstColumns) : pairs;
  // What the track's first and last columns are: the observer watches them again when they change.
  const layoutKey = loadingColumns ? `loading ${loadingColumns}` : [shownPairs[0], shownPairs.at(-1)].map((pair) => (pair ? pairKey(pair) : '')).concat(moreTo ?? '').join(' ');
  const edges = useTrackEdges(track, layoutKey);

  const page = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * track.current.clientWidth, behavior: 'smooth' });
  const showArrows = arrows === 'always' || columnsHeld || !(edges.start && edges.end);

  return (
    <section aria-label={title} data-testid={testId} onPointerEnter={reach} onFocus={reach} onTouchStart={reach}>
      <SectionHeading>
        <SectionTitle>{title}</SectionTitle>
        <Tools>
          {moreTo ? (
            <More to={moreTo} data-testid={`${controlsTestId}-more`}>
              {t('games:more')}
            </More>
          ) : null}
          {showArrows ? (
            <>
              <Arrow type="button" aria-label={t('games:previous')} disabled={edges.start} onClick={() => page(-1)} data-testid={`${controlsTestId}-prev`}>
                ‹
              </Arrow>
              <Arrow type="button" aria-label={t('games:next')} disabled={edges.end && !columnsHeld} onClick={() => page(1)} data-testid={`${controlsTestId}-next`}>
                ›
              </Arrow>
            </>
          ) : null}
        </Tools>
      </SectionHeading>
      {toolbar}
      {body ?? (
        <PairTrack
          ref={track}
          onScroll={reach}
          aria-busy={loadingColumns ? true : undefined}>
          {loadingColumns
            ? Array.from({ length: loadingColumns }, (_, column) => (
                <li key={column} aria-hidden="true">
                  <CardSkeleton art={art} />
                  <CardSkeleton art={art} />
                </li>
              ))
            : shownPairs.map((pair, column) => (
                <li key={pairKey(pair)}>
                  {pair.map((card) => (
                    <GameCard
                      key={card.nodeId}
                      card={card}
                      art={art}
                      vendorName={actions.vendorNameOf(card)}
                      onPlay={actions.play}
                      favourite={actions.favouriteIds.has(card.nodeId)}
                      onToggleFavourite={actions.toggleFavourite}
                      // The first columns are on screen at once even on a phone; the rest load as they near it.
                      imageLoading={eagerImages && column < EAGER_COLUMNS ? 'eager' : 'lazy'}
                    />
                  ))}
                </li>
              ))}
          {moreTo && !loadingColumns ? (
            <li>
              <MoreTile to={moreTo} data-testid={`${controlsTestId}-more-tile`}>
                <span aria-hidden="true">→</span>
                <span>{t('games:more')}</span>
              </MoreTile>
            </li>
          ) : null}
        </PairTrack>
      )}
    </section>
  );
}
