import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiceDirection } from '@croupier/provably-fair';
import { Button, Form, Input, SegmentedControl } from '@croupier/ui';
import { canBet, useOriginalsEnvironment } from '../environment/originals-environment';
import { Facts } from '../parts/page.styles';
import { formatChanceBps, formatHundredths, formatMultiplierUnits, parseHundredths } from '../parts/numbers';
import { useBetGate } from '../parts/use-bet-gate';
import { StakeField, type StakeLimits } from '../parts/stake-field';
import { useLanguage } from '../parts/use-language';
import { useStake } from '../parts/use-stake';
import { DEFAULT_DICE_TARGET_HUNDREDTHS, diceTermsOf } from './dice-terms';
import type { DiceBetIntent } from './use-dice-bet';

interface DiceFormProps {
  houseEdgeBps: number | undefined;
  limits: StakeLimits | undefined;
  pending: boolean;
  onRoll: (intent: DiceBetIntent) => void;
}

/** Stake, target and direction, with the chance and multiplier they make at the brand's edge. */
export function DiceForm({ houseEdgeBps, limits, pending, onRoll }: DiceFormProps) {
  const { t } = useTranslation('originals');
  const language = useLanguage();
  const stake = useStake(limits);
  const [targetTyped, setTargetTyped] = useState(formatHundredths(DEFAULT_DICE_TARGET_HUNDREDTHS, 'en'));
  const [direction, setDirection] = useState<DiceDirection>('under');
  const targetHundredths = parseHundredths(targetTyped);
  const terms = houseEdgeBps === undefined ? null : diceTermsOf(targetHundredths, direction, houseEdgeBps);
  const targetInvalid = houseEdgeBps !== undefined && terms === null;
  // A player's roll waits for the brand's house edge (no multiplier to bet on before it); a guest's
  // press still goes through, to be asked to log in.
  const waitingForTerms = canBet(useOriginalsEnvironment()) && houseEdgeBps === undefined;

  const gate = useBetGate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    gate(() => roll());
  };
  const roll = () => {
    const amountMinor = stake.take();
    if (amountMinor === null || terms === null || targetHundredths === null) return;
    onRoll({ amountMinor, targetHundredths, direction });
  };

  return (
    <Form spacing="tight" onSubmit={submit} noValidate data-testid="dice-form">
      <StakeField value={stake.typed} onChange={stake.setTyped} problem={stake.problem} limits={limits} testId="dice-stake" />
      <Input
        label={t('dice.target')}
        inputMode="decimal"
        autoComplete="off"
        value={targetTyped}
        onChange={(event) => setTargetTyped(event.target.value)}
        error={targetInvalid ? t('dice.targetProblem') : undefined}
        data-testid="dice-target"
      />
      <SegmentedControl<DiceDirection>
        label={t('dice.direction')}
        value={direction}
        onChange={setDirection}
        options={[
          { value: 'under', label: t('dice.under'), testId: 'dice-direction-under' },
          { value: 'over', label: t('dice.over'), testId: 'dice-direction-over' },
        ]}
      />
      <Facts>
        <dt>{t('dice.winChance')}</dt>
        <dd data-testid="dice-win-chance">{terms ? formatChanceBps(terms.winChanceBps, language) : '–'}</dd>
        <dt>{t('dice.multiplier')}</dt>
        <dd data-testid="dice-multiplier" data-multiplier-units={terms?.multiplierUnits}>
          {terms ? formatMultiplierUnits(terms.multiplierUnits, language) : '–'}
        </dd>
      </Facts>
      <Button type="submit" loading={pending} disabled={waitingForTerms || targetInvalid} data-testid="dice-roll">
        {t('dice.roll')}
      </Button>
    </Form>
  );
}
