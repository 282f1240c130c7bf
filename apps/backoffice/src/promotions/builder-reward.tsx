import { useTranslation } from 'react-i18next';
import { readTypedAmount } from '@croupier/domain';
import { Input, SegmentedControl } from '@croupier/ui';
import { multiplierHundredthsOf, requirementOf } from '../bonuses/credit-draft';
import { brandMoney } from '../parts/brand-format';
import { BuilderSection, FieldGrid, Wide, Worked, type BuilderPartProps } from './builder-kit';
import { percentBpsOf } from './promotion-check';
import { paysBonus, paysFixedAmount } from './promotion-form';
import { RafflePrizes } from './raffle-prizes';
import { SignInLadder } from './sign-in-ladder';
import { WageringFields } from './wagering-fields';

/** A deposit bonus worked through for its smallest qualifying deposit: what the member gets and must wager. */
function DepositExample({ brand, form }: Pick<BuilderPartProps, 'brand' | 'form'>) {
  const { t } = useTranslation('promotionConsole');
  const scale = brand.currency.scale;
  const deposit = readTypedAmount(form.minDeposit, scale);
  const cap = readTypedAmount(form.cap, scale);
  const bps = percentBpsOf(form.percent);
  const multiplier = multiplierHundredthsOf(form.multiplier);
  if (!deposit.ok || !cap.ok || bps === null || bps <= 0 || multiplier === null) return <Worked data-testid="promotion-deposit-example">{t('builder.depositExampleNone')}</Worked>;
  const bonus = Math.min(cap.amountMinor, Number((BigInt(deposit.amountMinor) * BigInt(bps)) / 10_000n));
  const required = requirementOf({ amountMinor: bonus, depositMinor: deposit.amountMinor, wageringBase: form.wageringBase, multiplierHundredths: multiplier });
  // the deposit from which the cap is reached: more than that earns no more bonus
  const capReachedMinor = Number((BigInt(cap.amountMinor) * 10_000n + BigInt(bps) - 1n) / BigInt(bps));
  return (
    <Worked data-testid="promotion-deposit-example" data-bonus-minor={bonus} data-required-minor={required}>
      {t('builder.depositExample', { deposit: brandMoney(brand, deposit.amountMinor), bonus: brandMoney(brand, bonus), required: brandMoney(brand, required), capAt: brandMoney(brand, capReachedMinor) })}
    </Worked>
  );
}

function DepositBonusFields(props: BuilderPartProps) {
  const { t } = useTranslation('promotionConsole');
  const { brand, form, update, problemOf } = props;
  return (
    <FieldGrid>
      <Input
        label={t('builder.percent')}
        hint={t('builder.percentHint')}
        inputMode="decimal"
        value={form.percent}
        onChange={(event) => update((current) => ({ ...current, percent: event.target.value }), ['reward.percentBps'])}
        error={problemOf('reward.percentBps')}
        data-testid="promotion-percent"
      />
      <Input
        label={t('builder.cap', { currency: brand.currency.code })}
        inputMode="decimal"
        value={form.cap}
        onChange={(event) => update((current) => ({ ...current, cap: event.target.value }), ['reward.capMinor'])}
        error={problemOf('reward.capMinor')}
        data-testid="promotion-cap"
      />
      <Input
        label={t('builder.minDeposit', { currency: brand.currency.code })}
        inputMode="decimal"
        value={form.minDeposit}
        onChange={(event) => update((current) => ({ ...current, minDeposit: event.target.value }), ['reward.minDepositMinor'])}
        error={problemOf('reward.minDepositMinor')}
        data-testid="promotion-min-deposit"
      />
      <Wide>
        <DepositExample brand={brand} form={form} />
      </Wide>
    </FieldGrid>
  );
}

function FixedAmountFields({ brand, form, update, problemOf }: BuilderPartProps) {
  const { t } = useTranslation('promotionConsole');
  return (
    <FieldGrid>
      <Wide>
        <SegmentedControl
          label={t('builder.rewardForm')}
          value={form.rewardForm}
          onChange={(value) => update((current) => ({ ...current, rewardForm: value }), ['reward'])}
          options={[
            { value: 'BONUS', label: t('builder.formBonus'), testId: 'promotion-form-BONUS' },
            { value: 'CASH', label: t('builder.formCash'), testId: 'promotion-form-CASH' },
          ]}
        />
      </Wide>
      <Input
        label={t('builder.amount', { currency: brand.currency.code })}
        hint={form.rewardForm === 'BONUS' ? t('builder.amountBonusHint') : t('builder.amountCashHint')}
        inputMode="decimal"
        value={form.amount}
        onChange={(event) => update((current) => ({ ...current, amount: event.target.value }), ['reward.amountMinor'])}
        error={problemOf('reward.amountMinor')}
        data-testid="promotion-amount"
      />
    </FieldGrid>
  );
}

/** The reward's fields for the chosen kind, and a bonus's wagering in a section of its own. */
export function BuilderReward(props: BuilderPartProps) {
  const { t } = useTranslation('promotionConsole');
  const { form } = props;
  return (
    <>
      <BuilderSection id="promotion-reward-title" title={t('builder.rewardTitle')} intro={t(`rewardIntro.${form.kind}`)} testId="promotion-reward">
        {form.kind === 'DEPOSIT_BONUS' ? <DepositBonusFields {...props} /> : null}
        {paysFixedAmount(form.kind) ? <FixedAmountFields {...props} /> : null}
        {form.kind === 'SIGN_IN' ? <SignInLadder {...props} /> : null}
        {form.kind === 'RAFFLE' ? <RafflePrizes {...props} /> : null}
      </BuilderSection>
      {paysBonus(form) ? <WageringFields {...props} withBase={form.kind === 'DEPOSIT_BONUS'} /> : null}
    </>
  );
}
