import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError } from '@croupier/api-client';
import type { MemberPromotion } from '@croupier/contract';
import { useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { Button, EmptyState, Message, RichText, SectionTitle, Spinner, vars } from '@croupier/ui';
import { ApplyForm } from '../apply/apply-form';
import { isSignedIn, usePromotionsEnvironment } from '../parts/environment';
import { loadErrorKey } from '../parts/load-error';
import { PeriodText } from '../parts/period-text';
import { PromotionAction } from '../parts/promotion-action';
import { PromotionBanner } from '../parts/promotion-banner';
import { useApplyPromotion, usePromotion } from '../parts/queries';
import { headlineOf, rewardLine } from '../parts/reward-words';
import { StateChip } from '../parts/state-chip';
import { RafflePrizes } from './raffle-prizes';
import { RewardRules } from './reward-rules';
import { SignInLadder } from './sign-in-ladder';

const Page = styled.div`
  display: grid;
  /* a column no wider than the screen: the category tabs scroll inside it, not the page */
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  max-width: 1100px;
  margin: 0 auto;
  padding-bottom: 32px;
`;

const Back = styled(Link)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 14px;
  font-weight: 600;
  color: ${vars.colorTextMuted};
  text-decoration: none;
  &:hover {
    color: ${vars.colorText};
  }
`;

/** The text beside the action column on a wide screen; one column on a phone, the action right after the title. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(300px, 380px);
  grid-template-areas: 'head action' 'main action';
  grid-template-rows: auto 1fr;
  gap: 16px 22px;
  align-items: start;
  @media (max-width: 899px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'head' 'action' 'main';
    grid-template-rows: auto;
  }
`;

const Head = styled.header`
  grid-area: head;
  display: grid;
  gap: 12px;
  min-width: 0;
  & > div:first-child {
    overflow: hidden;
    border-radius: ${vars.radiusLarge};
  }
`;

const TitleRow = styled.div`
  display: grid;
  gap: 6px;
  & h1 {
    margin: 0;
    font-size: 24px;
    line-height: 1.25;
    overflow-wrap: anywhere;
  }
  & p {
    margin: 0;
    color: ${vars.colorTextMuted};
    font-size: 15px;
    line-height: 1.5;
  }
`;

const Labels = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
  & small {
    font-size: 12.5px;
    font-weight: 600;
    color: ${vars.colorTextMuted};
  }
`;

const Main = styled.div`
  grid-area: main;
  display: grid;
  gap: 16px;
  min-width: 0;
`;

const Panel = styled.section`
  display: grid;
  gap: 12px;
  padding: 18px 20px;
  border-radius: ${vars.radiusLarge};
  border: 1px solid ${vars.colorBorder};
  background: ${vars.colorSurface};
  min-width: 0;
  @media (max-width: 599px) {
    padding: 14px;
  }
`;

const ActionPanel = styled(Panel)`
  grid-area: action;
  border-top: 4px solid ${vars.colorAccent};
`;

/** What taking part brings and how, above the action. */
const HowTo = styled.p`
  display: grid;
  gap: 4px;
  margin: 0;
  font-size: 13.5px;
  line-height: 1.5;
  color: ${vars.colorTextMuted};
  & strong {
    font-size: 15px;
    color: ${vars.colorText};
  }
`;

const Centre = styled.div`
  display: grid;
  place-items: center;
  min-height: 240px;
`;

/**
 * The action column: the state, what the reader can do now, and for an application its form (open at
 * once while the member may apply, behind "apply again" after a refusal; kept open after sending so its
 * confirmation stays in sight).
 */
function ActionColumn({ promotion, currency }: { promotion: MemberPromotion; currency: CurrencyFormat }) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const { role } = usePromotionsEnvironment();
  const [againOpen, setAgainOpen] = useState(false);
  // Held here, not in the form: the answer moves the promotion on to APPLYING, which would take the form
  // (and its confirmation) away before the confirmation is shown.
  const apply = useApplyPromotion();
  const canApply = promotion.kind === 'APPLICATION' && isSignedIn(role);
  const formShown = canApply && (promotion.state === 'JOIN' || (promotion.state === 'REJECTED' && againOpen) || apply.isPending || apply.isSuccess);
  // A form opened on the page's address ending in #apply (the card's "apply") is brought into view.
  useEffect(() => {
    if (formShown && window.location.hash === '#apply') document.getElementById('apply')?.scrollIntoView?.({ block: 'start' });
  }, [formShown]);
  return (
    <ActionPanel aria-labelledby="promotion-action-title" data-testid="promotion-action-panel">
      <SectionTitle id="promotion-action-title">{promotion.kind === 'APPLICATION' ? t('detail.applyTitle') : t('detail.actionTitle')}</SectionTitle>
      <HowTo>
        <strong data-testid="promotion-action-reward">{rewardLine(promotion, { t, language, currency })}</strong>
        {t(`detail.howTo.${promotion.kind}`)}
      </HowTo>
      {/* while the member may apply, the form is the action; otherwise the state says where the application stands */}
      {formShown && promotion.state === 'JOIN' ? null : <PromotionAction promotion={promotion} currency={currency} onApply={() => setAgainOpen(true)} fullWidth />}
      {formShown ? <ApplyForm promotionId={promotion.promotionId} apply={apply} /> : null}
    </ActionPanel>
  );
}

function DetailPage({ promotion, currency }: { promotion: MemberPromotion; currency: CurrencyFormat }) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const { paths } = usePromotionsEnvironment();
  return (
    <Page data-testid="promotion-detail" data-promotion-id={promotion.promotionId} data-kind={promotion.kind} data-state={promotion.state}>
      <Back to={paths.promotions} data-testid="promotion-back">
        ← {t('detail.back')}
      </Back>
      <Columns>
        <Head>
          <PromotionBanner bannerUrl={promotion.bannerUrl} category={promotion.category} categoryLabel={t(`category.${promotion.category}`)} headline={headlineOf(promotion, { t, language, currency })} tall />
          <TitleRow>
            <Labels>
              <StateChip state={promotion.state} />
              <small>{t(`kind.${promotion.kind}`)}</small>
            </Labels>
            <h1>{promotion.title}</h1>
            <p>{promotion.summary}</p>
            <PeriodText promotion={promotion} />
          </TitleRow>
        </Head>
        <ActionColumn promotion={promotion} currency={currency} />
        <Main>
          {promotion.signIn ? (
            <Panel aria-labelledby="promotion-ladder-title">
              <SectionTitle id="promotion-ladder-title">{t('signIn.title')}</SectionTitle>
              <SignInLadder signIn={promotion.signIn} currency={currency} />
            </Panel>
          ) : null}
          {promotion.raffle ? (
            <Panel aria-labelledby="promotion-raffle-title">
              <SectionTitle id="promotion-raffle-title">{t('raffle.title')}</SectionTitle>
              <RafflePrizes raffle={promotion.raffle} currency={currency} />
            </Panel>
          ) : null}
          <Panel aria-labelledby="promotion-rules-title">
            <SectionTitle id="promotion-rules-title">{t('detail.rules')}</SectionTitle>
            <RewardRules promotion={promotion} currency={currency} />
          </Panel>
          {promotion.bodyHtml.trim() !== '' ? (
            <Panel aria-labelledby="promotion-body-title">
              <SectionTitle id="promotion-body-title">{t('detail.terms')}</SectionTitle>
              <RichText html={promotion.bodyHtml} data-testid="promotion-body" />
            </Panel>
          ) : null}
        </Main>
      </Columns>
    </Page>
  );
}

/**
 * A promotion's own page (route /promotions/:promotionId): its banner and text, its rules in words, a
 * sign-in's ladder or a raffle's prizes and commitment, and what the reader can do now.
 */
export function PromotionDetailScreen({ promotionId }: { promotionId: string }) {
  const { t } = useTranslation('promotions');
  const { paths } = usePromotionsEnvironment();
  const promotion = usePromotion(promotionId);
  if (promotion.data) return <DetailPage promotion={promotion.data.promotion} currency={promotion.data.currency} />;
  if (promotion.isError) {
    if (isApiError(promotion.error) && (promotion.error.code === 'PROMOTION_NOT_FOUND' || promotion.error.code === 'NOT_FOUND' || promotion.error.code === 'VALIDATION_FAILED')) {
      return (
        <EmptyState title={t('detail.notFound')} data-testid="promotion-not-found" action={<Link to={paths.promotions}>{t('detail.back')}</Link>}>
          {t('detail.notFoundHint')}
        </EmptyState>
      );
    }
    return (
      <Message tone="error" announce data-testid="promotion-load-error">
        {t(loadErrorKey(promotion.error))}{' '}
        <Button variant="ghost" size="small" onClick={() => void promotion.refetch()}>
          {t('page.retry')}
        </Button>
      </Message>
    );
  }
  return (
    <Centre>
      <Spinner />
    </Centre>
  );
}
