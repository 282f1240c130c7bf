import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CRASH_MAX_MULTIPLIER_HUNDREDTHS, CRASH_MIN_CASH_OUT_HUNDREDTHS } from '@croupier/contract';
import { Button, Input } from '@croupier/ui';
import { Form } from '../parts/page.styles';
import { parseHundredths } from '../parts/numbers';
import { StakeField, type StakeLimits } from '../parts/stake-field';
import { useBetGate } from '../parts/use-bet-gate';
import { useStake } from '../parts/use-stake';

/** An empty field is no auto cash-out; anything else must be a target the server takes. */
function autoTargetOf(typed: string): { ok: true; hundredths: number | undefined } | { ok: false } {
  if (typed.trim() === '') return { ok: true, hundredths: undefined };
  const hundredths = parseHundredths(typed);
  if (hundredths === null || hundredths < CRASH_MIN_CASH_OUT_HUNDREDTHS || hundredths > CRASH_MAX_MULTIPLIER_HUNDREDTHS) return { ok: false };
  return { ok: true, hundredths };
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
  return (
    <Form onSubmit={submit} noValidate data-testid="crash-form">
      <StakeField value={stake.typed} onChange={stake.setTyped} problem={stake.problem} limits={limits} testId="crash-stake" />
      <Input
        label={t('crash.autoCashOut')}
        inputMode="decimal"
        autoComplete="off"
        value={autoTyped}
        onChange={(event) => setAutoTyped(event.target.value)}
        error={tried && !auto.ok ? t('crash.autoCashOutProblem') : undefined}
        data-testid="crash-auto-cash-out"
      />
      <Button type="submit" loading={busy} disabled={!canPlace} data-testid="crash-place-bet">
        {t('crash.placeBet')}
      </Button>
    </Form>
  );
}
