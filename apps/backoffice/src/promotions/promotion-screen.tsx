import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { BackofficeBrand, ConsolePromotion } from '@croupier/contract';
import type { Language } from '@croupier/domain';
import { Spinner } from '@croupier/ui';
import { useBrand } from '../brands/brand-scope';
import { useConsoleContext } from '../console-context';
import { brandTime } from '../parts/brand-format';
import { Alert, ConsolePage, Muted, Panel, PanelHeading } from '../parts/page-parts';
import { useConsoleText } from '../parts/use-console-text';
import { FlowActions } from './flow-actions';
import { MemberPreview } from './member-preview';
import type { CreatedState } from './promotion-new-screen';
import { previewFacts } from './preview-facts';
import { PromotionBuilder } from './promotion-builder';
import { PromotionFacts } from './promotion-facts';
import { formOfPromotion } from './promotion-form';
import { PromotionHeading } from './promotion-heading';
import { promotionRefusal } from './promotion-refusal';
import { PromotionTrail } from './promotion-trail';
import { StatusMark } from './status-mark';
import { usePromotion } from './use-promotions';
import { RequirePromotionRole } from './promotion-role';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(340px, 420px);
  gap: 18px;
  align-items: start;
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Main = styled.div`
  display: grid;
  gap: 14px;
  min-width: 0;
`;

function isCreatedState(state: unknown): state is CreatedState {
  return typeof state === 'object' && state !== null && (state as { created?: unknown }).created === true;
}

/** A submitted, published or ended promotion: its facts and the member's view side by side, and the steps it may take. */
function PromotionReview({ brand, promotion }: { brand: BackofficeBrand; promotion: ConsolePromotion }) {
  const { t } = useTranslation('promotionConsole');
  const { baseUrl } = useConsoleContext();
  const [language, setLanguage] = useState<Language>('en');
  const facts = previewFacts(formOfPromotion(promotion, brand.timeZone, brand.currency.scale), brand.currency.scale, brand.timeZone);
  const banner = promotion.bannerUrl ? `${promotion.bannerUrl.startsWith('/') ? baseUrl : ''}${promotion.bannerUrl}` : null;
  return (
    <Columns>
      <Main>
        {promotion.status !== 'ENDED' ? (
          <Panel aria-labelledby="promotion-steps-title" data-testid="promotion-steps">
            <PanelHeading id="promotion-steps-title">{t(`detail.steps.${promotion.status}`)}</PanelHeading>
            <FlowActions brand={brand} promotion={promotion} />
          </Panel>
        ) : (
          <Panel data-testid="promotion-ended">
            <PanelHeading>{t('detail.endedTitle')}</PanelHeading>
            <Muted>{t('detail.endedText', { who: promotion.endedBy ?? '—', reason: promotion.endReason ?? '—' })}</Muted>
          </Panel>
        )}
        <PromotionFacts brand={brand} promotion={promotion} facts={facts} />
      </Main>
      <MemberPreview brand={brand} facts={facts} bannerSrc={banner} language={language} onLanguage={setLanguage} />
    </Columns>
  );
}

/** One promotion of the brand: a draft opens in the builder, any other in review. */
function PromotionPage() {
  const { t } = useTranslation('promotionConsole');
  const { t: consoleText } = useConsoleText();
  const brand = useBrand();
  const { promotionId = '' } = useParams();
  const location = useLocation();
  const created = isCreatedState(location.state) ? location.state : null;
  const [notice, setNotice] = useState<string | null>(created ? t('builder.created') : null);
  const loaded = usePromotion(promotionId);
  if (loaded.isPending) return <Spinner label={consoleText('loading')} />;
  if (loaded.isError) {
    return (
      <ConsolePage>
        <PromotionHeading brand={brand} title={t('detail.missingTitle', { id: promotionId })} />
        <Alert role="alert">{promotionRefusal(t, consoleText, loaded.error)}</Alert>
      </ConsolePage>
    );
  }
  const promotion = loaded.data.promotion;
  if (promotion.merchantCode !== brand.merchantCode) {
    return (
      <ConsolePage>
        <PromotionHeading brand={brand} title={t('detail.missingTitle', { id: promotionId })} />
        <Alert role="alert">{t('detail.otherBrand')}</Alert>
      </ConsolePage>
    );
  }
  return (
    <ConsolePage data-testid="promotion-screen" data-status={promotion.status}>
      <PromotionHeading brand={brand} title={promotion.titles.en} marks={<StatusMark status={promotion.status} />}>
        <Muted>
          #{promotion.promotionId} · {t(`kind.${promotion.kind}`)} · {brandTime(brand, promotion.startsAt)} – {brandTime(brand, promotion.endsAt)}
        </Muted>
        <PromotionTrail brand={brand} promotion={promotion} />
      </PromotionHeading>
      {promotion.status === 'DRAFT' ? (
        <PromotionBuilder
          brand={brand}
          promotion={promotion}
          notice={notice}
          initialBannerRefusal={created?.bannerRefusal ?? null}
          onSaved={({ promotion: saved }) => setNotice(t('builder.saved', { time: brandTime(brand, saved.updatedAt) }))}
          nextStep={(unsaved) => <FlowActions brand={brand} promotion={promotion} unsaved={unsaved} />}
        />
      ) : (
        <PromotionReview brand={brand} promotion={promotion} />
      )}
    </ConsolePage>
  );
}

export function PromotionScreen() {
  return (
    <RequirePromotionRole>
      <PromotionPage />
    </RequirePromotionRole>
  );
}
