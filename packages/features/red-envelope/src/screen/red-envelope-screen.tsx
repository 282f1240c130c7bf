import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CurrencyFormat } from '@croupier/i18n';
import { Button, EmptyState, Message, Note, PageFrame, PageTitle, Spinner } from '@croupier/ui';
import { EnvelopeArt } from '../parts/envelope-art';
import { useRedEnvelopePools } from '../parts/queries';
import { MyGrabs } from './my-grabs';
import { PoolCard } from './pool-card';

export interface RedEnvelopeScreenProps {
  /** the brand's currency, in which amounts are shown */
  currency: CurrencyFormat;
  /** the brand's IANA time zone, in which windows are shown */
  timeZone: string;
}

const Hero = styled.header`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 88px;
  gap: 14px;
  align-items: center;
  padding: 18px 20px;
  border-radius: 18px;
  background: linear-gradient(135deg, #b71c1c, #e53935 60%, #f2a900);
  color: #fff;
  & p {
    margin: 6px 0 0;
    color: #fff3e0;
  }
  @media (max-width: 599px) {
    grid-template-columns: minmax(0, 1fr) 64px;
    padding: 14px 16px;
  }
`;

const Centre = styled.div`
  display: grid;
  place-items: center;
  min-height: 160px;
`;

const Pools = styled.div`
  display: grid;
  gap: 14px;
`;

/** The red-envelope page (route /red-envelope, decision 0043): the brand's pools to open, and the member's envelopes. */
export function RedEnvelopeScreen({ currency, timeZone }: RedEnvelopeScreenProps) {
  const { t } = useTranslation('redEnvelope');
  const pools = useRedEnvelopePools();
  return (
    <PageFrame data-testid="red-envelope-page">
      <Hero>
        <div>
          <PageTitle>{t('page.title')}</PageTitle>
          <p>{t('page.intro')}</p>
        </div>
        <EnvelopeArt state="closed" />
      </Hero>
      {pools.isPending ? (
        <Centre>
          <Spinner />
        </Centre>
      ) : pools.isError ? (
        <Message tone="error">
          {t('page.loadFailed')}{' '}
          <Button variant="ghost" size="small" onClick={() => void pools.refetch()}>
            {t('page.retry')}
          </Button>
        </Message>
      ) : pools.data.pools.length === 0 ? (
        <EmptyState title={t('page.empty')} data-testid="red-envelope-empty" />
      ) : (
        <Pools>
          {pools.data.pools.map((pool) => (
            <PoolCard key={pool.poolId} pool={pool} currency={currency} timeZone={timeZone} />
          ))}
        </Pools>
      )}
      <Note>{t('fairness.explain')}</Note>
      <MyGrabs currency={currency} timeZone={timeZone} />
    </PageFrame>
  );
}
