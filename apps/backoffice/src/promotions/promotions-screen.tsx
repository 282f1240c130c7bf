import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PROMOTION_STATUSES, type PromotionStatus } from '@croupier/contract';
import { Button, Pagination, SegmentedControl, Spinner } from '@croupier/ui';
import { useBrand } from '../brands/brand-scope';
import { Actions, Alert, ConsolePage, Muted, PageHeading, Panel, TitleRow } from '../parts/page-parts';
import { useConsoleText } from '../parts/use-console-text';
import { promotionRefusal } from './promotion-refusal';
import { PromotionTable } from './promotion-table';
import { usePromotions } from './use-promotions';
import { RequirePromotionRole } from './promotion-role';

const FilterRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 10px 16px;
  overflow-x: auto;
`;

type StatusFilter = PromotionStatus | 'ALL';
const FILTERS: readonly StatusFilter[] = ['ALL', ...PROMOTION_STATUSES];

/** A brand's promotions (decision 0047): what each has spent, who took part, and a way into the builder and the review queue. */
function PromotionsPage() {
  const { t } = useTranslation('promotionConsole');
  const { t: consoleText } = useConsoleText();
  const brand = useBrand();
  const navigate = useNavigate();
  const [status, setStatus] = useState<StatusFilter>('ALL');
  const [page, setPage] = useState(1);
  const promotions = usePromotions(brand.merchantCode, status, page);
  return (
    <ConsolePage data-testid="promotions-screen">
      <TitleRow>
        <div>
          <PageHeading>{t('list.title')}</PageHeading>
          <Muted>{t('list.intro')}</Muted>
        </div>
        <Actions>
          <Link to={`/promotion-applications?brand=${brand.code}`}>{t('list.toQueue')}</Link>
          <Button onClick={() => navigate(`/${brand.code}/promotions/new`)} data-testid="promotion-new">
            {t('list.new')}
          </Button>
        </Actions>
      </TitleRow>
      <Panel>
        <FilterRow>
          <SegmentedControl
            label={t('list.filter')}
            value={status}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
            options={FILTERS.map((value) => ({ value, label: t(`status.${value}`), testId: `promotion-filter-${value}` }))}
          />
          {promotions.isFetching && !promotions.isPending ? <Spinner size="small" label={consoleText('loading')} /> : null}
        </FilterRow>
        {promotions.isPending ? (
          <Spinner label={consoleText('loading')} />
        ) : promotions.isError ? (
          <Alert role="alert">{promotionRefusal(t, consoleText, promotions.error)}</Alert>
        ) : promotions.data.promotions.length === 0 ? (
          <Muted data-testid="promotions-empty">{status === 'ALL' ? t('list.empty') : t('list.emptyStatus', { status: t(`status.${status}`) })}</Muted>
        ) : (
          <>
            <PromotionTable brand={brand} promotions={promotions.data.promotions} nowMs={promotions.dataUpdatedAt} />
            {promotions.data.totalPages > 1 ? <Pagination page={page} totalPages={promotions.data.totalPages} onPageChange={setPage} /> : null}
          </>
        )}
      </Panel>
    </ConsolePage>
  );
}

export function PromotionsScreen() {
  return (
    <RequirePromotionRole>
      <PromotionsPage />
    </RequirePromotionRole>
  );
}
