import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BackofficeBrand, ConsolePromotion } from '@croupier/contract';
import { vars } from '@croupier/ui';
import { brandMoney, brandTime } from '../parts/brand-format';
import { Code, Muted, Panel, PanelHeading, Stack } from '../parts/page-parts';
import { BudgetMeter } from './budget-meter';
import { headlineOf } from './preview-card';
import type { PreviewFacts } from './preview-facts';
import { termsOf } from './preview-page';
import { usePreviewWords } from './preview-words';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(220px, 100%), 1fr));
  gap: 14px 20px;
  margin: 0;
  & div {
    display: grid;
    gap: 2px;
    min-width: 0;
  }
  & dt {
    color: ${vars.colorTextMuted};
    font-size: 12px;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.03em;
  }
  & dd {
    margin: 0;
    font-size: 14px;
    overflow-wrap: anywhere;
  }
`;

const Terms = styled.ul`
  display: grid;
  gap: 4px;
  margin: 0;
  padding-left: 20px;
  font-size: 14px;
`;

/** A submitted, published or ended promotion as the second operator checks it: its rules, window and money, in the console's words. */
export function PromotionFacts({ brand, promotion, facts }: { brand: BackofficeBrand; promotion: ConsolePromotion; facts: PreviewFacts }) {
  const { t } = useTranslation('promotionConsole');
  const english = usePreviewWords(brand, 'en');
  const budget = { spent: brandMoney(brand, promotion.spentMinor), budget: brandMoney(brand, promotion.budgetMinor) };
  return (
    <Panel aria-labelledby="promotion-facts-title" data-testid="promotion-facts">
      <PanelHeading id="promotion-facts-title">{t('facts.title')}</PanelHeading>
      <Facts>
        <div>
          <dt>{t('facts.kind')}</dt>
          <dd>{t(`kind.${promotion.kind}`)}</dd>
        </div>
        <div>
          <dt>{t('facts.category')}</dt>
          <dd>{t(`category.${promotion.category}`)}</dd>
        </div>
        <div>
          <dt>{t('facts.segment')}</dt>
          <dd>{t(`segment.${promotion.segment}`)}</dd>
        </div>
        <div>
          <dt>{t('facts.frequency')}</dt>
          <dd>{t(`frequency.${promotion.frequency}`)}</dd>
        </div>
        <div>
          <dt>{t('facts.window', { zone: brand.timeZone })}</dt>
          <dd>
            {brandTime(brand, promotion.startsAt)} – {brandTime(brand, promotion.endsAt)}
          </dd>
        </div>
        <div>
          <dt>{t('facts.budget')}</dt>
          <dd data-testid="promotion-facts-budget" data-spent-minor={promotion.spentMinor}>
            <Stack>
              <span>{t('table.spentOf', budget)}</span>
              <BudgetMeter spentMinor={promotion.spentMinor} budgetMinor={promotion.budgetMinor} label={t('table.budgetLabel', budget)} />
            </Stack>
          </dd>
        </div>
        <div>
          <dt>{t('facts.entries')}</dt>
          <dd data-testid="promotion-facts-entries">{promotion.entryCount}</dd>
        </div>
        <div>
          <dt>{t('facts.applications')}</dt>
          <dd>{promotion.pendingApplications > 0 ? <Link to={`/promotion-applications?brand=${brand.code}`}>{t('table.toReview', { count: promotion.pendingApplications })}</Link> : 0}</dd>
        </div>
        {promotion.raffleSeedSha256 ? (
          <div>
            <dt>{t('facts.seedHash')}</dt>
            <dd>
              <Code>{promotion.raffleSeedSha256}</Code>
            </dd>
          </div>
        ) : null}
      </Facts>
      <div>
        <strong>{headlineOf(facts, english)}</strong>
        <Terms data-testid="promotion-facts-terms">
          {termsOf(facts, english).map((term) => (
            <li key={term}>{term}</li>
          ))}
        </Terms>
      </div>
      <Muted>{t('facts.rulesFixed')}</Muted>
    </Panel>
  );
}
