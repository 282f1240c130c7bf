import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PROMOTION_CATEGORIES, PROMOTION_FREQUENCIES, PROMOTION_KINDS, PROMOTION_SEGMENTS, type PromotionKind } from '@croupier/contract';
import { Input, Select, mix, vars } from '@croupier/ui';
import { gmtLabel } from './brand-clock';
import { BuilderSection, FieldGrid, type BuilderPartProps } from './builder-kit';
import { CATEGORY_OF_KIND, type PromotionForm } from './promotion-form';

const Kinds = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(136px, 100%), 1fr));
  gap: 8px;
`;

const KindCard = styled.label<{ $chosen: boolean }>`
  position: relative;
  display: grid;
  gap: 2px;
  padding: 10px 12px;
  border: 1px solid ${({ $chosen }) => ($chosen ? vars.colorPrimary : vars.colorBorder)};
  border-radius: ${vars.radiusMedium};
  background: ${({ $chosen }) => ($chosen ? mix('colorPrimary', 8) : vars.colorSurface)};
  cursor: pointer;
  & strong {
    font-size: 14px;
  }
  & span {
    color: ${vars.colorTextMuted};
    font-size: 12px;
    line-height: 1.35;
  }
  & input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${vars.colorFocus};
    outline-offset: 2px;
  }
`;

/** The kind decides the reward's fields; an untouched category and a sign-in's frequency follow it. */
function withKind(form: PromotionForm, kind: PromotionKind): PromotionForm {
  const categoryFollows = form.category === CATEGORY_OF_KIND[form.kind];
  // a sign-in streak is counted in days; leaving it gives the usual once per member back
  const frequency = kind === 'SIGN_IN' ? 'DAILY' : form.kind === 'SIGN_IN' ? 'ONCE' : form.frequency;
  return { ...form, kind, category: categoryFollows ? CATEGORY_OF_KIND[kind] : form.category, frequency };
}

/** What the promotion is, who it is for, how often, when it runs and how much it may pay in all. */
export function BuilderBasics({ brand, form, update, problemOf }: BuilderPartProps) {
  const { t } = useTranslation('promotionConsole');
  const zone = `${brand.timeZone} (${gmtLabel(Date.now(), brand.timeZone)})`;
  return (
    <>
      <BuilderSection id="promotion-kind-title" title={t('builder.kindTitle')} intro={t('builder.kindIntro')} testId="promotion-kinds">
        <Kinds role="radiogroup" aria-labelledby="promotion-kind-title">
          {PROMOTION_KINDS.map((kind) => (
            <KindCard key={kind} $chosen={form.kind === kind} data-testid={`promotion-kind-${kind}`}>
              <input type="radio" name="promotion-kind" value={kind} checked={form.kind === kind} onChange={() => update((current) => withKind(current, kind), ['kind', 'reward', 'signInAmountsMinor', 'rafflePrizes'])} />
              <strong>{t(`kind.${kind}`)}</strong>
              <span>{t(`kindHint.${kind}`)}</span>
            </KindCard>
          ))}
        </Kinds>
        <FieldGrid>
          <Select
            label={t('builder.category')}
            value={form.category}
            onChange={(value) => update((current) => ({ ...current, category: PROMOTION_CATEGORIES.find((each) => each === value) ?? current.category }), ['category'])}
            options={PROMOTION_CATEGORIES.map((value) => ({ value, label: t(`category.${value}`) }))}
            data-testid="promotion-category"
          />
          <Select
            label={t('builder.segment')}
            value={form.segment}
            onChange={(value) => update((current) => ({ ...current, segment: PROMOTION_SEGMENTS.find((each) => each === value) ?? current.segment }), ['segment'])}
            options={PROMOTION_SEGMENTS.map((value) => ({ value, label: t(`segment.${value}`) }))}
            data-testid="promotion-segment"
          />
          <Select
            label={t('builder.frequency')}
            value={form.frequency}
            disabled={form.kind === 'SIGN_IN'}
            onChange={(value) => update((current) => ({ ...current, frequency: PROMOTION_FREQUENCIES.find((each) => each === value) ?? current.frequency }), ['frequency'])}
            options={PROMOTION_FREQUENCIES.map((value) => ({ value, label: t(`frequency.${value}`) }))}
            data-testid="promotion-frequency"
          />
        </FieldGrid>
      </BuilderSection>
      <BuilderSection id="promotion-schedule-title" title={t('builder.scheduleTitle')} intro={t('builder.scheduleIntro', { zone })}>
        <FieldGrid>
          <Input
            type="datetime-local"
            label={t('builder.startsAt')}
            hint={zone}
            value={form.startsAt}
            onChange={(event) => update((current) => ({ ...current, startsAt: event.target.value }), ['startsAt'])}
            error={problemOf('startsAt')}
            data-testid="promotion-starts"
          />
          <Input
            type="datetime-local"
            label={t('builder.endsAt')}
            hint={zone}
            value={form.endsAt}
            onChange={(event) => update((current) => ({ ...current, endsAt: event.target.value }), ['endsAt'])}
            error={problemOf('endsAt')}
            data-testid="promotion-ends"
          />
          <Input
            label={t('builder.budget', { currency: brand.currency.code })}
            hint={t('builder.budgetHint')}
            inputMode="decimal"
            value={form.budget}
            onChange={(event) => update((current) => ({ ...current, budget: event.target.value }), ['budgetMinor'])}
            error={problemOf('budgetMinor')}
            data-testid="promotion-budget-input"
          />
        </FieldGrid>
      </BuilderSection>
    </>
  );
}
