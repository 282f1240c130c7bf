import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MemberPromotion } from '@croupier/contract';
import { formatDateTime, useLanguage } from '@croupier/i18n';
import { vars } from '@croupier/ui';
import { usePromotionsEnvironment } from './environment';

const Period = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: 0;
  font-size: 12.5px;
  color: ${vars.colorTextMuted};
  & svg {
    flex: none;
    width: 14px;
    height: 14px;
  }
`;

/** When a promotion runs, in the brand's time zone. */
export function PeriodText({ promotion }: { promotion: MemberPromotion }) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const { timeZone } = usePromotionsEnvironment();
  return (
    <Period data-testid="promotion-period">
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
      {t('period', { from: formatDateTime(promotion.startsAt, language, timeZone), to: formatDateTime(promotion.endsAt, language, timeZone) })}
    </Period>
  );
}
