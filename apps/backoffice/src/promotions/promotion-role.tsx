import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, ConsolePage } from '../parts/page-parts';
import { runsPromotions, useOperator } from '../session/use-session';

/** Promotions are a supervisor's or an admin's work; anyone else is told so instead of meeting the platform's refusal. */
export function RequirePromotionRole({ children }: { children: ReactNode }) {
  const { t } = useTranslation('promotionConsole');
  const operator = useOperator();
  if (runsPromotions(operator)) return children;
  return (
    <ConsolePage>
      <Alert role="alert" data-testid="promotions-not-allowed">
        {t('notAllowed')}
      </Alert>
    </ConsolePage>
  );
}
