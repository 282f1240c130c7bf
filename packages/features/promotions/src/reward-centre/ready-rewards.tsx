import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MemberPromotion, MemberRedEnvelopePool, RebateSummary } from '@croupier/contract';
import { formatDay, formatInteger, formatMoney, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { useClaimPromotion } from '../parts/queries';
import { CATEGORY_GRADIENTS, CategoryEmblem } from '../parts/category-art';
import { usePromotionsEnvironment } from '../parts/environment';
import { readyAmountMinor } from '../parts/reward-words';
import { ClaimRow, type ClaimItem } from './claim-row';
import { useClaimRebateDay, useGrabEnvelope } from './other-rewards';

const List = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const gradient = (from: string, to: string) => ({ background: `linear-gradient(135deg, ${from}, ${to})` });

function EnvelopeEmblem() {
  return (
    <span style={{ ...gradient('#e53935', '#a31515'), display: 'grid', placeItems: 'center', width: '100%', height: '100%' }}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M5 3h14v18H5zM5 3l7 6 7-6" fill="none" stroke="#ffe082" strokeWidth="1.8" strokeLinejoin="round" />
        <circle cx="12" cy="12" r="2.6" fill="#ffe082" />
      </svg>
    </span>
  );
}

function RebateEmblem() {
  return (
    <span style={{ ...gradient('#0b5d3b', '#13885a'), display: 'grid', placeItems: 'center', width: '100%', height: '100%' }}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 4a8 8 0 1 1-7.5 5.2M4 4v5h5M12 8v8M9.5 10.5c0-1 1-1.5 2.5-1.5s2.5.6 2.5 1.6c0 2.4-5 1.2-5 3.6 0 1 1 1.6 2.5 1.6s2.5-.5 2.5-1.5" fill="none" stroke="#fff" strokeWidth="1.7" strokeLinecap="round" />
      </svg>
    </span>
  );
}

function PromotionEmblem({ promotion }: { promotion: MemberPromotion }) {
  const [from, to] = CATEGORY_GRADIENTS[promotion.category];
  return (
    <span style={{ ...gradient(from, to), display: 'grid', placeItems: 'center', width: '100%', height: '100%' }}>
      <CategoryEmblem category={promotion.category} />
    </span>
  );
}

export interface ReadyRewardsProps {
  promotions: readonly MemberPromotion[];
  promotionCurrency: CurrencyFormat;
  pools: readonly MemberRedEnvelopePool[];
  /** the brand's currency, in which red envelopes are paid */
  brandCurrency: CurrencyFormat;
  rebate: RebateSummary | null;
}

/** Everything ready to take, from each area, one click each; what was taken here stays with its amount. */
export function ReadyRewards({ promotions, promotionCurrency, pools, brandCurrency, rebate }: ReadyRewardsProps) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const { paths } = usePromotionsEnvironment();
  const claimPromotion = useClaimPromotion();
  const grab = useGrabEnvelope();
  const claimRebate = useClaimRebateDay();
  // rewards pressed here, kept in sight with their answer once the lists no longer name them
  const [taken, setTaken] = useState<ClaimItem[]>([]);
  const order = useRef<string[]>([]);

  const promotionItems = promotions.map((promotion): ClaimItem => {
    const ready = readyAmountMinor(promotion);
    const money = (minor: number) => formatMoney(minor, promotionCurrency, language);
    return {
      key: `promotion:${promotion.promotionId}`,
      area: 'promotion',
      emblem: <PromotionEmblem promotion={promotion} />,
      title: <Link to={paths.detail(promotion.promotionId)}>{promotion.title}</Link>,
      detail: t(`kind.${promotion.kind}`),
      buttonLabel: ready !== null ? t('action.claimAmount', { amount: money(ready) }) : t(promotion.kind === 'RAFFLE' ? 'action.draw' : 'action.claim'),
      claim: () =>
        claimPromotion
          .mutateAsync(promotion.promotionId)
          .then(({ paidMinor }) => (promotion.kind === 'RAFFLE' && paidMinor === 0 ? t('action.drawnNothing') : t(promotion.kind === 'RAFFLE' ? 'action.drawnNow' : 'action.claimedNow', { amount: money(paidMinor) }))),
    };
  });

  const envelopeItems = pools.map((pool): ClaimItem => {
    const title = language === 'bn' ? pool.titles.bn : pool.titles.en;
    return {
      key: `envelope:${pool.poolId}`,
      area: 'envelope',
      emblem: <EnvelopeEmblem />,
      title,
      detail: t('rewardCentre.envelopeLeft', { left: formatInteger(pool.remainingCount, language), total: formatInteger(pool.envelopeCount, language) }),
      buttonLabel: t('rewardCentre.openEnvelope'),
      claim: () => grab.mutateAsync(pool.poolId).then(({ grab: mine }) => t('rewardCentre.envelopeWon', { amount: formatMoney(mine.amountMinor, brandCurrency, language) })),
    };
  });

  const rebateItems = (rebate?.mode === 'MANUAL' ? rebate.claimable : []).map((day): ClaimItem => {
    const money = (minor: number) => formatMoney(minor, rebate?.currency ?? brandCurrency, language);
    return {
      key: `rebate:${day.day}`,
      area: 'rebate',
      emblem: <RebateEmblem />,
      title: t('rewardCentre.rebateDay', { day: formatDay(day.day, language) }),
      detail: t('rewardCentre.rebateDetail'),
      buttonLabel: t('action.claimAmount', { amount: money(day.amountMinor) }),
      claim: () => claimRebate.mutateAsync(day.day).then(({ payout }) => t('rewardCentre.rebatePaid', { amount: money(payout.amountMinor) })),
    };
  });

  const ready = [...promotionItems, ...envelopeItems, ...rebateItems];
  const readyKeys = new Set(ready.map((item) => item.key));
  // Each row keeps the place it was first shown in, so a reward taken does not jump to the end.
  for (const item of ready) if (!order.current.includes(item.key)) order.current.push(item.key);
  const items = [...ready, ...taken.filter((item) => !readyKeys.has(item.key))].sort((first, second) => order.current.indexOf(first.key) - order.current.indexOf(second.key));
  return (
    <List data-testid="reward-ready-list">
      {items.map((item) => (
        <ClaimRow key={item.key} item={item} onPressed={(pressed) => setTaken((kept) => [...kept.filter((each) => each.key !== pressed.key), pressed])} />
      ))}
    </List>
  );
}
