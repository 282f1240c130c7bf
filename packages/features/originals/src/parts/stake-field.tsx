import { useTranslation } from 'react-i18next';
import { formatMoney } from '@croupier/i18n';
import { Input } from '@croupier/ui';
import { useOriginalsEnvironment } from '../environment/originals-environment';
import type { StakeProblem } from './parse-stake';
import { useLanguage } from './use-language';

export interface StakeLimits {
  minBetMinor: number;
  maxBetMinor: number;
}

interface StakeFieldProps {
  value: string;
  onChange: (typed: string) => void;
  problem: StakeProblem | null;
  limits: StakeLimits | undefined;
  disabled?: boolean;
  testId: string;
}

/** The stake in the brand's major units; its problem, once shown, names the limit it broke. */
export function StakeField({ value, onChange, problem, limits, disabled, testId }: StakeFieldProps) {
  const { t } = useTranslation('originals');
  const { currency } = useOriginalsEnvironment();
  const language = useLanguage();
  const money = (amountMinor: number) => formatMoney(amountMinor, currency, language);
  const hint = limits ? t('stake.limits', { min: money(limits.minBetMinor), max: money(limits.maxBetMinor) }) : undefined;
  const error = problem
    ? t(`stake.problem.${problem}`, { min: limits ? money(limits.minBetMinor) : '', max: limits ? money(limits.maxBetMinor) : '', symbol: currency.symbol })
    : undefined;
  return (
    <Input
      label={t('stake.label', { symbol: currency.symbol })}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint={hint}
      error={error}
      disabled={disabled}
      data-testid={testId}
    />
  );
}
