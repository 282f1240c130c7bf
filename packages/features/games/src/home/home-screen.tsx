import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GameCard } from '@croupier/contract';
import { Marquee, VisuallyHidden } from '@croupier/ui';
import { vendorNamesOf } from '../cards/vendor-names';
import { LoadError } from '../parts/load-error';
import { Skeleton } from '../parts/skeleton';
import { useGameMenus, useHomeAnnouncements } from '../parts/use-game-data';
import { BannerCarousel } from './banner-carousel';
import { GameRow } from './game-row';
import { buildHomeRows } from './home-rows';

import { RowsSkeleton } from './rows-skeleton';

const Page = styled.div`
  display: grid;
  gap: 28px;
  padding-bottom: 12px;
  @media (max-width: 599px) {
    gap: 20px;
  }
`;

const Top = styled.div`
  display: grid;
  gap: 14px;
`;

export interface HomeScreenProps {
  /** What activating a game does; the shell decides (login first for a guest). */
  onPlayGame: (card: GameCard) => void;
}

function Announcements() {
  const { t } = useTranslation();
  const announcements = useHomeAnnouncements();
  if (announcements.isPending) {
    return (
      <Top aria-busy="true" data-testid="home-banners-loading">
        <Skeleton $height="42px" $radius="999px" />
        <Skeleton $height="clamp(160px, 30vw, 420px)" $radius="var(--radius-large)" />
      </Top>
    );
  }
  if (announcements.isError) return <LoadError error={announcements.error} onRetry={() => void announcements.refetch()} testId="home-banners-error" />;
  return (
    <Top>
      {announcements.data.player.length > 0 ? (
        <div data-testid="home-notices">
          <Marquee label={t('games:notices')} items={announcements.data.player.map((notice) => t('games:notice', { title: notice.title, content: notice.content }))} />
        </div>
      ) : null}
      <BannerCarousel banners={announcements.data.banners} />
    </Top>
  );
}

function GameRows({ onPlayGame }: HomeScreenProps) {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const categories = menus.data?.categories;
  const rows = useMemo(() => buildHomeRows(categories ?? []), [categories]);
  const vendorNames = useMemo(() => vendorNamesOf(categories ?? []), [categories]);
  if (menus.isPending) return <RowsSkeleton />;
  if (menus.isError) return <LoadError error={menus.error} onRetry={() => void menus.refetch()} testId="home-games-error" />;
  if (rows.length === 0) return <p data-testid="home-games-empty">{t('games:empty')}</p>;
  return (
    <>
      {rows.map((row) => (
        <GameRow
          key={row.key}
          title={t(row.titleKey)}
          cards={row.cards}
          vendorNames={vendorNames}
          moreTo={row.moreTo}
          onPlay={onPlayGame}
          testId={row.key === 'hot' ? 'home-hot-games' : `home-category-${row.key}`}
        />
      ))}
    </>
  );
}

/** SPEC §2 home: notice marquee, banner, hot games and a row per game category. */
export function HomeScreen({ onPlayGame }: HomeScreenProps) {
  const { t } = useTranslation();
  return (
    <Page data-testid="home-page">
      <VisuallyHidden as="h1">{t('games:homeTitle')}</VisuallyHidden>
      <Announcements />
      <GameRows onPlayGame={onPlayGame} />
    </Page>
  );
}
