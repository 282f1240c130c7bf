import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_VENDOR_ROW_LIMIT } from '@croupier/domain';
import type { GameActions } from '../cards/use-game-actions';
import { useGamePage } from '../data/use-catalogue';
import { LoadError } from '../parts/load-error';
import { GameRow } from './game-row';
import { moreGamesPath, vendorRowHasMore, type HomeSection } from './home-sections';
import { useNearViewport } from './use-near-viewport';
import { VendorTabs } from './vendor-tabs';

/** Columns of placeholders: a full view on the widest screens, two cards each. */
const LOADING_COLUMNS = HOME_VENDOR_ROW_LIMIT / 2;

/**
 * A category section of home: its vendors as tabs and the chosen vendor's row of up to 12 games.
 * The row asks for its games only when it comes near the screen, and holds its full height until
 * then, so the page neither loads everything at once nor jumps as rows arrive.
 */
export function VendorSection({ section, actions }: { section: HomeSection; actions: GameActions }) {
  const { t } = useTranslation('games');
  const holder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(holder);
  const [chosen, setChosen] = useState<string | null>(null);
  const vendor = section.vendors.find((candidate) => candidate.vassalage === chosen) ?? section.vendors[0];
  const games = useGamePage(
    { gameType: section.gameType, vassalage: vendor?.vassalage ?? null, pageNo: 1, pageSize: HOME_VENDOR_ROW_LIMIT, keepPrevious: false },
    { enabled: near && vendor !== undefined },
  );
  if (!vendor) return null;
  const title = t(`common:gameType.${section.gameType}`);
  const moreTo = vendorRowHasMore(vendor) ? moreGamesPath(section.gameType, vendor.vassalage) : null;
  const cards = (games.data?.games ?? []).slice(0, HOME_VENDOR_ROW_LIMIT);

  let body = null;
  if (games.isError) body = <LoadError error={games.error} onRetry={() => void games.refetch()} testId="vendor-row-error" />;
  else if (games.isSuccess && cards.length === 0) body = <p data-testid="vendor-row-empty">{t('games:emptyCategory')}</p>;

  return (
    <div ref={holder} data-testid={`home-category-${section.gameType}`} data-vassalage={vendor.vassalage}>
      <GameRow
        title={title}
        toolbar={<VendorTabs vendors={section.vendors} selected={vendor.vassalage} onSelect={setChosen} label={title} />}
        cards={cards}
        actions={actions}
        testId="vendor-row"
        controlsTestId="vendor-row"
        moreTo={moreTo}
        arrows={moreTo ? 'always' : 'whenScrollable'}
        loadingColumns={games.data ? undefined : LOADING_COLUMNS}
        body={body}
      />
    </div>
  );
}
