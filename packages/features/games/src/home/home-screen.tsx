import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GameType } from '@croupier/domain';
import { Marquee, VisuallyHidden } from '@croupier/ui';
import { useGameActions } from '../cards/use-game-actions';
import { useVendorLanes } from '../data/use-catalogue';
import { useGameMenus, useHomeAnnouncements } from '../data/use-game-menus';
import { LoadError } from '../parts/load-error';
import { Skeleton } from '../parts/skeleton';
import { GameSearch } from '../search/game-search';
import { WinnerBoardSection } from '../winners/winner-board-section';
import { BannerCarousel, BANNER_ASPECT_RATIO } from './banner-carousel';
import { DeferredBlock } from './deferred-block';
import { HotGames } from './hot-games';
import { SectionsSkeleton } from './sections-skeleton';
import { homeSections } from './home-sections';
import { VendorSection } from './vendor-section';

const Page = styled.div`
  display: grid;
  /* One column no wider than the page: a row that scrolls sideways must not stretch it. */
  grid-template-columns: minmax(0, 1fr);
  gap: 28px;
  padding-bottom: 12px;
  @media (max-width: 599px) {
    gap: 20px;
  }
`;

/** About the height of the winner board (jackpot row and biggest wins) on a phone. */
const WINNER_BOARD_HEIGHT_PX = 1000;
/** About the height of a category section (heading, vendor tabs, a row of pairs). */
const CATEGORY_SECTION_HEIGHT_PX = 540;

const Top = styled.div`
  display: grid;
  /* One column no wider than the page: a row that scrolls sideways must not stretch it. */
  grid-template-columns: minmax(0, 1fr);
  gap: 14px;
`;

/** Notices and banners: the placeholders take the same room as the marquee and a banner. */
function Announcements() {
  const { t } = useTranslation('games');
  const announcements = useHomeAnnouncements();
  if (announcements.isPending) {
    return (
      <Top aria-busy="true" data-testid="home-banners-loading">
        <Skeleton $height="38px" $radius="var(--radius-medium)" />
        <Skeleton $height="auto" $radius="var(--radius-large)" style={{ aspectRatio: BANNER_ASPECT_RATIO }} />
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

/** SPEC §2 category sections from the vendor lanes, kept for the tab so a reload lays them out at once. */
function CategorySections({ actions }: { actions: ReturnType<typeof useGameActions> }) {
  const { t } = useTranslation('games');
  const lanes = useVendorLanes();
  const menus = useGameMenus();
  const categories = menus.data?.categories;
  const menuTypes = useMemo(() => (categories ? new Set<GameType>(categories.map((category) => category.gameType)) : null), [categories]);
  const sections = useMemo(() => homeSections(lanes.data?.data.lanes ?? [], menuTypes), [lanes.data, menuTypes]);
  if (lanes.isPending) return <SectionsSkeleton />;
  if (lanes.isError) return <LoadError error={lanes.error} onRetry={() => void lanes.refetch()} testId="home-games-error" />;
  if (sections.length === 0) return <p data-testid="home-games-empty">{t('games:empty')}</p>;
  return (
    <>
      {sections.map((section) => (
        <DeferredBlock key={section.gameType} heightPx={CATEGORY_SECTION_HEIGHT_PX}>
          <VendorSection section={section} actions={actions} />
        </DeferredBlock>
      ))}
    </>
  );
}

/**
 * SPEC §2 home: notice marquee, banners, hot games, winner boards (jackpot games and the biggest
 * wins), then a section per category in-house, slots, live, fishing, pvp, sports, e-sports, cockfight.
 */
export function HomeScreen() {
  const { t } = useTranslation('games');
  const actions = useGameActions();
  // The first render draws only the first screen (banners and hot games); each block below follows as
  // it nears the screen, so a visit that never scrolls pays for none of them.
  return (
    <Page data-testid="home-page">
      <VisuallyHidden as="h1">{t('games:homeTitle')}</VisuallyHidden>
      <Announcements />
      <GameSearch>
        <HotGames actions={actions} />
        <DeferredBlock heightPx={WINNER_BOARD_HEIGHT_PX}>
          <WinnerBoardSection actions={actions} />
        </DeferredBlock>
        <CategorySections actions={actions} />
      </GameSearch>
    </Page>
  );
}
