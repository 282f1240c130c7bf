import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination, Spinner } from '@croupier/ui';
import { useBrand } from '../brands/brand-scope';
import { Alert, ConsolePage, Muted, PageHeading, Panel, TitleRow } from '../parts/page-parts';
import { refusalText } from '../parts/refusal';
import { useConsoleText } from '../parts/use-console-text';
import { PoolForm } from './pool-form';
import { PoolTable } from './pool-table';
import { usePools } from './use-red-envelopes';

/** The console's red-envelope pools of a brand (decision 0043): make one, approve another's, close, and the figures. */
export function RedEnvelopesScreen() {
  const { t } = useTranslation('redEnvelope');
  const { t: consoleText } = useConsoleText();
  const brand = useBrand();
  const [page, setPage] = useState(1);
  const pools = usePools(brand.merchantCode, page);
  return (
    <ConsolePage data-testid="red-envelopes-screen">
      <TitleRow>
        <div>
          <PageHeading>{t('console.title')}</PageHeading>
          <Muted>{t('console.intro')}</Muted>
        </div>
      </TitleRow>
      <PoolForm brand={brand} onCreated={() => setPage(1)} />
      <Panel>
        {pools.isPending ? (
          <Spinner label={consoleText('loading')} />
        ) : pools.isError ? (
          <Alert role="alert">{refusalText(consoleText, pools.error)}</Alert>
        ) : (
          <>
            <PoolTable brand={brand} pools={pools.data.pools} />
            {pools.data.totalPages > 1 ? <Pagination page={page} totalPages={pools.data.totalPages} onPageChange={setPage} /> : null}
          </>
        )}
      </Panel>
    </ConsolePage>
  );
}
