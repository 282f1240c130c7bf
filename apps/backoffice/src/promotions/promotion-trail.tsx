import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BackofficeBrand, ConsolePromotion } from '@croupier/contract';
import { vars } from '@croupier/ui';
import { brandTime } from '../parts/brand-format';

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 18px;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${vars.colorTextMuted};
  font-size: 13px;
  /* each step reads as one line of text, wrapping between words on a phone */
  & li {
    display: block;
  }
  & strong {
    color: ${vars.colorText};
    font-weight: 600;
  }
`;

/** Who did what to the promotion: made it, submitted it, published it, ended it (and why), in the order it happened. */
export function PromotionTrail({ brand, promotion }: { brand: BackofficeBrand; promotion: ConsolePromotion }) {
  const { t } = useTranslation('promotionConsole');
  return (
    <Steps aria-label={t('trail.label')} data-testid="promotion-trail">
      <li data-testid="trail-created">
        {t('trail.created')} <strong>{promotion.createdBy}</strong> <span>{brandTime(brand, promotion.createdAt)}</span>
      </li>
      {promotion.submittedBy ? (
        <li data-testid="trail-submitted">
          {t('trail.submitted')} <strong>{promotion.submittedBy}</strong>
        </li>
      ) : null}
      {promotion.approvedBy ? (
        <li data-testid="trail-approved">
          {t('trail.approved')} <strong>{promotion.approvedBy}</strong>
        </li>
      ) : null}
      {promotion.endedBy ? (
        <li data-testid="trail-ended">
          {t('trail.ended')} <strong>{promotion.endedBy}</strong>
          {promotion.endReason ? <span> · {t('trail.reason', { reason: promotion.endReason })}</span> : null}
        </li>
      ) : null}
      <li>
        {t('trail.updated')} <span>{brandTime(brand, promotion.updatedAt)}</span>
      </li>
    </Steps>
  );
}
