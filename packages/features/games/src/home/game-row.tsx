import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { GameCard as GameCardData } from '@croupier/contract';
import { GameCard } from '../cards/game-card';
import { SectionHeading, SectionTitle } from '../parts/section-heading';

const Track = styled.ul`
  display: grid;
  grid-auto-flow: column;
  /* SPEC §2: six to a view on wide screens, fewer as the screen narrows. */
  grid-auto-columns: calc((100% - 5 * 14px) / 6);
  gap: 14px;
  margin: 0;
  padding: 2px 2px 8px;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-behavior: smooth;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  & > li {
    scroll-snap-align: start;
    min-width: 0;
  }
  @media (max-width: 1199px) {
    grid-auto-columns: calc((100% - 3 * 14px) / 4);
  }
  @media (max-width: 767px) {
    grid-auto-columns: calc((100% - 2 * 12px) / 3);
    gap: 12px;
  }
  @media (max-width: 479px) {
    grid-auto-columns: 40%;
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
  &:hover {
    text-decoration: underline;
  }
`;

export interface GameRowProps {
  title: string;
  cards: GameCardData[];
  vendorNames: Map<string, string>;
  moreTo: string | null;
  onPlay: (card: GameCardData) => void;
  testId: string;
}

export function GameRow({ title, cards, vendorNames, moreTo, onPlay, testId }: GameRowProps) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    setEdges({ start: element.scrollLeft <= 4, end: element.scrollLeft + element.clientWidth >= element.scrollWidth - 4 });
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, cards]);

  const page = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * track.current.clientWidth, behavior: 'smooth' });
  const scrollable = !(edges.start && edges.end);

  return (
    <section aria-label={title} data-testid={testId}>
      <SectionHeading>
        <SectionTitle>{title}</SectionTitle>
        <Tools>
          {moreTo ? <More to={moreTo}>{t('games:more')}</More> : null}
          {scrollable ? (
            <>
              <Arrow type="button" aria-label={t('games:previous')} disabled={edges.start} onClick={() => page(-1)}>
                ‹
              </Arrow>
              <Arrow type="button" aria-label={t('games:next')} disabled={edges.end} onClick={() => page(1)}>
                ›
              </Arrow>
            </>
          ) : null}
        </Tools>
      </SectionHeading>
      <Track ref={track} onScroll={measure}>
        {cards.map((card) => (
          <li key={`${card.vassalage}-${card.gameId}`}>
            <GameCard card={card} vendorName={vendorNames.get(card.vassalage) ?? card.vassalage} onPlay={onPlay} />
          </li>
        ))}
      </Track>
    </section>
  );
}
