import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PROMOTION_CATEGORIES, type MemberPromotion, type PromotionCategory } from '@croupier/contract';
import { formatInteger, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { Button, EmptyState, Message, PageTitle, Spinner, Tabs, vars } from '@croupier/ui';
import { isSignedIn, usePromotionsEnvironment } from '../parts/environment';
import { LinkButton } from '../parts/link-button';
import { loadErrorKey } from '../parts/load-error';
import { usePromotions } from '../parts/queries';
import { PromotionCard } from './promotion-card';

const Page = styled.div`
  display: grid;
  /* a column no wider than the screen: the category tabs scroll inside it, not the page */
  grid-template-columns: minmax(0, 1fr);
  gap: 18px;
  max-width: 1200px;
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
  color: #fff;
  background:
    radial-gradient(circle at 90% 10%, rgba(255, 214, 102, 0.55), transparent 45%),
    linear-gradient(120deg, var(--color-primary), color-mix(in srgb, var(--color-primary) 45%, #4a148c));
  & h1 {
    color: #fff;
  }
  & p {
    margin: 6px 0 0;
    max-width: 60ch;
    color: rgba(255, 255, 255, 0.88);
    font-size: 14.5px;
    line-height: 1.5;
  }
  @media (max-width: 599px) {
    grid-template-columns: minmax(0, 1fr);
    padding: 18px 16px;
  }
`;

const Ready = styled.div`
  display: grid;
  gap: 8px;
  justify-items: start;
  padding: 12px 14px;
  border-radius: ${vars.radiusMedium};
  background: rgba(0, 0, 0, 0.22);
  & strong {
    font-size: 15px;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(330px, 100%), 1fr));
  gap: 16px;
`;

const Centre = styled.div`
  display: grid;
  place-items: center;
  min-height: 240px;
`;

const TabLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  & small {
    font-size: 11.5px;
    opacity: 0.75;
  }
`;

const ALL = 'ALL';

/** The tabs: every promotion, then each category that has one, in the contract's order. */
export function categoriesOf(promotions: readonly MemberPromotion[]): PromotionCategory[] {
  const present = new Set(promotions.map((promotion) => promotion.category));
  return PROMOTION_CATEGORIES.filter((category) => present.has(category));
}

function PromotionGrid({ promotions, currency }: { promotions: readonly MemberPromotion[]; currency: CurrencyFormat }) {
  return (
    <Grid data-testid="promotions-grid">
      {promotions.map((promotion) => (
        <PromotionCard key={promotion.promotionId} promotion={promotion} currency={currency} />
      ))}
    </Grid>
  );
}

function ReadyToClaim({ count }: { count: number }) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const { paths } = usePromotionsEnvironment();
  return (
    <Ready data-testid="promotions-ready" data-count={count}>
      <strong>{t('page.ready', { count, amount: formatInteger(count, language) })}</strong>
      <LinkButton to={paths.rewardCentre} data-testid="promotions-reward-centre">
        {t('page.toRewardCentre')}
      </LinkButton>
    </Ready>
  );
}

/**
 * SPEC §2 /promotions: the brand's promotions by category, each with its banner, period and the
 * reader's state, and what they may do now. Guests see every published promotion; joining or claiming
 * asks them to log in.
 */
export function PromotionsScreen() {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const { role } = usePromotionsEnvironment();
  const promotions = usePromotions();
  const [search, setSearch] = useSearchParams();
  const list = promotions.data?.promotions ?? [];
  const categories = categoriesOf(list);
  const wanted = search.get('category');
  const selected = categories.find((category) => category === wanted) ?? ALL;
  const claimable = list.filter((promotion) => promotion.state === 'CLAIM').length;

  const select = (id: string) => {
    const next = new URLSearchParams(search);
    if (id === ALL) next.delete('category');
    else next.set('category', id);
    setSearch(next, { replace: true });
  };

  const content = (() => {
    if (promotions.isPending) {
      return (
        <Centre>
          <Spinner />
        </Centre>
      );
    }
    if (promotions.isError) {
      return (
        <Message tone="error" announce data-testid="promotions-load-error">
          {t(loadErrorKey(promotions.error))}{' '}
          <Button variant="ghost" size="small" onClick={() => void promotions.refetch()}>
            {t('page.retry')}
          </Button>
        </Message>
      );
    }
    if (list.length === 0) return (
        <EmptyState title={t('page.empty')} data-testid="promotions-empty">
          {t('page.emptyHint')}
        </EmptyState>
      );
    const currency = promotions.data.currency;
    const tab = (id: string, label: string, shown: readonly MemberPromotion[]) => ({
      id,
      label: (
        <TabLabel data-testid={`promotions-tab-${id}`}>
          {label}
          <small>{formatInteger(shown.length, language)}</small>
        </TabLabel>
      ),
      content: <PromotionGrid promotions={shown} currency={currency} />,
    });
    return (
      <Tabs
        appearance="pill"
        label={t('page.categories')}
        selectedId={selected}
        onSelect={select}
        items={[tab(ALL, t('category.ALL'), list), ...categories.map((category) => tab(category, t(`category.${category}`), list.filter((promotion) => promotion.category === category)))]}
      />
    );
  })();

  return (
    <Page data-testid="promotions-page">
      <Hero>
        <div>
          <PageTitle>{t('page.title')}</PageTitle>
          <p>{isSignedIn(role) ? t('page.intro') : t('page.introGuest')}</p>
        </div>
        {claimable > 0 ? <ReadyToClaim count={claimable} /> : null}
      </Hero>
      {content}
    </Page>
  );
}
