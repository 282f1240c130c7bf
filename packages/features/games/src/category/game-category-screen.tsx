import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { lotteryPrizeMode, type GameType } from '@croupier/domain';
import { formatInteger } from '@croupier/i18n';
import { EmptyState, GridIcon, VisuallyHidden } from '@croupier/ui';
import { GameGrid } from '../cards/game-grid';
import { useGameActions } from '../cards/use-game-actions';
import { useGamePage } from '../data/use-catalogue';
import { useGameMenus } from '../data/use-game-menus';
import { GamePager, usePageParam } from '../parts/game-pager';
import { CardsEmblem } from '../parts/emblems';
import { GridSkeleton } from '../parts/grid-skeleton';
import { LoadError } from '../parts/load-error';
import { useContentLanguage } from '../parts/use-content-language';
import { EmblemFace, VendorFace, vendorStrip, vendorTile } from '../home/vendor-tile';
import { GameSearch } from '../search/game-search';
import { categoryView } from './category-games';
import { GameViewSwitch, useGameView, withView } from './game-view';

const Page = styled.div`
  display: grid;
  /* One column no wider than the page: a row that scrolls sideways must not stretch it. */
  grid-template-columns: minmax(0, 1fr);
  gap: 18px;
`;

const Hero = styled.div`
  padding: 24px;
  border-radius: var(--radius-large);
  background:
    radial-gradient(circle at 85% 20%, color-mix(in srgb, var(--color-accent) 30%, transparent), transparent 50%),
    linear-gradient(135deg, color-mix(in srgb, var(--color-primary) 55%, var(--color-surface)), var(--color-surface));
  border: 1px solid var(--color-border);
  & h1 {
    font-size: 26px;
    color: var(--color-text);
  }
  & p {
    margin-top: 4px;
    color: var(--color-text-muted);
  }
`;

const VendorBar = styled.nav`
  ${vendorStrip}
`;

const VendorLink = styled(Link)`
  ${vendorTile}
`;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 40px;
  color: var(--color-text-muted);
  font-size: 14px;
`;

const LOTTERY_TYPES: readonly GameType[] = ['LOTT', 'ELOTT'];

export interface GameCategoryScreenProps {
  gameType: GameType;
  /** Path of this page, for the vendor tabs */
  path: string;
}

/**
 * SPEC §2 game list centre (/live, /fish, /rng, /pvp, /bgs) or game centre (/sports, /esports, /lott,
 * /elott, /cockfight): the type's vendors as tabs (`vassalage`), its games 20 to a page (`page`) in
 * the list or tile view (`view`), and the search.
 */
export function GameCategoryScreen({ gameType, path }: GameCategoryScreenProps) {
  const { t } = useTranslation('games');
  const language = useContentLanguage();
  const [params] = useSearchParams();
  const vassalage = params.get('vassalage');
  const [page, setPage] = usePageParam();
  const [view, setView] = useGameView();
  const menus = useGameMenus();
  const categories = menus.data?.categories;
  const vendors = useMemo(() => categoryView(categories ?? [], gameType, null).vendors, [categories, gameType]);
  const prizeMode = useMemo(
    () => (LOTTERY_TYPES.includes(gameType) ? lotteryPrizeMode((categories ?? []).flatMap((category) => category.cards)) : undefined),
    [categories, gameType],
  );
  // A lottery list is asked for with its prize mode, which the menus decide: it waits for them.
  const list = useGamePage({ gameType, vassalage, pageNo: page, prizeMode }, { enabled: prizeMode === undefined || categories !== undefined });
  const actions = useGameActions();
  const title = t(`common:gameType.${gameType}`);
  const totalPages = list.data?.totalPages ?? 0;

  // A page past the end (an old link, a vendor with fewer games now) shows the last page instead.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages, { replace: true });
  }, [list.data, list.isPlaceholderData, totalPages, page, setPage]);

  const tabLink = (vendor: string | null) => withView(vendor ? `${path}?vassalage=${encodeURIComponent(vendor)}` : path, view);

  return (
    <Page data-testid="game-category-page" data-game-type={gameType}>
      <Hero>
        <h1>{title}</h1>
        <p>{t('games:categoryIntro', { count: vendors.length, countText: formatInteger(vendors.length, language) })}</p>
      </Hero>
      <GameSearch>
        {vendors.length > 0 ? (
          <VendorBar aria-label={t('games:vendors')} data-testid="vendor-filter">
            <VendorLink to={tabLink(null)} aria-current={vassalage === null ? 'page' : undefined}>
              <EmblemFace emblem={<GridIcon />} label={t('games:allVendors')} />
            </VendorLink>
            {vendors.map((vendor) => (
              <VendorLink key={vendor.vassalage} to={tabLink(vendor.vassalage)} aria-current={vassalage === vendor.vassalage ? 'page' : undefined} data-testid="vendor-filter-item">
                {/* The filter is on the first screen: its logos load with the page. */}
                <VendorFace name={vendor.name} iconUrl={vendor.iconUrl} loading="eager" />
              </VendorLink>
            ))}
          </VendorBar>
        ) : null}
        <section aria-label={title} aria-busy={list.isFetching ? true : undefined}>
          <VisuallyHidden as="h2">{title}</VisuallyHidden>
          <Toolbar>
            <span data-testid="game-list-count">
              {list.data ? t('games:gameCount', { count: list.data.total, countText: formatInteger(list.data.total, language) }) : null}
            </span>
            <GameViewSwitch view={view} onChange={setView} />
          </Toolbar>
          {list.isError ? (
            <LoadError error={list.error} onRetry={() => void list.refetch()} testId="game-category-error" />
          ) : !list.data ? (
            <GridSkeleton testId="game-list-loading" />
          ) : list.data.games.length === 0 ? (
            <EmptyState data-testid="game-category-empty" headingLevel="h3" emblem={<CardsEmblem />} title={t('games:emptyCategory')} />
          ) : (
            <>
              <GameGrid cards={list.data.games} actions={actions} view={view} />
              <GamePager page={Math.min(page, totalPages)} totalPages={totalPages} onPageChange={setPage} />
            </>
          )}
        </section>
      </GameSearch>
    </Page>
  );
}
