import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MemberPromotion } from '@croupier/contract';
import { useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { focusRing, mix, vars } from '@croupier/ui';
import { usePromotionsEnvironment } from '../parts/environment';
import { PeriodText } from '../parts/period-text';
import { PromotionAction } from '../parts/promotion-action';
import { PromotionBanner } from '../parts/promotion-banner';
import { headlineOf, rewardLine } from '../parts/reward-words';
import { StateChip } from '../parts/state-chip';

const Card = styled.article`
  display: grid;
  grid-template-rows: auto 1fr;
  min-width: 0;
  overflow: hidden;
  border-radius: ${vars.radiusLarge};
  border: 1px solid ${vars.colorBorder};
  background: ${vars.colorSurface};
  box-shadow: 0 6px 20px ${mix('colorText', 6)};
  transition:
    transform 140ms ease,
    box-shadow 140ms ease;
  &:hover {
    transform: translateY(-2px);
    box-shadow: 0 12px 28px ${mix('colorText', 12)};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;

const BannerLink = styled(Link)`
  display: block;
  ${focusRing}
`;

const Body = styled.div`
  display: grid;
  align-content: start;
  gap: 8px;
  padding: 14px 16px 16px;
  min-width: 0;
`;

const Labels = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
  & small {
    font-size: 12px;
    font-weight: 600;
    color: ${vars.colorTextMuted};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: 17px;
  line-height: 1.3;
  overflow-wrap: anywhere;
  & a {
    color: inherit;
    text-decoration: none;
  }
  & a:hover {
    text-decoration: underline;
  }
`;

const Summary = styled.p`
  margin: 0;
  font-size: 14px;
  line-height: 1.5;
  color: ${vars.colorTextMuted};
  overflow-wrap: anywhere;
`;

const Reward = styled.p`
  margin: 0;
  font-size: 14px;
  font-weight: 700;
  color: ${vars.colorText};
`;

const Foot = styled.div`
  display: grid;
  gap: 10px;
  align-self: end;
  padding-top: 10px;
  margin-top: 4px;
  border-top: 1px dashed ${vars.colorBorder};
`;

/** One promotion on the list: its banner, what it is, its period, and where the reader stands with it. */
export function PromotionCard({ promotion, currency }: { promotion: MemberPromotion; currency: CurrencyFormat }) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const { paths } = usePromotionsEnvironment();
  const words = { t, language, currency };
  const to = paths.detail(promotion.promotionId);
  const titleId = `promotion-title-${promotion.promotionId}`;
  return (
    <Card aria-labelledby={titleId} data-testid="promotion-card" data-promotion-id={promotion.promotionId} data-kind={promotion.kind} data-state={promotion.state}>
      <BannerLink to={to} tabIndex={-1} aria-hidden="true">
        <PromotionBanner bannerUrl={promotion.bannerUrl} category={promotion.category} categoryLabel={t(`category.${promotion.category}`)} headline={headlineOf(promotion, words)} />
      </BannerLink>
      <Body>
        <Labels>
          <StateChip state={promotion.state} />
          <small>{t(`kind.${promotion.kind}`)}</small>
        </Labels>
        <Title id={titleId}>
          <Link to={to} data-testid="promotion-link">
            {promotion.title}
          </Link>
        </Title>
        <Summary>{promotion.summary}</Summary>
        <Reward data-testid="promotion-reward">{rewardLine(promotion, words)}</Reward>
        <PeriodText promotion={promotion} />
        <Foot>
          <PromotionAction promotion={promotion} currency={currency} fullWidth />
        </Foot>
      </Body>
    </Card>
  );
}
