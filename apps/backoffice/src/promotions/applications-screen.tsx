import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PROMOTION_APPLICATION_STATUSES, type PromotionApplication } from '@croupier/contract';
import { Pagination, SegmentedControl, Select, Spinner } from '@croupier/ui';
import { useBrands } from '../brands/use-brands';
import { Alert, ConsolePage, Muted, PageHeading, Panel, TitleRow } from '../parts/page-parts';
import { useConsoleText } from '../parts/use-console-text';
import { ApplicationCard } from './application-card';
import { ApplicationDecision } from './application-decision';
import { promotionRefusal } from './promotion-refusal';
import { useApplications, type ApplicationStatus } from './use-applications';
import { RequirePromotionRole } from './promotion-role';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 12px 18px;
  & > :first-child {
    min-width: 220px;
  }
`;

const Cards = styled.ol`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

function statusOf(value: string | null): ApplicationStatus {
  return PROMOTION_APPLICATION_STATUSES.find((each) => each === value) ?? 'APPLYING';
}

/**
 * The review queue of promotion applications (decision 0047): those waiting across every brand the
 * operator works on, or one brand's; each with the member's remark and images, approved (the reward
 * is paid at once, within the budget) or rejected with a reason the member reads.
 */
function ApplicationsPage() {
  const { t } = useTranslation('promotionConsole');
  const { t: consoleText } = useConsoleText();
  const brands = useBrands();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{ application: PromotionApplication; approve: boolean } | null>(null);
  const list = brands.data?.brands ?? [];
  const brand = list.find((each) => each.code === params.get('brand'));
  const status = statusOf(params.get('status'));
  // a brand named in the address is known once the brand list is read: the queue waits for it
  const applications = useApplications(brand?.merchantCode ?? '', status, page, !brands.isPending);
  const choose = (key: 'brand' | 'status', value: string) => {
    const next = new URLSearchParams(params);
    if (value === '' || (key === 'status' && value === 'APPLYING')) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
    setPage(1);
  };
  return (
    <ConsolePage data-testid="applications-screen">
      <TitleRow>
        <div>
          <PageHeading>{t('queue.title')}</PageHeading>
          <Muted>{t('queue.intro')}</Muted>
        </div>
      </TitleRow>
      <Panel>
        <Filters>
          <Select
            label={t('queue.brand')}
            value={brand?.code ?? ''}
            onChange={(value) => choose('brand', value)}
            options={[{ value: '', label: t('queue.allBrands') }, ...list.map((each) => ({ value: each.code, label: each.displayName }))]}
            data-testid="applications-brand"
          />
          <SegmentedControl
            label={t('queue.status')}
            value={status}
            onChange={(value) => choose('status', value)}
            options={PROMOTION_APPLICATION_STATUSES.map((value) => ({ value, label: t(`applicationStatus.${value}`), testId: `applications-status-${value}` }))}
          />
          {applications.isFetching && !applications.isPending ? <Spinner size="small" label={consoleText('loading')} /> : null}
        </Filters>
        {applications.isPending ? (
          <Spinner label={consoleText('loading')} />
        ) : applications.isError ? (
          <Alert role="alert">{promotionRefusal(t, consoleText, applications.error)}</Alert>
        ) : applications.data.applications.length === 0 ? (
          <Muted data-testid="applications-empty">{status === 'APPLYING' ? t('queue.emptyWaiting') : t('queue.empty')}</Muted>
        ) : (
          <>
            <Cards data-testid="applications">
              {applications.data.applications.map((application) => (
                <ApplicationCard
                  key={application.entryId}
                  application={application}
                  brand={list.find((each) => each.merchantCode === application.merchantCode)}
                  onDecide={(approve) => setDeciding({ application, approve })}
                />
              ))}
            </Cards>
            {applications.data.totalPages > 1 ? <Pagination page={page} totalPages={applications.data.totalPages} onPageChange={setPage} /> : null}
          </>
        )}
      </Panel>
      {deciding ? <ApplicationDecision application={deciding.application} approve={deciding.approve} onClose={() => setDeciding(null)} /> : null}
    </ConsolePage>
  );
}

export function ApplicationsScreen() {
  return (
    <RequirePromotionRole>
      <ApplicationsPage />
    </RequirePromotionRole>
  );
}
