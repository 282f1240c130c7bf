import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatInteger, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { EmptyState, Message, SectionTitle, Spinner, vars } from '@croupier/ui';
import { usePromotionsEnvironment } from '../parts/environment';
import { LinkButton } from '../parts/link-button';
import { usePromotions } from '../parts/queries';
import { StateChip } from '../parts/state-chip';
import { EntryHistory } from './entry-history';
import { isOpenForMe, useRebateSummary, useRedEnvelopePools } from './other-rewards';
import { ReadyRewards } from './ready-rewards';

const Page = styled.div`
  display: grid;
  /* a column no wider than the screen: the category tabs scroll inside it, not the page */
  grid-template-columns: minmax(0, 1fr);
  gap: 18px;
  max-width: 960px;
  margin: 0 auto;
  padding-bottom: 32px;
`;

const Hero = styled.header`
  position: relative;
  overflow: hidden;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 12px 18px;
  align-items: center;
  padding: 22px 24px;
  border-radius: ${vars.radiusLarge};
  color: #2a1800;
  background:
    radial-gradient(circle at 88% 20%, rgba(255, 255, 255, 0.55), transparent 40%),
    linear-gradient(120deg, #ffd54f, #f2a900 55%, #e07b00);
  & h1 {
    margin: 0;
    font-size: 22px;
  }
  & p {
    margin: 6px 0 0;
    font-size: 14.5px;
  }
  @media (max-width: 599px) {
    grid-template-columns: minmax(0, 1fr);
    padding: 18px 16px;
  }
`;

const Count = styled.div`
  display: grid;
  justify-items: center;
  min-width: 96px;
  padding: 10px 14px;
  border-radius: ${vars.radiusMedium};
  background: rgba(255, 255, 255, 0.45);
  & strong {
    font-size: 30px;
    line-height: 1;
  }
  & span {
    font-size: 12.5px;
    font-weight: 700;
  }
  @media (max-width: 599px) {
    justify-self: start;
    grid-auto-flow: column;
    gap: 8px;
    align-items: baseline;
  }
`;

const Panel = styled.section`
  display: grid;
  gap: 14px;
  padding: 20px 22px;
  border-radius: ${vars.radiusLarge};
  border: 1px solid ${vars.colorBorder};
  background: ${vars.colorSurface};
  min-width: 0;
  @media (max-width: 599px) {
    padding: 16px 14px;
  }
`;

const PanelHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 6px 14px;
  & a {
    font-size: 13.5px;
    font-weight: 600;
    color: ${vars.colorPrimary};
  }
`;

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Progress = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 6px 12px;
    padding: 10px 12px;
    border-radius: ${vars.radiusMedium};
    background: ${vars.colorSurfaceRaised};
  }
  & a {
    color: inherit;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Centre = styled.div`
  display: grid;
  place-items: center;
  min-height: 140px;
`;

export interface RewardCentreScreenProps {
  /** the brand's currency, in which red envelopes are paid */
  currency: CurrencyFormat;
  /** whether the brand has the manual rebate (its `manualRebate` flag): then its days to claim are here too */
  manualRebate: boolean;
}

/**
 * SPEC §2 member centre rewardCenter (decision 0047): everything the member can take now, from every
 * area, one click each (promotions ready to claim, red envelopes open to them, the rebate's finished
 * days where the brand has the manual rebate), their promotions under way, and their promotion history.
 */
export function RewardCentreScreen({ currency, manualRebate }: RewardCentreScreenProps) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const { paths } = usePromotionsEnvironment();
  const promotions = usePromotions();
  const pools = useRedEnvelopePools();
  const rebate = useRebateSummary(manualRebate);
  const list = promotions.data?.promotions ?? [];
  const claimable = list.filter((promotion) => promotion.state === 'CLAIM');
  const underWay = list.filter((promotion) => ['JOINED', 'PROCESSING', 'APPLYING', 'REJECTED'].includes(promotion.state));
  const openPools = (pools.data?.pools ?? []).filter(isOpenForMe);
  const rebateDays = rebate.data?.mode === 'MANUAL' ? rebate.data.claimable : [];
  const readyCount = claimable.length + openPools.length + rebateDays.length;
  // The other areas' failures only leave their rewards out; the promotions are the page's own.
  const loading = promotions.isPending || pools.isPending || (manualRebate && rebate.isPending);

  return (
    <Page data-testid="reward-centre" data-ready-count={readyCount}>
      <Hero>
        <div>
          <h1>{t('rewardCentre.title')}</h1>
          <p>{readyCount > 0 ? t('rewardCentre.intro') : t('rewardCentre.introNothing')}</p>
        </div>
        <Count data-testid="reward-ready-count">
          <strong>{formatInteger(readyCount, language)}</strong>
          <span>{t('rewardCentre.readyLabel', { count: readyCount })}</span>
        </Count>
      </Hero>
      <Panel aria-labelledby="reward-ready-title">
        <PanelHead>
          <SectionTitle id="reward-ready-title">{t('rewardCentre.ready')}</SectionTitle>
        </PanelHead>
        {promotions.isError ? <Message tone="error">{t('rewardCentre.promotionsFailed')}</Message> : null}
        {loading ? (
          <Centre>
            <Spinner />
          </Centre>
        ) : readyCount === 0 ? (
          <EmptyState title={t('rewardCentre.nothing')} headingLevel="h3" data-testid="reward-ready-empty" action={<LinkButton to={paths.promotions}>{t('rewardCentre.seePromotions')}</LinkButton>}>
            {t('rewardCentre.nothingHint')}
          </EmptyState>
        ) : (
          <ReadyRewards promotions={claimable} promotionCurrency={promotions.data?.currency ?? currency} pools={openPools} brandCurrency={currency} rebate={rebate.data ?? null} />
        )}
        <Links aria-label={t('rewardCentre.more')}>
          <LinkButton to={paths.promotions} $tone="secondary">
            {t('rewardCentre.allPromotions')}
          </LinkButton>
          <LinkButton to={paths.redEnvelope} $tone="secondary" data-testid="reward-red-envelope-link">
            {t('rewardCentre.allEnvelopes')}
          </LinkButton>
          {manualRebate ? (
            <LinkButton to={paths.manualRebate} $tone="secondary" data-testid="reward-rebate-link">
              {t('rewardCentre.rebatePage')}
            </LinkButton>
          ) : null}
        </Links>
      </Panel>
      {underWay.length > 0 ? (
        <Panel aria-labelledby="reward-progress-title">
          <SectionTitle id="reward-progress-title">{t('rewardCentre.underWay')}</SectionTitle>
          <Progress data-testid="reward-under-way">
            {underWay.map((promotion) => (
              <li key={promotion.promotionId}>
                <Link to={paths.detail(promotion.promotionId)}>{promotion.title}</Link>
                <StateChip state={promotion.state} />
              </li>
            ))}
          </Progress>
        </Panel>
      ) : null}
      <Panel aria-labelledby="reward-history-title">
        <PanelHead>
          <SectionTitle id="reward-history-title">{t('history.title')}</SectionTitle>
          <Link to={paths.bonusDetails}>{t('history.bonuses')}</Link>
        </PanelHead>
        <EntryHistory currency={promotions.data?.currency ?? currency} />
      </Panel>
    </Page>
  );
}
