import { useTranslation } from 'react-i18next';
import { PROMOTION_SIGN_IN_MAX_DAYS } from '@croupier/contract';
import { readTypedAmount } from '@croupier/domain';
import { Button, Input } from '@croupier/ui';
import { brandMoney } from '../parts/brand-format';
import { Actions } from '../parts/page-parts';
import { FieldGrid, GroupProblem, Worked, type BuilderPartProps } from './builder-kit';

/** The sum of a streak's amounts as far as they read; null while any day cannot be read. */
export function streakTotalMinor(days: readonly string[], scale: number): number | null {
  let total = 0;
  for (const typed of days) {
    const read = readTypedAmount(typed, scale);
    if (!read.ok) return null;
    total += read.amountMinor;
  }
  return total;
}

/** A sign-in promotion's ladder: what day 1 to day n of a streak pay in cash, then it starts again. */
export function SignInLadder({ brand, form, update, problemOf }: BuilderPartProps) {
  const { t } = useTranslation('promotionConsole');
  const total = streakTotalMinor(form.signInDays, brand.currency.scale);
  const setDay = (day: number, value: string) => update((current) => ({ ...current, signInDays: current.signInDays.map((each, index) => (index === day ? value : each)) }), [`signInAmountsMinor.${day}`, 'signInAmountsMinor']);
  return (
    <>
      <FieldGrid $min={130} data-testid="promotion-sign-in">
        {form.signInDays.map((typed, day) => (
          <Input
            // the days are a ladder: a day's place is its identity
            key={day}
            label={t('builder.signInDay', { day: day + 1, currency: brand.currency.code })}
            inputMode="decimal"
            value={typed}
            onChange={(event) => setDay(day, event.target.value)}
            error={problemOf(`signInAmountsMinor.${day}`)}
            data-testid={`promotion-sign-in-day-${day + 1}`}
          />
        ))}
      </FieldGrid>
      {problemOf('signInAmountsMinor') ? <GroupProblem role="alert">{problemOf('signInAmountsMinor')}</GroupProblem> : null}
      <Actions>
        <Button
          type="button"
          size="small"
          variant="secondary"
          disabled={form.signInDays.length >= PROMOTION_SIGN_IN_MAX_DAYS}
          onClick={() => update((current) => ({ ...current, signInDays: [...current.signInDays, ''] }), ['signInAmountsMinor'])}
          data-testid="promotion-sign-in-add"
        >
          {t('builder.signInAdd')}
        </Button>
        <Button
          type="button"
          size="small"
          variant="ghost"
          disabled={form.signInDays.length <= 1}
          onClick={() => update((current) => ({ ...current, signInDays: current.signInDays.slice(0, -1) }), ['signInAmountsMinor'])}
          data-testid="promotion-sign-in-remove"
        >
          {t('builder.signInRemove')}
        </Button>
      </Actions>
      <Worked data-testid="promotion-sign-in-total">
        {total === null ? t('builder.signInNoTotal') : t('builder.signInTotal', { days: form.signInDays.length, total: brandMoney(brand, total) })}
      </Worked>
    </>
  );
}
