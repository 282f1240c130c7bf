import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberBonus } from '@croupier/contract';
import { formatDateTime, formatInteger, formatMoney, type CurrencyFormat } from '@croupier/i18n';
import { Button, Dialog, EmptyState } from '@croupier/ui';
import { Money } from '../parts/money';
import { useLanguage } from '../parts/use-language';
import { StateBadge } from './bonus-state-badge';
import { Amount, BonusCard, CardActions, CardHead, CardList, Contributions, Fill, Meter, Terms, Track } from './bonus-cards.styles';
import { useForfeitBonus, type MemberBonusesPage } from './use-member-bonuses';

/** The share of the requirement wagered, 0 to 100, in whole percents rounded down (100 only when met). */
export function wageredPercent(bonus: Pick<MemberBonus, 'wageredMinor' | 'requiredMinor'>): number {
  if (bonus.requiredMinor <= 0) return 100;
  return Math.min(100, Math.floor((bonus.wageredMinor * 100) / bonus.requiredMinor));
}

function ForfeitButton({ bonus, currency }: { bonus: MemberBonus; currency: CurrencyFormat }) {
  const { t } = useTranslation('records');
  const language = useLanguage();
  const [asking, setAsking] = useState(false);
  const forfeit = useForfeitBonus();
  return (
    <CardActions>
      <Button variant="ghost" size="small" onClick={() => setAsking(true)} data-testid="bonus-forfeit">
        {t('bonuses.forfeit.button')}
      </Button>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('bonuses.forfeit.title')}
        icon="warning"
        buttons={[
          { label: t('bonuses.forfeit.keep'), variant: 'secondary' },
          { label: t('bonuses.forfeit.confirm'), variant: 'danger', onClick: () => forfeit.mutate(bonus.bonusId) },
        ]}
      >
        <p>{t('bonuses.forfeit.message', { amount: formatMoney(bonus.balanceMinor, currency, language) })}</p>
      </Dialog>
    </CardActions>
  );
}

function OneBonus({ bonus, currency, timeZone }: { bonus: MemberBonus; currency: CurrencyFormat; timeZone: string }) {
  const { t } = useTranslation(['records', 'common']);
  const language = useLanguage();
  const active = bonus.status === 'ACTIVE';
  const percent = wageredPercent(bonus);
  const multiplier = formatInteger(bonus.multiplierHundredths / 100, language);
  return (
    <BonusCard $active={active} data-testid="bonus-card" data-status={bonus.status} data-bonus-id={bonus.bonusId}>
      <CardHead>
        <h3>{bonus.title}</h3>
        <StateBadge status={bonus.status} />
      </CardHead>
      <Amount>
        <Money amountMinor={bonus.amountMinor} currency={currency} />
      </Amount>
      <Meter aria-label={t('bonuses.wagering')}>
        <span data-testid="bonus-wagering" data-wagered-minor={bonus.wageredMinor} data-required-minor={bonus.requiredMinor}>
          {t('bonuses.progress', { percent: formatInteger(percent, language) })} · <Money amountMinor={bonus.wageredMinor} currency={currency} /> /{' '}
          <Money amountMinor={bonus.requiredMinor} currency={currency} />
        </span>
        <Track role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
          <Fill $percent={percent} />
        </Track>
      </Meter>
      <Terms>
        {active ? (
          <div>
            <dt>{t('bonuses.locked')}</dt>
            <dd data-testid="bonus-locked" data-amount-minor={bonus.balanceMinor}>
              <Money amountMinor={bonus.balanceMinor} currency={currency} />
            </dd>
          </div>
        ) : (
          <div>
            <dt>{t('bonuses.released')}</dt>
            <dd data-testid="bonus-released" data-amount-minor={bonus.releasedMinor}>
              <Money amountMinor={bonus.releasedMinor} currency={currency} />
            </dd>
          </div>
        )}
        <div>
          <dt>{t('bonuses.requirement')}</dt>
          <dd>{t(bonus.wageringBase === 'BONUS' ? 'bonuses.timesBonus' : 'bonuses.timesBonusAndDeposit', { times: multiplier })}</dd>
        </div>
        {bonus.maxBetMinor !== null && (
          <div>
            <dt>{t('bonuses.maxBet')}</dt>
            <dd data-testid="bonus-max-bet">
              <Money amountMinor={bonus.maxBetMinor} currency={currency} />
            </dd>
          </div>
        )}
        {bonus.maxCashoutMinor !== null && (
          <div>
            <dt>{t('bonuses.maxCashout')}</dt>
            <dd>
              <Money amountMinor={bonus.maxCashoutMinor} currency={currency} />
            </dd>
          </div>
        )}
        <div>
          <dt>{active ? t('bonuses.expires') : t('bonuses.ended')}</dt>
          <dd>{formatDateTime(active ? bonus.expiresAt : (bonus.endedAt ?? bonus.expiresAt), language, timeZone)}</dd>
        </div>
      </Terms>
      {bonus.contributions.length > 0 && (
        <Contributions>
          {t('bonuses.counts')}{' '}
          {bonus.contributions.map((each) => t('bonuses.contribution', { game: t(`common:gameType.${each.gameType}`), percent: formatInteger(each.percent, language) })).join(' · ')}
        </Contributions>
      )}
      {active && <ForfeitButton bonus={bonus} currency={currency} />}
    </BonusCard>
  );
}

/** SPEC §2 bonusDetails: every bonus of the member, the active one first as the server sends them, with its wagering. */
export function BonusCards({ page, timeZone }: { page: MemberBonusesPage; timeZone: string }) {
  const { t } = useTranslation('records');
  if (page.bonuses.length === 0) return <EmptyState title={t('bonuses.empty')}>{t('bonuses.emptyHint')}</EmptyState>;
  return (
    <CardList data-testid="bonus-cards">
      {page.bonuses.map((bonus) => (
        <OneBonus key={bonus.bonusId} bonus={bonus} currency={page.currency} timeZone={timeZone} />
      ))}
    </CardList>
  );
}
