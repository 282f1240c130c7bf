import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { GAME_TYPES } from '@croupier/domain';
import { Button, Input, Select, vars } from '@croupier/ui';
import { BuilderSection, FieldGrid, GroupProblem, Wide, type BuilderPartProps } from './builder-kit';
import { defaultContributions } from './promotion-form';

const Percents = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(120px, 100%), 1fr));
  gap: 8px 12px;
  margin: 0;
  padding: 12px;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusMedium};
  & legend {
    padding: 0 4px;
    font-size: 14px;
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  color: ${vars.colorTextMuted};
  font-size: 13px;
`;

/**
 * A bonus's wagering (decision 0045): the multiplier and what it multiplies, how much each game type
 * counts (the market's defaults: slots in full, live and table games a tenth, lottery and sports
 * nothing), the bet and cash-out limits and how long the bonus lasts.
 */
export function WageringFields({ brand, form, update, problemOf, withBase }: BuilderPartProps & { withBase: boolean }) {
  const { t } = useTranslation(['promotionConsole', 'common']);
  const money = (key: 'builder.maxBet' | 'builder.maxCashout') => t(key, { currency: brand.currency.code });
  const defaults = defaultContributions();
  const atDefaults = GAME_TYPES.every((type) => form.contributions[type] === defaults[type]);
  return (
    <BuilderSection id="promotion-wagering-title" title={t('builder.wageringTitle')} intro={t('builder.wageringIntro')} testId="promotion-wagering">
      <FieldGrid>
        <Input
          label={t('builder.multiplier')}
          hint={t('builder.multiplierHint')}
          inputMode="decimal"
          value={form.multiplier}
          onChange={(event) => update((current) => ({ ...current, multiplier: event.target.value }), ['reward.multiplierHundredths'])}
          error={problemOf('reward.multiplierHundredths')}
          data-testid="promotion-multiplier"
        />
        {withBase ? (
          <Select
            label={t('builder.wageringBase')}
            value={form.wageringBase}
            onChange={(value) => update((current) => ({ ...current, wageringBase: value === 'BONUS' ? 'BONUS' : 'BONUS_AND_DEPOSIT' }), ['reward.wageringBase'])}
            options={[
              { value: 'BONUS_AND_DEPOSIT', label: t('builder.baseBonusAndDeposit') },
              { value: 'BONUS', label: t('builder.baseBonus') },
            ]}
            data-testid="promotion-wagering-base"
          />
        ) : null}
        <Input
          label={t('builder.lifetimeDays')}
          inputMode="numeric"
          value={form.lifetimeDays}
          onChange={(event) => update((current) => ({ ...current, lifetimeDays: event.target.value }), ['reward.lifetimeDays'])}
          error={problemOf('reward.lifetimeDays')}
          data-testid="promotion-lifetime"
        />
        <Input
          label={money('builder.maxBet')}
          hint={t('builder.optional')}
          inputMode="decimal"
          value={form.maxBet}
          onChange={(event) => update((current) => ({ ...current, maxBet: event.target.value }), ['reward.maxBetMinor'])}
          error={problemOf('reward.maxBetMinor')}
          data-testid="promotion-max-bet"
        />
        <Input
          label={money('builder.maxCashout')}
          hint={t('builder.optional')}
          inputMode="decimal"
          value={form.maxCashout}
          onChange={(event) => update((current) => ({ ...current, maxCashout: event.target.value }), ['reward.maxCashoutMinor'])}
          error={problemOf('reward.maxCashoutMinor')}
          data-testid="promotion-max-cashout"
        />
        <Wide>
          <Percents data-testid="promotion-contributions">
            <legend>{t('builder.contributions')}</legend>
            {GAME_TYPES.map((type) => (
              <Input
                key={type}
                label={t(`common:gameType.${type}`)}
                inputMode="numeric"
                value={form.contributions[type]}
                onChange={(event) => update((current) => ({ ...current, contributions: { ...current.contributions, [type]: event.target.value } }), [`reward.contributions.${type}`, 'reward.contributions'])}
                error={problemOf(`reward.contributions.${type}`)}
                data-testid={`promotion-percent-${type}`}
              />
            ))}
            <Wide>
              <Row>
                <Button type="button" size="small" variant="ghost" disabled={atDefaults} onClick={() => update((current) => ({ ...current, contributions: defaultContributions() }), ['reward.contributions'])}>
                  {t('builder.contributionDefaults')}
                </Button>
                <span>{t('builder.contributionsHint')}</span>
              </Row>
              {problemOf('reward.contributions') ? <GroupProblem role="alert">{problemOf('reward.contributions')}</GroupProblem> : null}
            </Wide>
          </Percents>
        </Wide>
      </FieldGrid>
    </BuilderSection>
  );
}
