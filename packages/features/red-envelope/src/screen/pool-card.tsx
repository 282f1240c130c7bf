import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MemberRedEnvelopePool } from '@croupier/contract';
import { formatDateTime, formatInteger, formatMoney, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { Button, Message, mix, vars } from '@croupier/ui';
import { EnvelopeArt, type EnvelopeState } from '../parts/envelope-art';
import { grabErrorKey } from '../parts/error-text';
import { useGrab } from '../parts/queries';
import { FairnessPanel } from './fairness-panel';

const Card = styled.article`
  display: grid;
  grid-template-columns: minmax(140px, 220px) minmax(0, 1fr);
  gap: 18px;
  align-items: start;
  padding: 18px;
  border-radius: ${vars.radiusLarge};
  border: 1px solid ${vars.colorBorder};
  background: ${vars.colorSurface};
  @media (max-width: 599px) {
    grid-template-columns: minmax(0, 1fr);
    padding: 14px;
  }
`;

const Side = styled.div`
  display: grid;
  gap: 10px;
  justify-items: center;
  min-width: 0;
`;

const Body = styled.div`
  display: grid;
  gap: 8px;
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 18px;
  overflow-wrap: anywhere;
`;

const Chip = styled.span<{ $phase: MemberRedEnvelopePool['phase'] }>`
  justify-self: start;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  color: ${({ $phase }) => ($phase === 'OPEN' ? '#fff' : vars.colorText)};
  background: ${({ $phase }) => ($phase === 'OPEN' ? '#c62828' : $phase === 'UPCOMING' ? mix('colorAccent', 35) : mix('colorText', 12))};
`;

const Facts = styled.dl`
  display: grid;
  gap: 4px;
  margin: 0;
  font-size: 14px;
  & div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 6px;
  }
  & dt {
    color: ${vars.colorTextMuted};
  }
  & dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Progress = styled.div<{ $left: number }>`
  height: 8px;
  border-radius: 999px;
  background: ${mix('colorText', 10)};
  overflow: hidden;
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: ${({ $left }) => `${Math.round($left * 100)}%`};
    background: linear-gradient(90deg, #f2a900, #e53935);
  }
`;

const EnvelopeButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  border-radius: 18px;
  &:disabled {
    cursor: default;
  }
  &:focus-visible {
    outline: 3px solid ${vars.colorFocus};
    outline-offset: 4px;
  }
`;

export interface PoolCardProps {
  pool: MemberRedEnvelopePool;
  currency: CurrencyFormat;
  timeZone: string;
}

/** One pool: its envelope to open, what is left, its window and its fairness. */
export function PoolCard({ pool, currency, timeZone }: PoolCardProps) {
  const { t } = useTranslation('redEnvelope');
  const language = useLanguage();
  const grab = useGrab();
  const [justOpened, setJustOpened] = useState(false);
  const money = (minor: number) => formatMoney(minor, currency, language);
  const title = language === 'bn' ? pool.titles.bn : pool.titles.en;
  // the grab's own answer shows at once, before the pools are read again
  const mine = pool.myGrab ?? grab.data?.grab ?? null;
  const canOpen = pool.phase === 'OPEN' && pool.eligible && mine === null;
  const state: EnvelopeState = grab.isPending ? 'opening' : mine ? 'open' : 'closed';

  const open = () => {
    if (!canOpen || grab.isPending) return;
    grab.mutate(pool.poolId, { onSuccess: () => setJustOpened(true) });
  };

  return (
    <Card data-testid="red-envelope-pool" data-pool-id={pool.poolId} data-phase={pool.phase} data-grabbed={mine !== null} aria-labelledby={`red-envelope-title-${pool.poolId}`}>
      <Side>
        <EnvelopeButton type="button" onClick={open} disabled={!canOpen || grab.isPending} aria-label={canOpen ? `${t('grab.open')}: ${title}` : title} data-testid="red-envelope-open">
          <EnvelopeArt state={state} inviting={canOpen} amountText={mine ? money(mine.amountMinor) : undefined} wonLabel={justOpened ? t('grab.won') : undefined} />
        </EnvelopeButton>
        {canOpen ? (
          <Button variant="danger" fullWidth onClick={open} loading={grab.isPending} data-testid="red-envelope-grab">
            {grab.isPending ? t('grab.opening') : t('grab.open')}
          </Button>
        ) : null}
        {justOpened && mine ? (
          <Message tone="success" announce data-testid="red-envelope-won">
            {t('grab.wonHint')}
          </Message>
        ) : null}
      </Side>
      <Body>
        <Chip $phase={pool.phase}>{t(`pool.phase.${pool.phase}`)}</Chip>
        <Heading id={`red-envelope-title-${pool.poolId}`}>{title}</Heading>
        <Progress $left={pool.phase === 'OVER' || pool.envelopeCount === 0 ? 0 : pool.remainingCount / pool.envelopeCount} aria-hidden="true" />
        <Facts>
          <div>
            <dd data-testid="red-envelope-remaining" data-remaining={pool.remainingCount}>
              {pool.phase === 'OVER'
                ? t('pool.opened', { count: formatInteger(pool.envelopeCount - pool.remainingCount, language), total: formatInteger(pool.envelopeCount, language) })
                : t('pool.remaining', { count: formatInteger(pool.remainingCount, language), total: formatInteger(pool.envelopeCount, language) })}
            </dd>
          </div>
          <div>
            <dt>{t('pool.total', { amount: money(pool.totalMinor) })}</dt>
            <dd>{t('pool.minimum', { amount: money(pool.minMinor) })}</dd>
          </div>
          <div>
            <dt>{t('fairness.hash')}</dt>
            <dd translate="no" data-testid="red-envelope-hash-short">
              {pool.seedSha256.slice(0, 16)}…
            </dd>
          </div>
          <div data-testid="red-envelope-window">
            {pool.phase === 'UPCOMING' ? <dt>{t('pool.opensAt', { time: formatDateTime(pool.startsAt, language, timeZone) })}</dt> : null}
            <dd>{t(pool.phase === 'OVER' ? 'pool.endedAt' : 'pool.endsAt', { time: formatDateTime(pool.endsAt, language, timeZone) })}</dd>
          </div>
        </Facts>
        {pool.eligibility === 'DEPOSITORS' ? <Message tone={pool.eligible ? 'info' : 'warning'}>{t('pool.depositorsOnly')}</Message> : null}
        {mine ? (
          <Message tone="success" data-testid="red-envelope-mine" data-amount-minor={mine.amountMinor}>
            {t('grab.yours', { amount: money(mine.amountMinor) })}
          </Message>
        ) : null}
        {grab.error ? (
          <Message tone="error" announce data-testid="red-envelope-error">
            {t(grabErrorKey(grab.error))}
          </Message>
        ) : null}
        <FairnessPanel pool={pool} />
      </Body>
    </Card>
  );
}
