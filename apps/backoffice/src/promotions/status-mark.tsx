import { useTranslation } from 'react-i18next';
import type { PromotionStatus } from '@croupier/contract';
import { Mark } from '../parts/page-parts';

const TONE = { DRAFT: 'muted', PENDING: 'warning', PUBLISHED: 'info', ENDED: 'muted' } as const;

export function StatusMark({ status }: { status: PromotionStatus }) {
  const { t } = useTranslation('promotionConsole');
  return (
    <Mark $tone={TONE[status]} data-testid="promotion-status" data-status={status}>
      {t(`status.${status}`)}
    </Mark>
  );
}
