import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { GameCard as GameCardData } from '@croupier/contract';
import type { GameType } from '@croupier/domain';
import { VisuallyHidden } from '@croupier/ui';
import { GameCard } from '../cards/game-card';
import { vendorNamesOf } from '../cards/vendor-names';
import { LoadError } from '../parts/load-error';
import { Skeleton } from '../parts/skeleton';
import { useGameMenus } from '../parts/use-game-data';
import { formatInteger } from '@croupier/i18n';
import { useContentLanguage } from '../parts/use-content-language';
import { categoryView } from './category-games';

const Page = styled.div`
  display: grid;
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
  display: flex;
  gap: 8px;
  overflow-x: auto;
  padding-bottom: 4px;
`;

const VendorChip = styled(Link)`
  flex-shrink: 0;
  padding: 8px 16px;
  border-radius: 999px;
  border: 1px solid var(--color-border);
  background: var(--color-surface);
  color: var(--color-text);
  font-weight: 700;
  font-size: 13.5px;
  text-decoration: none;
  &[aria-current='page'] {
    background: var(--color-primary);
    border-color: var(--color-primary);
    color: var(--color-on-primary);
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: 479px) {
    grid-template-columns: repeat(2, 1fr);
    gap: 12px;
  }
`;

export interface GameCategoryScreenProps {
  gameType: GameType;
  /** Path of this page, for the vendor filter links */
  path: string;
  vassalage: string | null;
  onPlayGame: (card: GameCardData) => void;
}

/** SPEC §2 game list / centre for one type: its vendors as filters (`vassalage`) and its games. */
export function GameCategoryScreen({ gameType, path, vassalage, onPlayGame }: GameCategoryScreenProps) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const menus = useGameMenus();
  const categories = menus.data?.categories;
  const view = useMemo(() => categoryView(categories ?? [], gameType, vassalage), [categories, gameType, vassalage]);
  const vendorNames = useMemo(() => vendorNamesOf(categories ?? []), [categories]);
  const title = t(`common:gameType.${gameType}`);

  return (
    <Page data-testid="game-category-page" data-game-type={gameType}>
      <Hero>
        <h1>{title}</h1>
        <p>{t('games:categoryIntro', { count: view.vendors.length, countText: formatInteger(view.vendors.length, language) })}</p>
      </Hero>
      {menus.isPending ? (
        <Grid aria-busy="true">
          {Array.from({ length: 12 }, (_, index) => (
            <li key={index}>
              <Skeleton $height="auto" style={{ aspectRatio: '1 / 1' }} />
            </li>
          ))}
        </Grid>
      ) : menus.isError ? (
        <LoadError error={menus.error} onRetry={() => void menus.refetch()} testId="game-category-error" />
      ) : (
        <>
          {view.vendors.length > 0 ? (
            <VendorBar aria-label={t('games:vendors')} data-testid="vendor-filter">
              <VendorChip to={path} aria-current={vassalage === null ? 'page' : undefined}>
                {t('games:allVendors')}
              </VendorChip>
              {view.vendors.map((vendor) => (
                <VendorChip
                  key={vendor.vassalage}
                  to={`${path}?vassalage=${encodeURIComponent(vendor.vassalage)}`}
                  aria-current={vassalage === vendor.vassalage ? 'page' : undefined}
                >
                  {vendor.name}
                </VendorChip>
              ))}
            </VendorBar>
          ) : null}
          <section aria-label={title}>
            <VisuallyHidden as="h2">{title}</VisuallyHidden>
            {view.cards.length === 0 ? (
              <p data-testid="game-category-empty">{t('games:emptyCategory')}</p>
            ) : (
              <Grid>
                {view.cards.map((card) => (
                  <li key={`${card.vassalage}-${card.gameId}`}>
                    <GameCard card={card} vendorName={vendorNames.get(card.vassalage) ?? card.vassalage} onPlay={onPlayGame} />
                  </li>
                ))}
              </Grid>
            )}
          </section>
        </>
      )}
    </Page>
  );
}
