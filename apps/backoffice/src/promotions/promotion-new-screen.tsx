import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useBrand } from '../brands/brand-scope';
import { ConsolePage, Muted } from '../parts/page-parts';
import { PromotionBuilder } from './promotion-builder';
import { PromotionHeading } from './promotion-heading';
import { RequirePromotionRole } from './promotion-role';

/** What the promotion's page is told after the builder made it. */
export interface CreatedState {
  created: true;
  bannerRefusal: string | null;
}

/** A new promotion: the builder, empty; once saved, the draft's own page. */
function PromotionNewPage() {
  const { t } = useTranslation('promotionConsole');
  const brand = useBrand();
  const navigate = useNavigate();
  return (
    <ConsolePage data-testid="promotion-new-screen">
      <PromotionHeading brand={brand} title={t('builder.newTitle')}>
        <Muted>{t('builder.newIntro', { brand: brand.displayName })}</Muted>
      </PromotionHeading>
      <PromotionBuilder
        brand={brand}
        promotion={null}
        onSaved={({ promotion, bannerRefusal }) => navigate(`/${brand.code}/promotions/${promotion.promotionId}`, { replace: true, state: { created: true, bannerRefusal } satisfies CreatedState })}
      />
    </ConsolePage>
  );
}

export function PromotionNewScreen() {
  return (
    <RequirePromotionRole>
      <PromotionNewPage />
    </RequirePromotionRole>
  );
}
