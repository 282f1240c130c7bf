import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CRASH_MAX_MULTIPLIER_HUNDREDTHS, CRASH_MIN_CASH_OUT_HUNDREDTHS } from '@croupier/domain';
import { formatInteger, minorUnitsToDecimal } from '@croupier/i18n';
import { Button, Form, Input, vars } from '@croupier/ui';
import { useOriginalsEnvironment } from '../environment/originals-environment';
import { parseHundredths } from '../parts/numbers';
import { StakeField, type StakeLimits } from '../parts/stake-field';
import { useBetGate } from '../parts/use-bet-gate';
import { useLanguage } from '../parts/use-language';
import { useStake } from '../parts/use-stake';

/** An empty field is no auto cash-out; anything else must be a target the server takes. */
function autoTargetOf(typed: string): { ok: true; hundredths: number | undefined } | { ok: false } {
  if (typed.trim() === '') return { ok: true, hundredths: undefined };
  const hundredths = parseHundredths(typed);
  if (hundredths === null || hundredths < CRASH_MIN_CASH_OUT_HUNDREDTHS || hundredths > CRASH_MAX_MULTIPLIER_HUNDREDTHS) return { ok: false };
  return { ok: true, hundredths };
}

const Chips = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px;
  margin-top: -4px;
  & > button {
    padding: 6px 0;
    border: 1px solid ${vars.colorBorder};
    border-radius: ${vars.radiusMedium};
    background: ${vars.colorSurfaceRaised};
    font-weight: 700;
    cursor: pointer;
  }
`;

/** The stake halved or doubled, kept within the limits; null when the typed stake is not a stake yet. */
function scaledStake(amountMinor: number, factor: 0.5 | 2, limits: StakeLimits | undefined): number {
  const scaled = factor === 2 ? amountMinor * 2 : Math.floor(amountMinor / 2);
  if (!limits) return Math.max(1, scaled);
  return Math.min(limits.maxBetMinor, Math.max(limits.minBetMinor, scaled));
}

interface CrashBetFormProps {
  limits: StakeLimits | undefined;
  canPlace: boolean;
  busy: boolean;
  onPlace: (bet: { amountMinor: number; autoCashOutHundredths?: number }) => void;
}

/** Stake and optional auto cash-out for the round taking bets. */
export function CrashBetForm({ limits, canPlace, busy, onPlace }: CrashBetFormProps) {
  const { t } = useTranslation('originals');
  const language = useLanguage();
  const { currency } = useOriginalsEnvironment();
  const stake = useStake(limits);
  const [autoTyped, setAutoTyped] = useState('');
  const [tried, setTried] = useState(false);
  const gate = useBetGate();
  const auto = autoTargetOf(autoTyped);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    gate(() => {
      setTried(true);
      const amountMinor = stake.take();
      if (amountMinor === null || !auto.ok) return;
      onPlace(auto.hundredths === undefined ? { amountMinor } : { amountMinor, autoCashOutHundredths: auto.hundredths });
    });
  };
  const scale = (factor: 0.5 | 2) => {
    if (stake.check.ok) stake.setTyped(minorUnitsToDecimal(scaledStake(stake.check.amountMinor, factor, limits), currency.scale));
  };
  return (
    <Form spacing="tight" onSubmit={submit} noValidate data-testid="crash-form">
      <StakeField value={stake.typed} onChange={stake.setTyped} problem={stake.problem} limits={limits} testId="crash-stake" />
      <Chips>
        <button type="button" aria-label={t('crash.halveStake')} onClick={() => scale(0.5)} data-testid="crash-stake-half">
          ½
        </button>
        <button type="button" aria-label={t('crash.doubleStake')} onClick={() => scale(2)} data-testid="crash-stake-double">
          {formatInteger(2, language)}×
        </button>
      </Chips>
      <Input
        label={t('crash.autoCashOut')}
        inputMode="decimal"
        autoComplete="off"
        value={autoTyped}
        onChange={(event) => setAutoTyped(event.target.value)}
        error={tried && !auto.ok ? t('crash.autoCashOutProblem') : undefined}
        data-testid="crash-auto-cash-out"
      />
      <Button type="submit" size="large" fullWidth loading={busy} disabled={!canPlace} data-testid="crash-place-bet">
        {canPlace ? t('crash.placeBet') : t('crash.waitNextRound')}
      </Button>
    </Form>
  );
}
