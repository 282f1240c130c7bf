import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MemberPromotion } from '@croupier/contract';
import type { Language } from '@croupier/domain';
import { formatDigits, formatMoney, NUMBER_LOCALE, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { FormField, Message, mix, vars } from '@croupier/ui';
import { depositBonusPreview } from './bonus-amount';

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(240px, 100%), 1fr));
  gap: 8px;
`;

const Option = styled.label<{ $chosen: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 2px 10px;
  align-items: start;
  padding: 10px 12px;
  border-radius: ${vars.radiusMedium};
  border: 2px solid ${({ $chosen }) => ($chosen ? vars.colorAccent : vars.colorBorder)};
  background: ${({ $chosen }) => ($chosen ? mix('colorAccent', 12, vars.colorSurface) : vars.colorSurfaceRaised)};
  cursor: pointer;
  &:has(input:focus-visible) {
    outline: 2px solid ${vars.colorFocus};
    outline-offset: 2px;
  }
  & > input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
  }
  & strong {
    font-size: 14.5px;
    overflow-wrap: anywhere;
  }
  & small {
    grid-column: 2;
    font-size: 12.5px;
    color: ${vars.colorTextMuted};
    overflow-wrap: anywhere;
  }
`;

const Mark = styled.span<{ $chosen: boolean }>`
  grid-row: span 3;
  display: grid;
  place-items: center;
  width: 34px;
  height: 34px;
  border-radius: 50%;
  font-size: 13px;
  font-weight: 800;
  color: ${({ $chosen }) => ($chosen ? vars.colorOnAccent : vars.colorText)};
  background: ${({ $chosen }) => ($chosen ? vars.colorAccent : mix('colorText', 10))};
`;

const Held = styled.small`
  color: ${vars.colorAccent} !important;
  font-weight: 700;
`;

const percentFormats = new Map<Language, Intl.NumberFormat>();

/** A rate in basis points as a percent in the reader's digits: 10000 is 100%. */
function formatPercent(bps: number, language: Language): string {
  let format = percentFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[language], { style: 'percent', maximumFractionDigits: 2 });
    percentFormats.set(language, format);
  }
  return format.format(bps / 10_000);
}

/** Minutes and seconds left of a joined bonus's hold, ticking; null once it is over. */
function useHoldLeft(holdUntil: string | null, language: Language): string | null {
  const [now, setNow] = useState(() => Date.now());
  const left = holdUntil ? Math.max(0, Math.ceil((Date.parse(holdUntil) - now) / 1000)) : 0;
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  if (left <= 0) return null;
  return formatDigits(`${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`, language);
}

function BonusOption({ bonus, chosen, onChoose, currency }: { bonus: MemberPromotion; chosen: boolean; onChoose: () => void; currency: CurrencyFormat }) {
  const { t } = useTranslation('cashier');
  const language = useLanguage();
  const held = useHoldLeft(bonus.state === 'JOINED' ? (bonus.entry?.holdUntil ?? null) : null, language);
  const { reward } = bonus;
  return (
    <Option $chosen={chosen} data-testid="deposit-bonus-option" data-promotion-id={bonus.promotionId} data-state={bonus.state}>
      <input type="radio" name="deposit-bonus" checked={chosen} onChange={onChoose} />
      <Mark $chosen={chosen} aria-hidden="true">
        %
      </Mark>
      <strong>{bonus.title}</strong>
      <small>{t('bonus.rule', { percent: formatPercent(reward.percentBps, language), cap: formatMoney(reward.capMinor, currency, language), min: formatMoney(reward.minDepositMinor, currency, language) })}</small>
      {held ? <Held data-testid="deposit-bonus-held">{t('bonus.held', { time: held })}</Held> : null}
    </Option>
  );
}

export interface BonusChoiceProps {
  bonuses: readonly MemberPromotion[];
  /** the promotion chosen, or null for no bonus */
  chosenId: string | null;
  onChoose: (promotionId: string | null) => void;
  /** the amount typed, once it reads as one */
  amountMinor: number | null;
  currency: CurrencyFormat;
}

/**
 * The deposit form's bonus (decision 0047): no bonus, or one of the deposit bonuses the member can take
 * now, the one already joined first; and what the typed amount would bring with the chosen one. The
 * choice is sent with the deposit, which joins the bonus if it is not joined yet.
 */
export function BonusChoice({ bonuses, chosenId, onChoose, amountMinor, currency }: BonusChoiceProps) {
  const { t } = useTranslation('cashier');
  const language = useLanguage();
  const money = (minor: number) => formatMoney(minor, currency, language);
  const chosen = bonuses.find((bonus) => bonus.promotionId === chosenId) ?? null;
  const joined = bonuses.find((bonus) => bonus.state === 'JOINED') ?? null;
  const preview = chosen && amountMinor !== null ? depositBonusPreview(amountMinor, chosen.reward) : null;
  return (
    <FormField label={t('bonus.title')} hint={t('bonus.hint')} data-testid="deposit-bonus" data-chosen={chosenId ?? 'none'}>
      {(control) => (
        <div role="radiogroup" aria-labelledby={control['aria-labelledby']} aria-describedby={control['aria-describedby']} id={control.id} style={{ display: 'grid', gap: 8 }}>
          <Options>
            <Option $chosen={chosen === null} data-testid="deposit-bonus-none">
              <input type="radio" name="deposit-bonus" checked={chosen === null} onChange={() => onChoose(null)} />
              <Mark $chosen={chosen === null} aria-hidden="true">
                –
              </Mark>
              <strong>{t('bonus.none')}</strong>
              <small>{t('bonus.noneHint')}</small>
            </Option>
            {bonuses.map((bonus) => (
              <BonusOption key={bonus.promotionId} bonus={bonus} chosen={bonus.promotionId === chosenId} onChoose={() => onChoose(bonus.promotionId)} currency={currency} />
            ))}
          </Options>
          {chosen === null && joined ? (
            <Message tone="warning" data-testid="deposit-bonus-joined-note">
              {t('bonus.joinedStillHeld', { title: joined.title })}
            </Message>
          ) : null}
          {chosen && preview === null ? <Message data-testid="deposit-bonus-preview">{t('bonus.typeAmount')}</Message> : null}
          {preview?.kind === 'belowMinimum' && chosen ? (
            <Message tone="warning" data-testid="deposit-bonus-preview" data-bonus-minor={0}>
              {t('bonus.belowMinimum', { min: money(chosen.reward.minDepositMinor) })}
            </Message>
          ) : null}
          {preview?.kind === 'bonus' ? (
            <Message tone="success" data-testid="deposit-bonus-preview" data-bonus-minor={preview.bonusMinor}>
              {t(preview.capped ? 'bonus.previewCapped' : 'bonus.preview', { amount: money(preview.bonusMinor) })}
            </Message>
          ) : null}
        </div>
      )}
    </FormField>
  );
}
